import {
  type InquiryWeddingInput,
  type ListingFilters,
  type ListingSectionId,
  listingFiltersToParams,
} from "@bihe/shared";
import { marketplaceRefs as contracts } from "@bihe/shared/contracts";
import { listingQuery } from "./listing-query";

export { listingQuery };

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";

export const vendorKey = (id: string) => contracts.vendorPage.queryKey({ params: { id } });

/** /photographers: ONE request for all bands' first pages and totals. */
export function useListing(filters: ListingFilters) {
  return useQuery({ ...listingQuery(filters), placeholderData: keepPreviousData });
}

/** More vendors of one section (a band, or 'all'), page by page by cursor, after the first page. */
export function useBandMore(filters: ListingFilters, band: ListingSectionId, firstCursor: string | null) {
  const qs = listingFiltersToParams(filters);
  return useInfiniteQuery({
    queryKey: ["listing-band", qs.toString(), band],
    enabled: false,
    initialPageParam: firstCursor ?? "",
    queryFn: ({ pageParam }) =>
      callApi(contracts.listing, { query: { ...Object.fromEntries(qs), band, after: pageParam } }),
    getNextPageParam: (last) => last.bands[0]?.nextCursor ?? undefined,
  });
}

export function useFeatured() {
  return useQuery(contractQuery(contracts.featured));
}

export function useVendorPage(id: string | undefined) {
  return useQuery({
    ...contractQuery(contracts.vendorPage, { params: { id: id ?? "" } }),
    enabled: Boolean(id),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
}

/** The signed-in couple's unlock: nothing to send, the name and phone come from their account. */
export function useUnlock(vendorId: string) {
  return useMutation({
    mutationFn: (body: InquiryWeddingInput = {}) => callApi(contracts.unlock, { params: { id: vendorId }, body }),
  });
}

export function useReviewInfo(vendorId: string | undefined) {
  return useQuery({
    ...contractQuery(contracts.reviewInfo, { params: { id: vendorId ?? "" } }),
    enabled: Boolean(vendorId),
    retry: false,
  });
}
