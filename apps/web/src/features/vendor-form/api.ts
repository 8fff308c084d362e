import type { VendorApplication } from "@bihe/shared";
import { vendorFormContracts as contracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { mediaApi } from "../../components/vendor-profile/media-api";
import { callApi, contractQuery } from "../../lib/call-api";

export const statusKey = contracts.status.queryKey({});

export function useApplication() {
  return useQuery({
    ...contractQuery(contracts.application),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export function useFormStatus() {
  return useQuery({ ...contractQuery(contracts.status), staleTime: 0 });
}

export { type UploadFileType, uploadImage } from "../../components/vendor-profile/media-api";

export const vendorFormApi = {
  /** `version`: the saved application's version the wizard loaded (the draft keeps the first one). */
  saveDraft: (step: number, data: Record<string, unknown>, version: number | null, keepalive = false) =>
    callApi(contracts.saveDraft, { body: { step, data, version } }, { keepalive }),
  /** Sent with the version it is based on: a newer saved one (an admin's edit) answers 409. */
  submit: (application: VendorApplication, version: number | null) =>
    callApi(contracts.submit, { body: { ...application, version } }),
  /** A stale draft kept after comparing: based on `latestVersion` from now on (a newer one answers 409). */
  keepDraft: (step: number, data: Record<string, unknown>, latestVersion: number | null) =>
    callApi(contracts.saveDraft, { body: { step, data, version: latestVersion, rebase: true } }),
  deleteDraft: () => callApi(contracts.discardDraft),
  ...mediaApi,
};
