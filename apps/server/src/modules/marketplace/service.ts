import {
  bandOrder,
  FEATURED_RATING,
  type ImageRef,
  LISTING_COUNT_CAP,
  type ListingFilters,
  type ListingResponse,
  type ListingSectionId,
  type ListingSort,
  listingLayout,
  serviceAreaLabel,
  VENDOR_NOT_FOUND,
  type VendorAvailability,
  type VendorCard,
  type VendorPackage,
  type VendorPage,
} from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { Caller } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { withPublicTimeout } from "../../db/public-timeout";
import { vendorProfiles } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { AVAILABLE_ON_TAG, vendorPageTag, vendorTag } from "../../lib/public-cache-scope";
import type { Services, Uses } from "../../lib/services";
import { SharedJson } from "../../lib/shared-json";
import { localLevelNe, placeTexts } from "../locations/place-text";
import { vendorAvailability } from "./availability";
import {
  type Cursor,
  cursorFits,
  featuredRows,
  listingSections,
  type RawCard,
  type RawImage,
  type RawPage,
  vendorPageRow,
} from "./queries";
import { presentTypeDetails, presentTypeFacts } from "./type-details";

/** A picture's stored variants: the original, `-card.webp` and `-thumb.webp` beside it. */
const variantPath = (path: string, variant: "card" | "thumb") => `${path.replace(/\.webp$/, "")}-${variant}.webp`;

export function imageRef(app: Uses<"storage">, img: RawImage | null | undefined): ImageRef | null {
  if (!img?.p) return null;
  return {
    url: app.storage.url(img.p),
    cardUrl: app.storage.url(variantPath(img.p, "card")),
    thumbUrl: app.storage.url(variantPath(img.p, "thumb")),
    width: img.w ?? null,
    height: img.h ?? null,
  };
}

export function presentCard(app: Uses<"storage">, r: RawCard): VendorCard {
  const photos = (r.photos ?? []).filter((p) => p?.p);
  return {
    id: r.id,
    companyName: r.company_name,
    vendorType: r.vendor_type,
    description: r.description,
    yearsInBusiness: r.years,
    rating: Number(r.rating),
    reviewCount: r.review_count,
    weddingPrice: r.wedding_price,
    band: r.band,
    featured: Number(r.rating) > FEATURED_RATING,
    ...placeTexts({
      tole: r.tole,
      municipality: r.municipality,
      district: r.district,
      province: r.province,
      serviceAreaDistricts: [r.first_service_district],
    }),
    city: r.city,
    cardImage: imageRef(app, r.card_image ?? photos[0]),
    topPhotos: photos.map((p) => ({ thumbUrl: app.storage.url(variantPath(p.p, "thumb")) })),
    createdAt: new Date(r.created_at).toISOString(),
    ...presentTypeFacts(r),
  };
}

export type ListingPageRequest = { band: ListingSectionId | null; after: string | null; limit: number };

/** Every public listing query gives up after this long: a 503 with a message, never a hung worker. */
export const LISTING_TIMEOUT_MS = 2000;
const LISTING_TIMEOUT_MESSAGE = "The list took too long to load. Please try again.";
const BAD_CURSOR_MESSAGE = "This page of the list is no longer valid. Please reload the list.";

/** A page position as clients see it: the sort and the last row's sort keys, base64url JSON. */
export function encodeCursor(sort: ListingSort, keys: Cursor): string {
  return Buffer.from(JSON.stringify([sort, ...keys])).toString("base64url");
}

export function decodeCursor(sort: ListingSort, cursor: string): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(BAD_CURSOR_MESSAGE);
  }
  if (!Array.isArray(value) || value[0] !== sort || !cursorFits(sort, value.slice(1)))
    throw badRequest(BAD_CURSOR_MESSAGE);
  return value.slice(1) as Cursor;
}

/** The sections a listing request reads: the band's (or 'all') next page, or the first page of every section. */
export function sectionsToRead(sort: ListingSort, band: ListingSectionId | null, after: Cursor | null) {
  const ids: ListingSectionId[] = band ? [band] : listingLayout(sort) === "flat" ? ["all"] : [...bandOrder(sort)];
  return { ids, sections: ids.map((id) => ({ band: id === "all" ? null : id, after })) };
}

/**
 * The listing: with no `band`, the first page of every section (the price bands in the sort's
 * order, or one flat list for the rating and newest sorts) with their capped totals; with a
 * `band` (or 'all') and a cursor, the next page of that section.
 */
export async function listVendors(
  app: Services,
  filters: ListingFilters,
  page: ListingPageRequest,
): Promise<SharedJson<ListingResponse>> {
  const layout = listingLayout(filters.sort);
  if (page.band && (page.band === "all") !== (layout === "flat"))
    throw badRequest(layout === "flat" ? "This sort lists all vendors as one list (band=all)." : "Unknown price band.");
  if (page.after && !page.band) throw badRequest("A page cursor needs its band.");
  const after = page.after ? decodeCursor(filters.sort, page.after) : null;
  const { ids, sections } = sectionsToRead(filters.sort, page.band, after);

  const results = await withStatementTimeout(app, LISTING_TIMEOUT_MS, (tx) =>
    listingSections(tx, filters, sections, page.limit, app.publicCache),
  ).catch((err) => {
    // A cursor that passed the shape check but not PostgreSQL's (say, 30 February): a 400, not a 500.
    if (after && sqlState(err)?.startsWith("22")) throw badRequest(BAD_CURSOR_MESSAGE);
    throw err;
  });
  // The answer is written here around the cards' JSON, which the database wrote (queries.ts): a card is
  // never an object on this side. Its keys and their order are ListingResponse's.
  const totals = results.map(({ count }) => Math.min(count, LISTING_COUNT_CAP));
  const bands = ids.map((id, i) => {
    const { count, cards, next } = results[i];
    const cursor = next ? encodeCursor(filters.sort, next) : null;
    return `{"id":${JSON.stringify(id)},"total":${totals[i]},"totalCapped":${count > LISTING_COUNT_CAP},"vendors":${cards},"nextCursor":${JSON.stringify(cursor)}}`;
  });
  const total = totals.reduce((a, b) => a + b, 0);
  const totalCapped = results.some(({ count }) => count > LISTING_COUNT_CAP);
  return new SharedJson<ListingResponse>(
    `{"layout":${JSON.stringify(layout)},"total":${total},"totalCapped":${totalCapped},"bands":[${bands.join(",")}]}`,
    [...results.flatMap((r) => r.ids.map(vendorTag)), ...(filters.date != null ? [AVAILABLE_ON_TAG] : [])],
  );
}

