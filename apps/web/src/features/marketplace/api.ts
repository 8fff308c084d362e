import {
  type ListingFilters,
  type ListingResponse,
  type ListingSectionId,
  listingFiltersToParams,
  type UnlockResponse,
  type VendorCard,
  type VendorPage,
} from "@bihe/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const vendorKey = (id: string) => ["vendor", id] as const;

/** The listing query of some filters (shared by the page and the route's prefetch). */
export function listingQuery(filters: ListingFilters) {
  const qs = listingFiltersToParams(filters).toString();
  return {
    queryKey: ["listing", qs],
    queryFn: () => api<ListingResponse>(`/api/vendors${qs ? `?${qs}` : ""}`),
  };
}

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
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams(qs);
      p.set("band", band);
      p.set("after", pageParam);
      return api<ListingResponse>(`/api/vendors?${p}`);
    },
    getNextPageParam: (last) => last.bands[0]?.nextCursor ?? undefined,
  });
}

export function useFeatured() {
  return useQuery({ queryKey: ["featured"], queryFn: () => api<{ vendors: VendorCard[] }>("/api/vendors/featured") });
}

export function useVendorPage(id: string | undefined) {
  return useQuery({
    queryKey: vendorKey(id ?? ""),
    queryFn: () => api<VendorPage>(`/api/vendors/${id}`),
    enabled: Boolean(id),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
}

export function useUnlock(vendorId: string) {
  return useMutation({
    mutationFn: (body: { name: string; phone: string }) =>
      api<UnlockResponse>(`/api/vendors/${vendorId}/unlock`, { method: "POST", body }),
  });
}

export function useReviewInfo(vendorId: string | undefined) {
  return useQuery({
    queryKey: ["review-info", vendorId],
    queryFn: () => api<{ id: string; companyName: string }>(`/api/vendors/${vendorId}/review-info`),
    enabled: Boolean(vendorId),
    retry: false,
  });
}

export function useSubmitReview(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; rating: number; text: string }) =>
      api<{ id: string }>(`/api/vendors/${vendorId}/reviews`, { method: "POST", body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: vendorKey(vendorId) });
      void qc.invalidateQueries({ queryKey: ["listing"] });
    },
  });
}
