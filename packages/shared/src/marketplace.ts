/** The public marketplace: listing filters and sorts (in the URL), and the API's answer types. */
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
export const MAX_TOP_PHOTOS = 10;

export type ListingFilters = {
  q: string;
  rating: number | null;
  experience: number | null;
  featured: boolean;
  provinces: number[];
  districts: number[];
  ward: number | null;
  sort: ListingSort;
};

export const EMPTY_FILTERS: ListingFilters = {
  q: "",
  rating: null,
  experience: null,
  featured: false,
  provinces: [],
  districts: [],
  ward: null,
  sort: "recommended",
};

type Params = { get(name: string): string | null };

const ids = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n < 32768),
    ),
  ].slice(0, 80);

/** Reads the filters from URL search params (unknown or malformed values are ignored). */
export function parseListingFilters(params: Params): ListingFilters {
  const rating = Number(params.get("rating"));
  const experience = Number(params.get("experience"));
  const ward = Number(params.get("ward"));
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    rating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : null,
    experience: (EXPERIENCE_FILTERS as readonly number[]).includes(experience) ? experience : null,
    featured: params.get("featured") === "true" || params.get("featured") === "1",
    provinces: ids(params.get("provinces")),
    districts: ids(params.get("districts")),
    ward: Number.isInteger(ward) && ward >= 1 && ward <= MAX_WARD ? ward : null,
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
  if (f.provinces.length) p.set("provinces", f.provinces.join(","));
  if (f.districts.length) p.set("districts", f.districts.join(","));
  if (f.ward != null) p.set("ward", String(f.ward));
  if (f.sort !== "recommended") p.set("sort", f.sort);
  return p;
}

export function hasActiveFilters(f: ListingFilters): boolean {
  return listingFiltersToParams({ ...f, sort: "recommended" }).size > 0;
}

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

/** Service area label: 'All Nepal' when the vendor works outside Kathmandu, else 'Kathmandu Valley'. */
export function serviceAreaLabel(outsideKathmandu: boolean): string {
  return outsideKathmandu ? "All Nepal" : "Kathmandu Valley";
}

export type ImageRef = { url: string; cardUrl: string; thumbUrl: string; width: number | null; height: number | null };

/** The srcset of an image's WebP variants: the web's <img> and the server's preload use the same. */
export function imageSrcSet(image: ImageRef): string {
  return `${image.thumbUrl} 320w, ${image.cardUrl} 640w, ${image.url} ${image.width ?? 1000}w`;
}
/** `sizes` of a card picture (full width on a phone, a 340 px card otherwise) and of a page banner. */
export const CARD_IMAGE_SIZES = "(max-width: 640px) 100vw, 340px";
export const BANNER_IMAGE_SIZES = "100vw";

export type VendorCard = {
  id: string;
  companyName: string;
  vendorType: string;
  description: string;
  yearsInBusiness: number;
  rating: number;
  reviewCount: number;
  weddingPrice: number;
  band: PriceBandId;
  featured: boolean;
  locationText: string;
  city: string | null;
  cardImage: ImageRef | null;
  topPhotos: ImageRef[];
  createdAt: string;
};

export type ListingBand = { id: PriceBandId; total: number; vendors: VendorCard[]; nextOffset: number | null };
/** GET /api/vendors */
export type ListingResponse = { total: number; bands: ListingBand[] };

export type VendorReview = {
  id: string;
  rating: number;
  reviewerName: string;
  reviewText: string | null;
  createdAt: string;
};
export type VendorPackage = {
  id: number;
  packageName: string;
  price: number;
  events: { eventName: string; photographers: number; videographers: number; hours: number }[];
  albums: number;
  frames: number;
  fullVideos: number;
  highlightVideos: number;
  instaReels: number;
  pendrive: number;
  allEditedPictures: boolean;
  editedPicturesSpecify: string;
};

/** GET /api/vendors/:id: the whole public page, never the contacts. */
export type VendorPage = VendorCard & {
  status: string;
  social: {
    facebook: string | null;
    instagram: string | null;
    youtube: string | null;
    tiktok: string | null;
    website: string | null;
  };
  address: {
    province: string | null;
    district: string | null;
    municipality: string | null;
    ward: number | null;
    tole: string | null;
    street: string | null;
    googleMapsUrl: string | null;
  } | null;
  bannerImage: ImageRef | null;
  portfolio: ImageRef[];
  eventPricing: { eventName: string; price: number; hours: number; photographers: number; videographers: number }[];
  packages: VendorPackage[];
  paymentTerms: { installmentNumber: number; percentage: number; description: string; termLabel: string }[];
  cancellationPolicy: string | null;
  reviews: VendorReview[];
  serviceAreaLabel: string;
  serviceAreas: { province: string; district: string }[];
  hasContacts: boolean;
};

export type VendorContact = { name: string; mobile: string; whatsapp: string | null; secondaryContact: string | null };
/** POST /api/vendors/:id/unlock */
export type UnlockResponse = { promoCode: string; contacts: VendorContact[]; reused: boolean };

export const UNLOCK_REQUIRED_MESSAGE = "Required Information: Please enter both your name and phone number.";
export const REVIEW_REQUIRED_MESSAGE = "Please fill in your name and rating";
