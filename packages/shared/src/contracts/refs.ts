import { type ListingFilters, listingFiltersToParams } from "../listing-rules";
import type { localeContracts } from "./locale";
import type { ListingQuery, marketplaceContracts } from "./marketplace";
import { contractRef } from "./ref";
import type { systemContracts } from "./system";

/**
 * The calls every first screen makes (the navigation bar's profile and settings, the language switch, the
 * listing the route prefetches), as zod-free refs: the web's entry uses these, its pages the full contracts.
 * Each key equals its contract's (refs.test.ts).
 */

/** The listing query as the URL writes it, so the page head and the web share one key. */
export const listingSearch = (query: ListingQuery | undefined) =>
  new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ).toString();

/** The listing query of some filters, as the URL writes it (defaults left out). */
export const listingQueryOf = (filters: ListingFilters): ListingQuery =>
  Object.fromEntries(listingFiltersToParams(filters));

export const systemRefs = {
  me: contractRef<typeof systemContracts.me>("GET", "/api/me", () => ["me"]),
  settings: contractRef<typeof systemContracts.settings>("GET", "/api/settings", () => ["settings"]),
};

export const localeRefs = {
  get: contractRef<typeof localeContracts.get>("GET", "/api/locale", () => ["locale"]),
  set: contractRef<typeof localeContracts.set>("PUT", "/api/locale"),
};

export const marketplaceRefs = {
  listing: contractRef<typeof marketplaceContracts.listing>("GET", "/api/vendors", ({ query }) => [
    "listing",
    listingSearch(query),
  ]),
};
