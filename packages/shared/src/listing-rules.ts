/**
 * The listing's rules and URL state (filters, sorts, bands' order, ratings, service-area labels), apart from
 * its zod schemas (marketplace.ts) so the first screen can read its URL without loading zod.
 */
import type { ImageRef } from "./marketplace";
import type { PriceBandId } from "./price-bands";

export const LISTING_SORTS = ["recommended", "price-low", "price-high", "rating", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const RATING_FILTERS = [4.5, 4, 3.5, 3] as const;
export const EXPERIENCE_FILTERS = [1, 3, 5, 10] as const;
export const MAX_WARD = 35;
/** Featured means an average rating above this (spec 000 section 9). */
export const FEATURED_RATING = 4.5;
export const LISTING_PAGE_SIZE = 20;
export const FEATURED_FETCH = 12;
export const FEATURED_SHOWN = 8;

export type ListingFilters = {
  q: string;
  rating: number | null;
  experience: number | null;
  featured: boolean;
  /** One place, most specific wins: municipality (and ward), else district, else province. */
  province: number | null;
  district: number | null;
  municipality: number | null;
  /** Only with a municipality (a ward number alone names 700 different places). */
  ward: number | null;
  sort: ListingSort;
};

export const EMPTY_FILTERS: ListingFilters = {
  q: "",
  rating: null,
  experience: null,
  featured: false,
  province: null,
  district: null,
  municipality: null,
  ward: null,
  sort: "recommended",
};

type Params = { get(name: string): string | null };

/** A reference-table id (smallint), else null; a list keeps its first id (old '?districts=1,2' links). */
const id = (value: string | null): number | null => {
  const n = Number((value ?? "").split(",")[0].trim());
  return Number.isInteger(n) && n > 0 && n < 32768 ? n : null;
};

/** Reads the filters from URL search params (unknown or malformed values are ignored). */
export function parseListingFilters(params: Params): ListingFilters {
  const rating = Number(params.get("rating"));
  const experience = Number(params.get("experience"));
  const ward = Number(params.get("ward"));
  const sort = params.get("sort");
  const municipality = id(params.get("municipality"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    rating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : null,
    experience: (EXPERIENCE_FILTERS as readonly number[]).includes(experience) ? experience : null,
    featured: params.get("featured") === "true" || params.get("featured") === "1",
    province: id(params.get("province") ?? params.get("provinces")),
    district: id(params.get("district") ?? params.get("districts")),
    municipality,
    ward: municipality != null && Number.isInteger(ward) && ward >= 1 && ward <= MAX_WARD ? ward : null,
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ListingSort) : "recommended",
  };
}

/** The filters as URL search params, leaving out defaults (so a shared link stays short). */
export function listingFiltersToParams(f: ListingFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.rating != null) p.set("rating", String(f.rating));
  if (f.experience != null) p.set("experience", String(f.experience));
  if (f.featured) p.set("featured", "true");
  if (f.province != null) p.set("province", String(f.province));
  if (f.district != null) p.set("district", String(f.district));
  if (f.municipality != null) {
    p.set("municipality", String(f.municipality));
    if (f.ward != null) p.set("ward", String(f.ward));
  }
  if (f.sort !== "recommended") p.set("sort", f.sort);
  return p;
}

export function hasActiveFilters(f: ListingFilters): boolean {
  return listingFiltersToParams({ ...f, sort: "recommended" }).size > 0;
}

/**
 * A place as one integer of a vendor's place set (vendor_profiles.places, kept by the triggers
 * of migration 0004, which use the same offsets): where it is based (province, district,
 * municipality, ward) and where it serves (province, district).
 */
export const PLACE_KEY = {
  province: (id: number) => 1_000_000 + id,
  district: (id: number) => 2_000_000 + id,
  municipality: (id: number) => 3_000_000 + id,
  ward: (municipality: number, ward: number) => 4_000_000 + municipality * 100 + ward,
};

/** The one place key a listing filters by (the most specific place picked), or null for everywhere. */
export function placeKeyOf(f: ListingFilters): number | null {
  if (f.municipality != null)
    return f.ward != null ? PLACE_KEY.ward(f.municipality, f.ward) : PLACE_KEY.municipality(f.municipality);
  if (f.district != null) return PLACE_KEY.district(f.district);
  if (f.province != null) return PLACE_KEY.province(f.province);
  return null;
}

/**
 * Sort means sort (docs/decisions/0012): the price sorts keep the price bands, in the sort's
 * direction (High to Low puts Premium first); rating and newest are one flat list in that order.
 */
export function listingLayout(sort: ListingSort): "bands" | "flat" {
  return sort === "rating" || sort === "newest" ? "flat" : "bands";
}

export function bandOrder(sort: ListingSort): readonly PriceBandId[] {
  return sort === "price-high" ? ["premium", "medium", "budget"] : ["budget", "medium", "premium"];
}

/** Totals are counted up to this many per section, then shown as "500+" (no request counts every row). */
export const LISTING_COUNT_CAP = 500;

/** Average rating rounded to one decimal; 0 when there are no reviews. */
export function roundRating(ratings: readonly number[]): number {
  if (!ratings.length) return 0;
  const avg = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return Math.round(avg * 10) / 10;
}

/** Years in business: the company age, else the years since the profile was created. */
export function yearsInBusiness(
  companyAge: number | null | undefined,
  createdAt: string | Date,
  now = new Date(),
): number {
  if (companyAge != null) return companyAge;
  return Math.max(0, now.getFullYear() - new Date(createdAt).getFullYear());
}

/** The districts of the Kathmandu Valley. */
export const VALLEY_DISTRICTS = ["Kathmandu", "Lalitpur", "Bhaktapur"] as const;

/**
 * Service area label: 'All Nepal' when the vendor works outside Kathmandu; 'Kathmandu Valley'
 * when every district it serves (or, with none, its own district) is in the valley; otherwise
 * those districts' names (so a Kaski-only vendor reads 'Kaski', never 'Kathmandu Valley').
 */
export function serviceAreaLabel(
  outsideKathmandu: boolean,
  districts: readonly (string | null | undefined)[] = [],
): string {
  if (outsideKathmandu) return "All Nepal";
  const named = [...new Set(districts.map((d) => d?.trim()).filter((d): d is string => Boolean(d)))];
  if (!named.length || named.every((d) => (VALLEY_DISTRICTS as readonly string[]).includes(d)))
    return "Kathmandu Valley";
  return named.length > 3 ? `${named.slice(0, 3).join(", ")} +${named.length - 3}` : named.join(", ");
}

/** The srcset of an image's WebP variants: the web's <img> and the server's preload use the same. */
export function imageSrcSet(image: ImageRef): string {
  return `${image.thumbUrl} 320w, ${image.cardUrl} 640w, ${image.url} ${image.width ?? 1000}w`;
}
/** `sizes` of a card picture (full width on a phone, a 340 px card otherwise) and of a page banner. */
export const CARD_IMAGE_SIZES = "(max-width: 640px) 100vw, 340px";
export const BANNER_IMAGE_SIZES = "100vw";

export const UNLOCK_REQUIRED_MESSAGE = "Required Information: Please enter both your name and phone number.";
export const REVIEW_REQUIRED_MESSAGE = "Please fill in your name and rating";