/**
 * Runs the listing's read queries under a statement timeout (PostgreSQL cancels the statement;
 * the request answers 503 with the listing's message). See db/public-timeout.ts.
 */
export function withStatementTimeout<T>(app: Services, ms: number, run: (db: DbOrTx) => Promise<T>): Promise<T> {
  return withPublicTimeout(app.db, run, { ms, message: LISTING_TIMEOUT_MESSAGE });
}

/** The SQLSTATE of a database error, on the error or its causes (drizzle wraps driver errors). */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

export async function featuredVendors(app: Uses<"db" | "storage">, limit: number): Promise<VendorCard[]> {
  const rows = await withPublicTimeout(app.db, (tx) => featuredRows(tx, limit));
  return rows.map((r) => presentCard(app, r));
}

/**
 * The public page; a pending or rejected vendor is visible only to its owner and admins. The page is the
 * same for everyone who may see it, so it is shared for a few seconds like the listing (one query and
 * one server drawing per vendor and burst instead of per request) and dropped by any write that can
 * change it (`vendor:<id>`, and a couple's unlock `vendor-page:<id>`: lib/public-cache-scope.ts); who
 * may see it is checked on every request.
 * An unknown vendor is a failure, which the cache never keeps.
 */
export async function vendorPage(app: Services, id: string, caller: () => Promise<Caller | null>): Promise<VendorPage> {
  const tagsOf = (answer: unknown) => {
    const shown = (answer as SharedVendorPage).page.id;
    return [vendorTag(shown), vendorPageTag(shown)];
  };
  const { page, ownerId } = (await app.publicCache.get(
    `vendor-page:${id}`,
    () => loadVendorPage(app, id),
    tagsOf,
  )) as SharedVendorPage;
  if (page.status !== "approved") {
    const who = await caller();
    if (!who || (who.role !== "admin" && who.id !== ownerId)) throw notFound(VENDOR_NOT_FOUND);
  }
  return page;
}

type SharedVendorPage = { page: VendorPage; ownerId: string };

async function loadVendorPage(app: Services, id: string): Promise<SharedVendorPage> {
  const read = await withPublicTimeout(app.db, async (tx) => {
    const row = await vendorPageRow(tx, id);
    return row ? { row, availability: await vendorAvailability(tx, row.id) } : null;
  });
  if (!read) throw notFound(VENDOR_NOT_FOUND);
  return { page: presentVendorPage(app, read.row, read.availability), ownerId: read.row.user_id };
}

function presentVendorPage(app: Services, r: RawPage, availability: VendorAvailability): VendorPage {
  return {
    ...presentCard(app, r),
    status: r.status,
    social: {
      facebook: r.facebook_url,
      instagram: r.instagram_url,
      youtube: r.youtube_url,
      tiktok: r.tiktok_url,
      website: r.website_url,
    },
    address: r.has_address
      ? {
          province: r.province,
          district: r.district,
          municipality: r.municipality,
          municipalityNe: localLevelNe(r.district, r.municipality),
          ward: r.ward,
          tole: r.tole,
          street: r.street,
          googleMapsUrl: r.google_maps_url,
        }
      : null,
    bannerImage: imageRef(app, r.banner_image),
    portfolio: (r.portfolio ?? []).map((p) => imageRef(app, p)).filter((p): p is ImageRef => p !== null),
    eventPricing: r.event_pricing ?? [],
    packages: (r.packages ?? []) as VendorPackage[],
    paymentTerms: r.payment_terms ?? [],
    cancellationPolicy: r.cancellation_policy,
    reviews: (r.reviews ?? []).map((rv) => ({ ...rv, createdAt: new Date(rv.createdAt).toISOString() })),
    // From the same places the listing filters by: the served districts, else the vendor's own.
    serviceAreaLabel: serviceAreaLabel(r.service_areas?.length ? r.service_areas.map((a) => a.district) : [r.district]),
    serviceAreas: r.service_areas ?? [],
    hasContacts: r.has_contacts,
    ...presentTypeDetails(r),
    availability,
  };
}

async function approvedVendorId(app: Uses<"db">, id: string): Promise<{ id: string; companyName: string }> {
  const [v] = await app.db
    .select({ id: vendorProfiles.id, companyName: vendorProfiles.companyName })
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.id, id), eq(vendorProfiles.status, "approved")));
  if (!v) throw notFound(VENDOR_NOT_FOUND);
  return v;
}

export async function reviewInfo(app: Uses<"db">, vendorId: string): Promise<{ id: string; companyName: string }> {
  return approvedVendorId(app, vendorId);
}
