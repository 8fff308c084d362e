import { shortlistContracts as c } from "@bihe/shared/contracts";
import { callApi } from "../../lib/call-api";

/**
 * The account's shortlist calls. Loaded on first use (use-shortlist.ts imports it dynamically), so
 * the hearts on a public page add no schemas to the first download.
 */
export const shortlistApi = {
  list: () => callApi(c.list),
  add: (vendorId: string) => callApi(c.add, { params: { vendorId } }),
  remove: (vendorId: string) => callApi(c.remove, { params: { vendorId } }),
  merge: (vendorIds: string[]) => callApi(c.merge, { body: { vendorIds } }),
};
