import { placeRefs as contracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "../../lib/call-api";

/** A place page's facts (count, price range); a 404 is an unknown place. The server embeds it with the page's HTML. */
export function usePlace(slug: string | undefined) {
  return useQuery({
    ...contractQuery(contracts.place, { params: { slug: slug ?? "" } }),
    enabled: Boolean(slug),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
}

/** The districts with at least one vendor, by province ('Browse by district'). */
export function usePlaceDirectory() {
  return useQuery(contractQuery(contracts.places));
}
