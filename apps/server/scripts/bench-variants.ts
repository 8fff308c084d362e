// The uncached listing variants of `npm run bench` and `scripts/profile-requests.ts`: every call
// makes a listing URL no one asked for yet (random sort, band, search words, place, filters, page
// size, and deep pages starting after a random vendor's sort keys), so each misses the 5 s cache.
// typeListingVariants: the same for /banquets and /decorators with their own filters.
import {
  CAPACITY_BUCKETS,
  EVENT_FILTERS,
  FACILITY_FILTERS,
  LISTING_SORTS,
  type ListingSort,
  SPECIALTY_FILTERS,
  type VendorType,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { encodeCursor } from "../src/modules/marketplace/service";

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const maybe = (p: number) => Math.random() < p;
const WORDS = ["himal", "everest", "annapurna", "lumbini", "newa", "mithila", "phewa", "studio", "films", "frames"];

type SampleVendor = {
  id: string;
  band: string;
  rating: number;
  review_count: number;
  wedding_price: number;
  created: string;
};

/** Up to 2,000 random approved vendors of a type, with the keys their cursors carry. */
async function sampleOf(db: Db, type: VendorType): Promise<SampleVendor[]> {
  const result = await db.execute(sql`select id, band, rating::float8 as rating, review_count, wedding_price,
      to_json(created_at) #>> '{}' as created from vendor_profiles
      where status = 'approved' and vendor_type = ${type} order by random() limit 2000`);
  return result.rows as SampleVendor[];
}

/** A vendor's sort keys in the order of the sort's keyset (the cursor a client holds after it). */
function keys(sort: ListingSort, v: SampleVendor): (string | number)[] {
  if (sort === "recommended") return [v.rating, v.review_count, v.created, v.id];
  if (sort === "rating") return [v.rating, v.review_count, v.id];
  if (sort === "price-low") return [v.wedding_price, -v.rating, v.id];
  if (sort === "price-high") return [v.wedding_price, v.rating, v.id];
  return [v.created, v.id];
}

/** Sorts that list one flat section instead of bands. */
const flat = (sort: ListingSort) => sort === "rating" || sort === "newest";
/** Around the page size the app asks for (20), varied so that no two requests share a cache entry. */
const limit = () => 16 + Math.floor(Math.random() * 9);

/**
 * Generators of listing URLs no one asked for yet. Deep pages start after a random vendor's sort
 * keys (the cursor a client would hold after scrolling to it), in its band or the flat list.
 */
export async function listingVariants(db: Db): Promise<Record<string, () => string>> {
  const sample = await sampleOf(db, "wedding_cinematographer");
  const qs = (p: Record<string, string | number>) => `/api/vendors?${new URLSearchParams(p as Record<string, string>)}`;
  return {
    "deep keyset page (random sort, band, position)": () => {
      const sort = pick(LISTING_SORTS);
      const v = pick(sample);
      return qs({ sort, band: flat(sort) ? "all" : v.band, after: encodeCursor(sort, keys(sort, v)), limit: limit() });
    },
    "search words + sort": () =>
      qs({
        q: `${pick(WORDS).slice(0, 3 + Math.floor(Math.random() * 3))}`,
        sort: pick(LISTING_SORTS),
        limit: limit(),
      }),
    "district + sort": () =>
      qs({ district: 1 + Math.floor(Math.random() * 77), sort: pick(LISTING_SORTS), limit: limit() }),
    "province + sort": () =>
      qs({ province: 1 + Math.floor(Math.random() * 7), sort: pick(LISTING_SORTS), limit: limit() }),
    "random filters": () => {
      const p: Record<string, string | number> = { sort: pick(LISTING_SORTS), limit: limit() };
      if (maybe(0.4)) p.q = pick(WORDS).slice(0, 4);
      if (maybe(0.4)) p.rating = pick([3, 3.5, 4, 4.5]);
      if (maybe(0.3)) p.experience = pick([1, 3, 5, 10]);
      if (maybe(0.2)) p.featured = "true";
      if (maybe(0.5)) p.district = 1 + Math.floor(Math.random() * 77);
      else if (maybe(0.3)) p.province = 1 + Math.floor(Math.random() * 7);
      return qs(p);
    },
  };
}

/**
 * Uncached listing URLs of banquet halls or decorators: random sort, place, search words,
 * the type's own filters (a hall's capacity range and facilities, a decorator's specialty and event
 * type), and deep pages after a random vendor of the type.
 */
export async function typeListingVariants(
  db: Db,
  type: "banquet_hall" | "decorator",
): Promise<Record<string, () => string>> {
  const sample = await sampleOf(db, type);
  const qs = (p: Record<string, string | number>) =>
    `/api/vendors?${new URLSearchParams({ type, ...p } as Record<string, string>)}`;
  const hall = type === "banquet_hall";
  const name = hall ? "banquets" : "decorators";
  /** The type's own filters, each present at random. */
  const own = (p: Record<string, string | number>) => {
    if (hall) {
      if (maybe(0.6)) p.capacity = pick(CAPACITY_BUCKETS).id;
      if (maybe(0.5))
        p.facilities = Object.keys(FACILITY_FILTERS)
          .filter(() => maybe(0.4))
          .join(",");
      if (p.facilities === "") delete p.facilities;
    } else {
      if (maybe(0.6)) p.specialty = pick(Object.keys(SPECIALTY_FILTERS));
      if (maybe(0.5)) p.event = pick(Object.keys(EVENT_FILTERS));
    }
    return p;
  };
  return {
    [`${name}: random filters`]: () => {
      const p: Record<string, string | number> = { sort: pick(LISTING_SORTS), limit: limit() };
      if (maybe(0.3)) p.q = pick(hall ? ["durbar", "royal", "palace", "shree"] : ["phool", "mandap", "utsav"]);
      if (maybe(0.3)) p.rating = pick([3, 3.5, 4, 4.5]);
      if (maybe(0.5)) p.district = 1 + Math.floor(Math.random() * 77);
      else if (maybe(0.3)) p.province = 1 + Math.floor(Math.random() * 7);
      return qs(own(p));
    },
    [`${name}: ${hall ? "capacity" : "specialty"} + district + sort`]: () =>
      qs({
        district: 1 + Math.floor(Math.random() * 77),
        sort: pick(LISTING_SORTS),
        limit: limit(),
        ...(hall ? { capacity: pick(CAPACITY_BUCKETS).id } : { specialty: pick(Object.keys(SPECIALTY_FILTERS)) }),
      }),
    [`${name}: deep keyset page`]: () => {
      const sort = pick(LISTING_SORTS);
      const v = pick(sample);
      return qs({ sort, band: flat(sort) ? "all" : v.band, after: encodeCursor(sort, keys(sort, v)), limit: limit() });
    },
  };
}

/** The same URLs "available on" a BS date (`?date=2083-11-02`). */
export const withDate = (make: () => string, bsDate: string) => () => `${make()}&date=${bsDate}`;
