/**
 * The listing's rules and URL state (filters, sorts, bands' order, ratings, service-area labels), apart from
 * its zod schemas (marketplace.ts) so the first screen can read its URL without loading zod.
 */
import type { BanquetAmenity } from "./banquet-decorator";
import { GUESTS_INVALID, parseGuests } from "./guest-count";
import type { ImageRef } from "./marketplace";
import type { PriceBandId } from "./price-bands";
import type { VendorType } from "./vendor-types";

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

/**
 * The vendor types the listing shows, by their public URL category: every type is one
 * listing model (docs/decisions/0021). The API's `type` takes a category or a stored type name.
 */
export const LISTING_CATEGORIES = {
  photographers: "wedding_cinematographer",
  banquets: "banquet_hall",
  decorators: "decorator",
} as const satisfies Record<string, VendorType>;
export type ListingCategory = keyof typeof LISTING_CATEGORIES;
export const LISTING_PATH_BY_TYPE: Readonly<Record<VendorType, string>> = {
  wedding_cinematographer: "/photographers",
  banquet_hall: "/banquets",
  decorator: "/decorators",
};

/** A `type` value (URL category, stored type name or its spec alias) as a vendor type; null when unknown. */
export function listingTypeOf(value: string | null | undefined): VendorType | null {
  const v = (value ?? "").trim().toLowerCase();
  if (v in LISTING_CATEGORIES) return LISTING_CATEGORIES[v as ListingCategory];
  return (
    (
      {
        wedding_cinematographer: "wedding_cinematographer",
        photographer: "wedding_cinematographer",
        banquet_hall: "banquet_hall",
        banquet: "banquet_hall",
        decorator: "decorator",
      } as Record<string, VendorType>
    )[v] ?? null
  );
}

/**
 * A hall's size as the listing filters it: its LARGEST package capacity (guests), in one of these
 * ranges (both bounds inclusive: 'Up to 200' is 1-200, '200-500' is 201-500...).
 */
export const CAPACITY_BUCKETS = [
  { id: "up-to-200", label: "Up to 200 guests", min: 1, max: 200 },
  { id: "200-500", label: "200-500 guests", min: 201, max: 500 },
  { id: "500-1000", label: "500-1,000 guests", min: 501, max: 1000 },
  { id: "1000-plus", label: "1,000+ guests", min: 1001, max: null },
] as const;
export type CapacityBucketId = (typeof CAPACITY_BUCKETS)[number]["id"];

/** A URL slug of a name ('Entrance & Gate Decoration' -> 'entrance-gate-decoration'). */
export const filterSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The hall facilities a listing filters by, slug -> BANQUET_AMENITIES' name (spelled here so the first
 * screen reads its URL without zod; listing-rules.test.ts checks they are exactly BANQUET_AMENITIES).
 */
export const FACILITY_FILTERS = {
  "air-conditioning": "Air Conditioning",
  wifi: "WiFi",
  "dj-system": "DJ System",
  parking: "Parking",
} as const satisfies Record<string, BanquetAmenity>;
export type FacilitySlug = keyof typeof FACILITY_FILTERS;

/** Decorators' specialties (DECORATION_SPECIALTIES), slug -> name. */
export const SPECIALTY_FILTERS = {
  "stage-decoration": "Stage Decoration",
  "mandap-decoration": "Mandap Decoration",
  "floral-arrangements": "Floral Arrangements",
  lighting: "Lighting",
  "entrance-gate-decoration": "Entrance & Gate Decoration",
  "table-centerpieces": "Table & Centerpieces",
  "balloon-decoration": "Balloon Decoration",
  "theme-decoration": "Theme Decoration",
} as const;
export type SpecialtySlug = keyof typeof SPECIALTY_FILTERS;

/** Decorators' event types (DECORATOR_EVENT_TYPES), slug -> name. */
export const EVENT_FILTERS = {
  wedding: "Wedding",
  engagement: "Engagement",
  reception: "Reception",
  mehendi: "Mehendi",
  haldi: "Haldi",
  bratabandha: "Bratabandha",
  pasni: "Pasni",
  "birthday-party": "Birthday Party",
  "anniversary-party": "Anniversary Party",
  "corporate-event": "Corporate Event",
} as const;
export type EventSlug = keyof typeof EVENT_FILTERS;

export type ListingFilters = {
  /** Which vendors (photographers unless said otherwise). */
  vendorType: VendorType;
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
  /** Halls only: the size range of the hall's largest package. */
  capacity: CapacityBucketId | null;
  /** Halls only: the couple's number of guests; a hall fits when its largest package seats them (guest-count.ts). */
  guests: number | null;
  /** Halls only: facilities the hall must ALL have. */
  facilities: FacilitySlug[];
  /** Decorators only: one specialty. */
  specialty: SpecialtySlug | null;
  /** Decorators only: one event type. */
  event: EventSlug | null;
  /**
   * Available on: only vendors with capacity left on this BS date, as the URL carries it
   * (`?date=2083-11-02` = 2 Falgun 2083; docs/decisions/0034). Kept in the URL's form so the first
   * screen reads it without the BS calendar's tables; the server turns it into AD (bsParamToAd).
   */
  date: string | null;
  sort: ListingSort;
};

