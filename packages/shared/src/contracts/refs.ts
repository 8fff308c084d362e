import { type ListingFilters, listingFiltersToParams } from "../listing-rules";
import type { localeContracts } from "./locale";
import type { locationsContracts } from "./locations";
import type { ListingQuery, marketplaceContracts } from "./marketplace";
import { queryKeys } from "./query-keys";
import { contractRef } from "./ref";
import type { seoContracts } from "./seo";
import type { systemContracts } from "./system";

/**
 * The calls of the public pages and of every page's first screen (the navigation bar's profile and settings,
 * the language switch, the listing, a vendor, places), as zod-free refs: public pages load no zod. Method and
 * path are checked against the contract's by the compiler, the keys are the contract's own (query-keys.ts).
 */

export { listingSearch } from "./query-keys";

/** The listing query of some filters, as the URL writes it (defaults left out). */
export const listingQueryOf = (filters: ListingFilters): ListingQuery =>
  Object.fromEntries(listingFiltersToParams(filters));

export const systemRefs = {
  me: contractRef<typeof systemContracts.me>("GET", "/api/me", queryKeys.me),
  settings: contractRef<typeof systemContracts.settings>("GET", "/api/settings", queryKeys.settings),
};

export const localeRefs = {
  get: contractRef<typeof localeContracts.get>("GET", "/api/locale", queryKeys.locale),
  set: contractRef<typeof localeContracts.set>("PUT", "/api/locale"),
};

type Market = typeof marketplaceContracts;
export const marketplaceRefs = {
  listing: contractRef<Market["listing"]>("GET", "/api/vendors", queryKeys.listing),
  featured: contractRef<Market["featured"]>("GET", "/api/vendors/featured", queryKeys.featured),
  vendorPage: contractRef<Market["vendorPage"]>("GET", "/api/vendors/:id", queryKeys.vendorPage),
  reviewInfo: contractRef<Market["reviewInfo"]>("GET", "/api/vendors/:id/review-info", queryKeys.reviewInfo),
  unlock: contractRef<Market["unlock"]>("POST", "/api/vendors/:id/unlock"),
};

export const placeRefs = {
  places: contractRef<typeof seoContracts.places>("GET", "/api/places", queryKeys.places),
  place: contractRef<typeof seoContracts.place>("GET", "/api/places/:slug", queryKeys.place),
};

export const locationRefs = {
  tree: contractRef<typeof locationsContracts.tree>("GET", "/api/locations", queryKeys.locations),
  wardAreas: contractRef<typeof locationsContracts.wardAreas>("GET", "/api/areas", queryKeys.wardAreas),
  proposeArea: contractRef<typeof locationsContracts.proposeArea>("POST", "/api/areas"),
};
