import { listingTypeOf } from "../listing-rules";
import type { ListingQuery } from "./marketplace";

/**
 * The cache keys of the answers the public pages read, zod-free: a contract (server, page heads) and its ref
 * (the web's public pages, contracts/refs.ts) take the same function, so they cannot disagree.
 */

/** The listing query as the URL writes it, so the page head and the web share one key. */
export const listingSearch = (query: ListingQuery | undefined) =>
  new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ).toString();

type Params<K extends string> = { params: Record<K, string> };

/** A place answer's vendor type as its key says it: photographers by default, an unknown name as sent (a 400). */
const placeType = (type: string | undefined) => (type ? (listingTypeOf(type) ?? type) : "wedding_cinematographer");

export const queryKeys = {
  me: () => ["me"],
  settings: () => ["settings"],
  locale: () => ["locale"],
  listing: ({ query }: { query?: ListingQuery }) => ["listing", listingSearch(query)],
  featured: () => ["featured"],
  vendorPage: ({ params }: Params<"id">) => ["vendor", params.id],
  reviewInfo: ({ params }: Params<"id">) => ["review-info", params.id],
  // A place's answers per vendor type (photographers when none is named), one key whichever way it is named.
  places: ({ query }: { query?: { type?: string } } = {}) => ["places", placeType(query?.type)],
  place: ({ params, query }: Params<"slug"> & { query?: { type?: string } }) => [
    "place",
    params.slug,
    placeType(query?.type),
  ],
  locations: () => ["locations"],
  regions: () => ["regions"],
  localLevels: ({ query }: { query?: { district?: unknown; municipality?: unknown } }) => [
    "local-levels",
    query?.district ?? null,
    query?.municipality ?? null,
  ],
  customerProfile: () => ["customer-profile"],
  customerUnlocks: () => ["customer-unlocks"],
  customerUnlockOf: ({ params }: Params<"vendorId">) => ["customer-unlocks", params.vendorId],
  customerReviews: () => ["customer", "reviews"],
  moderationQueue: ({ query }: { query?: { view?: string } }) => ["admin", "reviews", query?.view ?? "queue"],
  vendorReviews: () => ["vendor", "reviews"],
  vendorDay: () => ["vendor", "day"],
  wardAreas: ({ query }: { query?: { municipalityId?: unknown; ward?: unknown } }) => [
    "areas",
    query?.municipalityId,
    query?.ward,
  ],
} satisfies Record<string, (input: never) => readonly unknown[]>;
