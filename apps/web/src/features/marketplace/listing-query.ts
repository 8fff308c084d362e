import type { ListingFilters } from "@bihe/shared";
import { listingQueryOf, marketplaceRefs } from "@bihe/shared/contracts";
import { contractQuery } from "../../lib/call-api";

/**
 * The listing query of some filters (shared by the page, the route's prefetch and the server's page head).
 * Through the zod-free ref: the route's prefetch is in the entry, which must not load zod.
 */
export function listingQuery(filters: ListingFilters) {
  return contractQuery(marketplaceRefs.listing, { query: listingQueryOf(filters) });
}
