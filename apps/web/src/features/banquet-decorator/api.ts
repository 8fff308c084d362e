import type { BanquetFormInput, BanquetFormResponse, DecoratorFormInput, DecoratorFormResponse } from "@bihe/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { ME_KEY } from "../../lib/auth";

export function useBanquetForm() {
  return useQuery({
    queryKey: ["vendor", "banquet-form"],
    queryFn: () => api<BanquetFormResponse>("/api/vendor/banquet-form"),
  });
}
export function useDecoratorForm() {
  return useQuery({
    queryKey: ["vendor", "decorator-form"],
    queryFn: () => api<DecoratorFormResponse>("/api/vendor/decorator-form"),
  });
}

/** Submits a form; the profile (status, name) changes, so /api/me is refreshed. */
function useSubmit<T>(path: string, key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api<{ vendorId: string; status: string }>(path, { method: "POST", body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ME_KEY }),
        qc.invalidateQueries({ queryKey: ["vendor", key] }),
      ]);
    },
  });
}
export const useSubmitBanquetForm = () => useSubmit<BanquetFormInput>("/api/vendor/banquet-form", "banquet-form");
export const useSubmitDecoratorForm = () =>
  useSubmit<DecoratorFormInput>("/api/vendor/decorator-form", "decorator-form");
