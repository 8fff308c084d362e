import type { BanquetSubmitInput, DecoratorSubmitInput } from "@bihe/shared";
import { banquetDecoratorContracts as contracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ME_KEY } from "../../lib/auth";
import { callApi, contractQuery } from "../../lib/call-api";

export const useBanquetForm = () => useQuery(contractQuery(contracts.banquetForm));
export const useDecoratorForm = () => useQuery(contractQuery(contracts.decoratorForm));

/** Submits a form; the profile (status, name) changes, so /api/me and the saved form are refreshed. */
function useSubmit<T>(submit: (body: T) => Promise<unknown>, savedKey: readonly unknown[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submit,
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: ME_KEY }), qc.invalidateQueries({ queryKey: savedKey })]);
    },
  });
}
export const useSubmitBanquetForm = () =>
  useSubmit(
    (body: BanquetSubmitInput) => callApi(contracts.submitBanquetForm, { body }),
    contracts.banquetForm.queryKey({}),
  );
export const useSubmitDecoratorForm = () =>
  useSubmit(
    (body: DecoratorSubmitInput) => callApi(contracts.submitDecoratorForm, { body }),
    contracts.decoratorForm.queryKey({}),
  );

/** A rejected change kept as the form's draft: kept after an admin's edit made it stale, or discarded. */
export const keptDraftApi = {
  banquet: {
    keep: (version: number) => callApi(contracts.keepBanquetDraft, { body: { version } }),
    discard: () => callApi(contracts.discardBanquetDraft),
  },
  decorator: {
    keep: (version: number) => callApi(contracts.keepDecoratorDraft, { body: { version } }),
    discard: () => callApi(contracts.discardDecoratorDraft),
  },
};
