import type { ChangeRequestDetail, DecisionReason } from "@bihe/shared";
import { vendorChangesContracts as contracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";
import { adminKeys } from "./api";

/** Approved vendors' updates waiting for review (docs/decisions/0015). */
export function useChangeRequests() {
  return useQuery({ ...contractQuery(contracts.list), staleTime: 0 });
}

export function useChangeRequest(id: string) {
  return useQuery({ ...contractQuery(contracts.detail, { params: { id } }), staleTime: 0, retry: false });
}

/** Approve or reject; every admin list and counter refetches afterwards. */
export function useDecideChange(id: string) {
  const qc = useQueryClient();
  const done = (detail: ChangeRequestDetail) => {
    qc.setQueryData(contracts.detail.queryKey({ params: { id } }), detail);
    void qc.invalidateQueries({ queryKey: adminKeys.all });
  };
  return {
    approve: useMutation({
      mutationFn: () => callApi(contracts.approve, { params: { id } }),
      onSuccess: done,
    }),
    reject: useMutation({
      mutationFn: (body: DecisionReason) => callApi(contracts.reject, { params: { id }, body }),
      onSuccess: done,
    }),
  };
}