export const EMPTY_FILTERS: ListingFilters = {
  vendorType: "wedding_cinematographer",
  q: "",
  rating: null,
  experience: null,
  featured: false,
  province: null,
  district: null,
  municipality: null,
  ward: null,
  capacity: null,
  guests: null,
  facilities: [],
  specialty: null,
  event: null,
  date: null,
  sort: "recommended",
};

type Params = { get(name: string): string | null };

/** A BS date's shape in the URL (YYYY-MM-DD); whether it is a date of the calendar the API checks. */
const BS_DATE_SHAPE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[0-2])$/;

/** A reference-table id (smallint), else null; a list keeps its first id (old '?districts=1,2' links). */
const id = (value: string | null): number | null => {
  const n = Number((value ?? "").split(",")[0].trim());
  return Number.isInteger(n) && n > 0 && n < 32768 ? n : null;
};

const has = <T extends object>(table: T, key: string | null): key is Extract<keyof T, string> =>
  key != null && Object.hasOwn(table, key);
/** A comma-separated list of known slugs, each once, in the table's order; unknown ones left out. */
const slugList = <T extends object>(table: T, value: string | null): Extract<keyof T, string>[] => {
  const asked = new Set((value ?? "").split(",").map((s) => s.trim().toLowerCase()));
  return (Object.keys(table) as Extract<keyof T, string>[]).filter((k) => asked.has(k));
};

/**
 * Reads the filters from URL search params (unknown or malformed values are ignored; the API refuses
 * them first, see listingFilterError). The vendor type is the page's (`/banquets`), else `?type=`.
 * Filters of another type are dropped.
 */
export function parseListingFilters(params: Params, pageType?: VendorType): ListingFilters {
  const vendorType = pageType ?? listingTypeOf(params.get("type")) ?? "wedding_cinematographer";
  const hall = vendorType === "banquet_hall";
  const decorator = vendorType === "decorator";
  const capacity = params.get("capacity")?.trim();
  const specialty = params.get("specialty")?.trim() ?? null;
  const event = params.get("event")?.trim() ?? null;
  const rating = Number(params.get("rating"));
  const experience = Number(params.get("experience"));
  const ward = Number(params.get("ward"));
  const sort = params.get("sort");
  const municipality = id(params.get("municipality"));
  return {
    vendorType,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    rating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : null,
    experience: (EXPERIENCE_FILTERS as readonly number[]).includes(experience) ? experience : null,
    featured: params.get("featured") === "true" || params.get("featured") === "1",
    province: id(params.get("province") ?? params.get("provinces")),
    district: id(params.get("district") ?? params.get("districts")),
    municipality,
    ward: municipality != null && Number.isInteger(ward) && ward >= 1 && ward <= MAX_WARD ? ward : null,
    capacity: hall ? (CAPACITY_BUCKETS.find((b) => b.id === capacity)?.id ?? null) : null,
    guests: hall ? parseGuests(params.get("guests")) : null,
    facilities: hall ? slugList(FACILITY_FILTERS, params.get("facilities")) : [],
    specialty: decorator && has(SPECIALTY_FILTERS, specialty) ? specialty : null,
    event: decorator && has(EVENT_FILTERS, event) ? event : null,
    date: BS_DATE_SHAPE.test(params.get("date")?.trim() ?? "") ? params.get("date")!.trim() : null,
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ListingSort) : "recommended",
  };
}

/**
 * The API's check of a listing query: a clear message for a vendor type or a type filter it does not
 * know, or a filter of another type; null when the query is fine. (The other filters stay lenient.)
 */
