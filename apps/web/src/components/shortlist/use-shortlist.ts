import type { ShortlistResponse } from "@bihe/shared/shortlist";
import { SHORTLIST_CAP } from "@bihe/shared/shortlist-rules";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import type { TFunction } from "../../i18n/use-translation";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useIsCustomer } from "../../lib/auth";
import { useSyncExternalStore } from "../../lib/use-sync-external-store";
import { notify } from "../ui/toast";
import {
  addToDevice,
  type DeviceEntry,
  deviceShortlist,
  NO_ENTRIES,
  removeFromDevice,
  subscribeDevice,
} from "./device-shortlist";

/** The account list's cache key: the list contract's key (shortlist-key.test.ts checks they agree). */
export const SHORTLIST_KEY = ["shortlist"] as const;
const loadApi = () => import("./shortlist-api").then((m) => m.shortlistApi);

/**
 * The shortlist as every heart and list reads it. Signed out (or signed in as a vendor or admin):
 * the device's list. Signed in as a customer: the account's list, read by ONE request per screen
 * (all hearts share the query), never by the public listing, which stays the same for everyone.
 * A customer's device list is merged into the account once and then cleared from the device.
 */
export function useShortlist() {
  const { t, ready } = useTranslation("shortlist", { useSuspense: false });
  const onAccount = useIsCustomer();
  const device = useSyncExternalStore(subscribeDevice, deviceShortlist, () => NO_ENTRIES);
  const qc = useQueryClient();
  const account = useQuery({
    queryKey: SHORTLIST_KEY,
    queryFn: () => loadApi().then((api) => api.list()),
    enabled: onAccount,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (onAccount && device.length) mergeDevice(qc, device, t);
  }, [onAccount, device, qc, t]);

  const ids = useMemo(() => {
    const set = new Set(device.map((e) => e.id));
    if (onAccount) for (const v of account.data?.vendors ?? []) set.add(v.id);
    return set;
  }, [device, onAccount, account.data]);

  const toggle = useCallback(
    async (vendor: { id: string; companyName: string }) => {
      const id = vendor.id.toLowerCase();
      const on = ids.has(id);
      if (!onAccount) {
        if (on) {
          removeFromDevice([id]);
          notify.info(t("heart.removed"));
        } else if (addToDevice({ id, name: vendor.companyName }) === "full") {
          notify.error(t("heart.full", { count: SHORTLIST_CAP }));
        } else notify.success(t("heart.added"));
        return;
      }
      try {
        const api = await loadApi();
        removeFromDevice([id]); // a not-yet-merged device copy must not keep it hearted
        const list = on ? await api.remove(id) : await api.add(id);
        await setAccountList(qc, list);
        if (on) notify.info(t("heart.removed"));
        else notify.success(t("heart.added"));
      } catch (err) {
        // The cap has its own text (in the reader's language); anything else shows the server's message.
        if (err instanceof ApiRequestError && err.code === "SHORTLIST_FULL")
          notify.error(t("heart.full", { count: SHORTLIST_CAP }));
        else notify.error(err instanceof Error && err.message ? err.message : t("heart.failed"));
      }
    },
    [ids, onAccount, qc, t],
  );

  return {
    /** True once the texts are here (hearts render then; nothing shifts, they sit in reserved space). */
    ready,
    onAccount,
    ids,
    has: (id: string) => ids.has(id.toLowerCase()),
    toggle,
    device,
    account,
  };
}

/**
 * Puts a write's answer in the cache. A list request still on its way started before the write, so
 * its answer is older: it is cancelled first, or it would land after this and undo the change.
 */
async function setAccountList(qc: QueryClient, list: ShortlistResponse) {
  await qc.cancelQueries({ queryKey: SHORTLIST_KEY });
  qc.setQueryData<ShortlistResponse>(SHORTLIST_KEY, list);
}

let merging: Promise<void> | null = null;

/** Sends the device's list to the account once (however many hearts ask), then clears what was sent. */
function mergeDevice(qc: QueryClient, entries: DeviceEntry[], t: TFunction<"shortlist">) {
  if (merging) return;
  const ids = entries.map((e) => e.id);
  merging = loadApi()
    .then((api) => api.merge(ids))
    .then(async (res) => {
      await setAccountList(qc, { vendors: res.vendors, cap: res.cap });
      removeFromDevice(ids);
      if (res.added) notify.success(t("list.merged", { count: res.added }));
      if (res.leftOut) notify.info(t("list.leftOut", { count: res.leftOut, cap: res.cap }));
    })
    .catch(() => {
      // Kept on the device; the next screen tries again.
    })
    .finally(() => {
      merging = null;
    });
}
