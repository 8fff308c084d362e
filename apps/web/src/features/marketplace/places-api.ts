import type { PlaceDirectory, PlaceSummary } from "@bihe/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** A place page's facts (count, price range); a 404 is an unknown place. The server embeds it with the page's HTML. */
export function usePlace(slug: string | undefined) {
  return useQuery({
    queryKey: ["place", slug ?? ""],
    queryFn: () => api<PlaceSummary>(`/api/places/${encodeURIComponent(slug ?? "")}`),
    enabled: Boolean(slug),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
}

/** The districts with at least one vendor, by province ('Browse by district'). */
export function usePlaceDirectory() {
  return useQuery({ queryKey: ["places"], queryFn: () => api<PlaceDirectory>("/api/places") });
}
