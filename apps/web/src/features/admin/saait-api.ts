import { saaitContracts as contracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";

/** The saait dates of one BS year (admin). */
export function useSaaitYear(year: number) {
  return useQuery(contractQuery(contracts.adminYear, { query: { year } }));
}

/** Add, edit and remove: each refetches the admin's years and every picker's public read. */
export function useSaaitWrites() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ["admin", "saait"] }),
      qc.invalidateQueries({ queryKey: ["saait"] }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: { day: string; note: string | null }) => callApi(contracts.add, { body }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ day, note }: { day: string; note: string | null }) =>
        callApi(contracts.edit, { params: { day }, body: { note } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (day: string) => callApi(contracts.remove, { params: { day } }),
      onSuccess: refresh,
    }),
  };
}
