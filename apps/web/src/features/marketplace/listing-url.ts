import {
  EMPTY_FILTERS,
  type ListingFilters,
  listingFiltersToParams,
  listingPageHref,
  listingTypeOf,
  parseListingFilters,
  type VendorType,
  withPlace,
} from "@bihe/shared";

/** A district's or province's own page fixes the listing's place (place-page.tsx). */
export type FixedPlace = { kind: "district" | "province"; id: number };

/**
 * A listing page's filters from its address: the page's path says the vendor type (/banquets),
 * so a `type` in the query cannot turn a halls page into photographers, and another type's filters
 * (a decorator's specialty on /banquets) are dropped.
 */
export function pageFilters(params: URLSearchParams, vendorType: VendorType, place?: FixedPlace): ListingFilters {
  const filters = parseListingFilters(params, vendorType);
  return place ? withPlace(filters, place) : filters;
}

/** No filter at all on a type's page (Clear All Filters keeps the page's type). */
export const clearedFilters = (vendorType: VendorType): ListingFilters => ({ ...EMPTY_FILTERS, vendorType });

/**
 * The address's query after a filter change: the filters (defaults left out), the layout (`view`),
 * and nothing else. The type is the page's path, not a parameter, except the `type` a home search
 * put on /photographers (spec 000 'Home'), which is kept as it came.
 */
export function pageParams(
  current: URLSearchParams,
  next: ListingFilters,
  view: "grid" | "list" | undefined = current.get("view") === "list" ? "list" : "grid",
): URLSearchParams {
  const p = listingFiltersToParams(next);
  p.delete("type");
  if (view === "list") p.set("view", "list");
  const homeType = current.get("type");
  if (next.vendorType === "wedding_cinematographer" && homeType && listingTypeOf(homeType) === next.vendorType)
    p.set("type", homeType);
  return p;
}

/** The home search's categories (spec 000 section 9), the live ones first; the others are coming soon. */
export const SEARCH_TYPES = ["wedding_cinematographer", "banquet", "decorator", "makeup_artist", "catering"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** The categories with a listing, by their search value. */
export const LIVE_SEARCH_TYPES: Partial<Record<SearchType, VendorType>> = {
  wedding_cinematographer: "wedding_cinematographer",
  banquet: "banquet_hall",
  decorator: "decorator",
};
export const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value);

/**
 * Where the home search goes: photographers to /photographers with the spec's `provinces`,
 * `districts` and `type`; banquet halls and decorators to their own listing with the place as its
 * filter; a category still to come to /vendors (spec 000 'Home').
 */
export function homeSearchHref(type: SearchType, province: number | null, district: number | null): string {
  const live = LIVE_SEARCH_TYPES[type];
  if (live && live !== "wedding_cinematographer")
    return listingPageHref({ ...clearedFilters(live), province, district });
  const p = new URLSearchParams();
  if (province != null) p.set("provinces", String(province));
  if (district != null) p.set("districts", String(district));
  p.set("type", type);
  return `${live ? "/photographers" : "/vendors"}?${p}`;
}
