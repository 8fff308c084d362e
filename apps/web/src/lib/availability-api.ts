import { adToBsParam, BS_MAX_YEAR, BS_MIN_YEAR, bsMonthDays, bsParamToAd, bsToAd, isAdInBsRange } from "@bihe/shared";
import { marketplaceRefs, saaitRefs } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useIsCustomer } from "./auth";
import { contractQuery } from "./call-api";
import { useCustomerProfile } from "./customer-api";

/** The saait dates from one AD date to another (at most 366 days), for a picker or a calendar to mark. */
export function useSaaitDays(from: string | null, to: string | null) {
  return useQuery({
    ...contractQuery(saaitRefs.between, { query: { from: from ?? "", to: to ?? "" } }),
    enabled: from != null && to != null,
    staleTime: 60 * 60_000,
  });
}

/** A BS year's saait dates (AD date -> whether it is the demo's sample list), for a picker to mark. */
export function useSaaitYear(year: number | null): Map<string, boolean> {
  const inRange = year != null && year >= BS_MIN_YEAR && year <= BS_MAX_YEAR;
  const from = inRange ? bsToAd({ year, month: 1, day: 1 }) : null;
  const to = inRange ? bsToAd({ year, month: 12, day: bsMonthDays(year, 12) }) : null;
  const { data } = useSaaitDays(from, to);
  return useMemo(() => new Map((data?.dates ?? []).map((d) => [d.day, d.sample])), [data]);
}

/**
 * The couple's date (AD): the one picked on the page and kept in the URL (`?date=2083-11-02`), else
 * a signed-in couple's wedding date from their profile; null without one.
 */
export function useCoupleDate(): { date: string | null; fromUrl: boolean } {
  const [params] = useSearchParams();
  const fromUrl = bsParamToAd(params.get("date")?.trim());
  const customer = useIsCustomer();
  const profile = useCustomerProfile(customer && fromUrl == null);
  const wedding = profile.data?.profile?.weddingDate ?? null;
  if (fromUrl) return { date: fromUrl, fromUrl: true };
  return { date: wedding && isAdInBsRange(wedding) ? wedding : null, fromUrl: false };
}

/** Each vendor's state on one AD date, in one request for all of them (sorted ids: one cache key per set). */
export function useAvailabilityOn(date: string | null, vendorIds: readonly string[]) {
  const ids = [...new Set(vendorIds)].sort().slice(0, 100).join(",");
  return useQuery({
    ...contractQuery(marketplaceRefs.availabilityOn, { query: { date: date ? adToBsParam(date) : "", ids } }),
    enabled: date != null && ids.length > 0,
    staleTime: 30_000,
  });
}
