import type { VendorType } from "@bihe/shared";
import { placeRefs as contracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "../../lib/call-api";

/** A type other than photographers is named in the query (the server's page head embeds the same key). */
const typeQuery = (vendorType: VendorType) => (vendorType === "wedding_cinematographer" ? {} : { type: vendorType });

/**
 * A place page's facts about its vendors of a type (count, price range); a 404 is an unknown place. The server
 * embeds it with the page's HTML.
 */
export function usePlace(slug: string | undefined, vendorType: VendorType = "wedding_cinematographer") {
  return useQuery({
    ...contractQuery(contracts.place, { params: { slug: slug ?? "" }, query: typeQuery(vendorType) }),
    enabled: Boolean(slug),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });
}

/** The districts with at least one vendor of a type, by province ('Browse by district'). */
export function usePlaceDirectory(vendorType: VendorType = "wedding_cinematographer") {
  return useQuery(contractQuery(contracts.places, { query: typeQuery(vendorType) }));
}
