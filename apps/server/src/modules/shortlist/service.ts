import {
  type CompareResponse,
  type CompareVendor,
  isUuid,
  parseCompareIds,
  SHORTLIST_CAP,
  SHORTLIST_FULL_MESSAGE,
  type ShortlistMergeResponse,
  type ShortlistResponse,
  serviceAreaLabel,
  VENDOR_NOT_FOUND,
  type VendorPackage,
} from "@bihe/shared";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { withPublicTimeout } from "../../db/public-timeout";
import { shortlist, vendorProfiles } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { Services } from "../../lib/services";
import { placeTexts } from "../locations/place-text";
import { imageRef } from "../marketplace/service";
import { presentTypeDetails, presentTypeFacts } from "../marketplace/type-details";
import { compareRows, type RawCompareRow, type RawShortlistRow, shortlistRows } from "./queries";

const placeText = (r: RawShortlistRow | RawCompareRow) =>
  placeTexts({
    tole: r.tole,
    municipality: r.municipality,
    district: r.district,
    province: r.province,
    serviceAreaDistricts: [r.first_service_district],
  });

export async function listShortlist(app: Services, customerId: string): Promise<ShortlistResponse> {
  const rows = await shortlistRows(app.db, customerId);
  return {
    cap: SHORTLIST_CAP,
    vendors: rows.map((r) => ({
      id: r.id,
      companyName: r.company_name,
      vendorType: r.vendor_type,
      weddingPrice: r.wedding_price,
      rating: Number(r.rating),
      reviewCount: r.review_count,
      ...placeText(r),
      cardImage: imageRef(app, r.card_image),
      addedAt: new Date(r.added_at).toISOString(),
    })),
  };
}

/**
 * Every change to one customer's shortlist runs under a transaction-scoped advisory lock on that
 * customer: parallel adds and merges (two tabs, a double sign-in) take turns, so the cap is
 * counted on what the others wrote and never overshot (PostgreSQL runs them at once; PGlite
 * serialises anyway).
 */
function underCustomerLock<T>(app: Services, customerId: string, run: (tx: Tx) => Promise<T>): Promise<T> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shortlist|${customerId}`}, 0))`);
    return run(tx);
  });
}

const countOf = async (tx: Tx, customerId: string) =>
  (await tx.select({ n: count() }).from(shortlist).where(eq(shortlist.customerId, customerId)))[0].n;

/** Hearts a vendor: an approved one only; adding it again changes nothing; past the cap a 409. */
export async function addToShortlist(app: Services, customerId: string, vendorId: string) {
  if (!isUuid(vendorId)) throw notFound(VENDOR_NOT_FOUND);
  const id = vendorId.toLowerCase();
  await underCustomerLock(app, customerId, async (tx) => {
    const [vendor] = await tx
      .select({ id: vendorProfiles.id })
      .from(vendorProfiles)
      .where(and(eq(vendorProfiles.id, id), eq(vendorProfiles.status, "approved")));
    if (!vendor) throw notFound(VENDOR_NOT_FOUND);
    const [already] = await tx
      .select({ id: shortlist.vendorId })
      .from(shortlist)
      .where(and(eq(shortlist.customerId, customerId), eq(shortlist.vendorId, id)));
    if (already) return;
    if ((await countOf(tx, customerId)) >= SHORTLIST_CAP)
      throw new AppError(409, "SHORTLIST_FULL", SHORTLIST_FULL_MESSAGE);
    await tx.insert(shortlist).values({ customerId, vendorId: id }).onConflictDoNothing();
  });
  return listShortlist(app, customerId);
}

/** Takes a vendor off; one that is not there (or a malformed id) leaves the list as it is. */
export async function removeFromShortlist(app: Services, customerId: string, vendorId: string) {
  if (isUuid(vendorId))
    await app.db
      .delete(shortlist)
      .where(and(eq(shortlist.customerId, customerId), eq(shortlist.vendorId, vendorId.toLowerCase())));
  return listShortlist(app, customerId);
}

/**
 * Adds the device's shortlist (sent on sign-in) to the account: ids that are malformed, unknown,
 * not approved or already there are skipped; new ones are added in the device's order until the
 * cap. Sending the same list twice, or twice at once, leaves one copy of each.
 */
export async function mergeShortlist(
  app: Services,
  customerId: string,
  vendorIds: string[],
): Promise<ShortlistMergeResponse> {
  const wanted = [...new Set(vendorIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  const { added, leftOut } = await underCustomerLock(app, customerId, async (tx) => {
    if (!wanted.length) return { added: 0, leftOut: 0 };
    const approved = new Set(
      (
        await tx
          .select({ id: vendorProfiles.id })
          .from(vendorProfiles)
          .where(and(inArray(vendorProfiles.id, wanted), eq(vendorProfiles.status, "approved")))
      ).map((r) => r.id),
    );
    const existing = new Set(
      (
        await tx
          .select({ id: shortlist.vendorId })
          .from(shortlist)
          .where(and(eq(shortlist.customerId, customerId), inArray(shortlist.vendorId, wanted)))
      ).map((r) => r.id),
    );
    const fresh = wanted.filter((id) => approved.has(id) && !existing.has(id));
    const room = Math.max(0, SHORTLIST_CAP - (await countOf(tx, customerId)));
    const take = fresh.slice(0, room);
    if (take.length)
      await tx
        .insert(shortlist)
        .values(take.map((vendorId) => ({ customerId, vendorId })))
        .onConflictDoNothing();
    return { added: take.length, leftOut: fresh.length - take.length };
  });
  return { ...(await listShortlist(app, customerId)), added, leftOut };
}

/** Two to four approved vendors side by side, in the order asked; ids no approved vendor has are listed. */
export async function compareVendors(app: Services, rawIds: string | undefined): Promise<CompareResponse> {
  const parsed = parseCompareIds(rawIds);
  if ("error" in parsed) throw badRequest(parsed.error, { ids: parsed.error });
  const rows = await withPublicTimeout(app.db, (tx) => compareRows(tx, parsed.ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    vendors: parsed.ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [presentCompare(app, r)] : [];
    }),
    unknownIds: parsed.ids.filter((id) => !byId.has(id)),
  };
}

function presentCompare(app: Services, r: RawCompareRow): CompareVendor {
  return {
    id: r.id,
    companyName: r.company_name,
    vendorType: r.vendor_type,
    weddingPrice: r.wedding_price,
    band: r.band,
    rating: Number(r.rating),
    reviewCount: r.review_count,
    yearsInBusiness: r.years,
    ...placeText(r),
    cardImage: imageRef(app, r.card_image),
    packages: (r.packages ?? []) as VendorPackage[],
    paymentTerms: r.payment_terms ?? [],
    serviceAreaLabel: serviceAreaLabel(r.service_areas?.length ? r.service_areas.map((a) => a.district) : [r.district]),
    serviceAreas: r.service_areas ?? [],
    ...presentTypeFacts(r),
    ...presentTypeDetails(r),
  };
}