export function listingFilterError(params: Params): string | null {
  // An empty value is no filter (a form may send `facilities=`).
  const get = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : null;
  };
  const typeValue = get("type");
  const vendorType = typeValue == null ? "wedding_cinematographer" : listingTypeOf(typeValue);
  if (!vendorType) return `Unknown vendor type "${typeValue}". Use photographers, banquets or decorators.`;
  const only = (name: string, type: VendorType, what: string) =>
    get(name) != null && vendorType !== type ? `The ${name} filter is for ${what} only.` : null;
  const wrongType =
    only("capacity", "banquet_hall", "banquet halls") ??
    only("guests", "banquet_hall", "banquet halls") ??
    only("facilities", "banquet_hall", "banquet halls") ??
    only("specialty", "decorator", "decorators") ??
    only("event", "decorator", "decorators");
  if (wrongType) return wrongType;
  const capacity = get("capacity");
  if (capacity != null && !CAPACITY_BUCKETS.some((b) => b.id === capacity))
    return `Unknown capacity "${capacity}". Use ${CAPACITY_BUCKETS.map((b) => b.id).join(", ")}.`;
  const guests = get("guests");
  if (guests != null && parseGuests(guests) == null) return GUESTS_INVALID;
  const facilities = get("facilities");
  if (facilities != null) {
    const unknown = facilities
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s && !has(FACILITY_FILTERS, s.toLowerCase()));
    if (unknown.length)
      return `Unknown facility "${unknown[0]}". Use ${Object.keys(FACILITY_FILTERS).join(", ")} (comma-separated).`;
  }
  const specialty = get("specialty");
  if (specialty != null && !has(SPECIALTY_FILTERS, specialty))
    return `Unknown specialty "${specialty}". Use ${Object.keys(SPECIALTY_FILTERS).join(", ")}.`;
  const event = get("event");
  if (event != null && !has(EVENT_FILTERS, event))
    return `Unknown event type "${event}". Use ${Object.keys(EVENT_FILTERS).join(", ")}.`;
  // The date is checked by the server against the BS tables (bsParamToAd), which stay out of this module: the
  // listing's first screen imports it, and the tables are kilobytes of its initial JavaScript.
  return null;
}

/**
 * The filters as URL search params, leaving out defaults (so a shared link stays short). The vendor
 * type is written as `type` (the API's query) unless it is the photographers' default; a page URL
 * leaves it out (its path says it): see listingPageHref.
 */
export function listingFiltersToParams(f: ListingFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.vendorType !== "wedding_cinematographer") p.set("type", f.vendorType);
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
  if (f.capacity != null) p.set("capacity", f.capacity);
  if (f.guests != null) p.set("guests", String(f.guests));
  if (f.facilities.length) p.set("facilities", f.facilities.join(","));
  if (f.specialty != null) p.set("specialty", f.specialty);
  if (f.event != null) p.set("event", f.event);
  if (f.date != null) p.set("date", f.date);
  if (f.sort !== "recommended") p.set("sort", f.sort);
  return p;
}

/** The page URL of some filters: the type's path (/banquets) and the filters without `type`. */
export function listingPageHref(f: ListingFilters): string {
  const p = listingFiltersToParams(f);
  p.delete("type");
  const search = p.toString();
  return `${LISTING_PATH_BY_TYPE[f.vendorType]}${search ? `?${search}` : ""}`;
}

export function hasActiveFilters(f: ListingFilters): boolean {
  const p = listingFiltersToParams({ ...f, sort: "recommended" });
  p.delete("type");
  return p.size > 0;
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

/** Nepal's districts (the reference data's count; a server test ties the two). */
export const NEPAL_DISTRICT_COUNT = 77;

/**
 * Service area label from the districts a vendor serves (or, with none, its own district), so it never
 * promises more than the place pages list: 'All Nepal' only when it serves every district; the valley's
 * three districts together read 'Kathmandu Valley' (one of them alone reads its own name); then at most
 * three names and '+N'. The spec's outside_kathmandu flag is not read: nothing a vendor fills in sets it,
 * and 'All Nepal' above a studio of five districts sent couples to place pages it is not on.
 */
export function serviceAreaLabel(districts: readonly (string | null | undefined)[]): string {
  const named = [...new Set(districts.map((d) => d?.trim()).filter((d): d is string => Boolean(d)))];
  if (named.length >= NEPAL_DISTRICT_COUNT) return "All Nepal";
  const valley = VALLEY_DISTRICTS.every((d) => named.includes(d));
  const parts = valley
    ? named
        .map((d, i) =>
          !(VALLEY_DISTRICTS as readonly string[]).includes(d)
            ? d
            : i === named.findIndex((n) => (VALLEY_DISTRICTS as readonly string[]).includes(n))
              ? VALLEY_LABEL
              : null,
        )
        .filter((d): d is string => d !== null)
    : named;
  return parts.length > 3 ? `${parts.slice(0, 3).join(", ")} +${parts.length - 3}` : parts.join(", ");
}
export const VALLEY_LABEL = "Kathmandu Valley";

/** The srcset of an image's WebP variants: the web's <img> and the server's preload use the same. */
export function imageSrcSet(image: ImageRef): string {
  return `${image.thumbUrl} 320w, ${image.cardUrl} 640w, ${image.url} ${image.width ?? 1000}w`;
}
/** `sizes` of a card picture (full width on a phone, a 340 px card otherwise) and of a page banner. */
export const CARD_IMAGE_SIZES = "(max-width: 640px) 100vw, 340px";
export const BANNER_IMAGE_SIZES = "100vw";

export const UNLOCK_REQUIRED_MESSAGE = "Required Information: Please enter both your name and phone number.";
export const REVIEW_REQUIRED_MESSAGE = "Please fill in your name and rating";
