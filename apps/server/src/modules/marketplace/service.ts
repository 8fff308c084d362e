import {
  type ImageRef,
  type ListingFilters,
  type ListingResponse,
  locationText,
  PRICE_BANDS,
  type PriceBandId,
  REVIEW_REQUIRED_MESSAGE,
  serviceAreaLabel,
  UNLOCK_REQUIRED_MESSAGE,
  type UnlockResponse,
  type VendorCard,
  type VendorPage,
  type VendorPackage,
} from "@bihe/shared";
import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../../auth/guards";
import { customerInquiries, vendorContacts, vendorProfiles, vendorReviews } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { generatePromoCode } from "./promo-code";
import { featuredRows, listingPage, type RawCard, type RawImage, vendorPageRow } from "./queries";

export const VENDOR_NOT_FOUND = "Vendor Not Found";
/** Spec 001 section 5's wording of this message (no full stop). */
const EMAIL_INVALID = "Please enter a valid email address";

export function imageRef(app: FastifyInstance, img: RawImage | null | undefined): ImageRef | null {
  if (!img?.p) return null;
  const base = img.p.replace(/\.webp$/, "");
  return {
    url: app.storage.url(img.p),
    cardUrl: app.storage.url(`${base}-card.webp`),
    thumbUrl: app.storage.url(`${base}-thumb.webp`),
    width: img.w ?? null,
    height: img.h ?? null,
  };
}

export function presentCard(app: FastifyInstance, r: RawCard): VendorCard {
  const photos = (r.photos ?? []).map((p) => imageRef(app, p)).filter((p): p is ImageRef => p !== null);
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
    featured: Number(r.rating) > 4.5,
    locationText: locationText({
      tole: r.tole,
      municipality: r.municipality,
      district: r.district,
      province: r.province,
      serviceAreaDistricts: [r.first_service_district],
    }),
    city: r.city,
    cardImage: imageRef(app, r.card_image) ?? photos[0] ?? null,
    topPhotos: photos,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function listVendors(
  app: FastifyInstance,
  filters: ListingFilters,
  page: { band: PriceBandId | null; offset: number; limit: number },
): Promise<ListingResponse> {
  const { totals, rows } = await listingPage(app.db, filters, page);
  const bands = PRICE_BANDS.filter((b) => !page.band || b.id === page.band).map((b) => {
    const total = totals[b.id] ?? 0;
    const vendors = rows.filter((r) => r.band === b.id).map((r) => presentCard(app, r));
    const end = page.offset + vendors.length;
    return { id: b.id, total, vendors, nextOffset: end < total ? end : null };
  });
  const total = Object.values(totals).reduce((a, b) => a + (b ?? 0), 0);
  return { total, bands };
}

export async function featuredVendors(app: FastifyInstance, limit: number): Promise<VendorCard[]> {
  return (await featuredRows(app.db, limit)).map((r) => presentCard(app, r));
}

/** The public page; a pending or rejected vendor is visible only to its owner and admins. */
export async function vendorPage(
  app: FastifyInstance,
  id: string,
  caller: () => Promise<Caller | null>,
): Promise<VendorPage> {
  const r = await vendorPageRow(app.db, id);
  if (!r) throw notFound(VENDOR_NOT_FOUND);
  if (r.status !== "approved") {
    const who = await caller();
    if (!who || (who.role !== "admin" && who.id !== r.user_id)) throw notFound(VENDOR_NOT_FOUND);
  }
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
    serviceAreaLabel: serviceAreaLabel(r.outside_kathmandu),
    serviceAreas: r.service_areas ?? [],
    hasContacts: r.has_contacts,
  };
}

async function approvedVendorId(app: FastifyInstance, id: string): Promise<{ id: string; companyName: string }> {
  const [v] = await app.db
    .select({ id: vendorProfiles.id, companyName: vendorProfiles.companyName })
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.id, id), eq(vendorProfiles.status, "approved")));
  if (!v) throw notFound(VENDOR_NOT_FOUND);
  return v;
}

/** A phone number as compared and stored: digits, with a leading + kept. */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D+/g, "");
}

/**
 * Saves the inquiry with a fresh promo code and only then returns the contacts. The same
 * phone for the same vendor within a day gets its earlier inquiry back (no duplicate lead).
 */
export async function unlockContacts(
  app: FastifyInstance,
  vendorId: string,
  input: { name?: string; phone?: string },
): Promise<UnlockResponse> {
  const name = (input.name ?? "").trim();
  const phoneRaw = (input.phone ?? "").trim();
  if (!name || !phoneRaw) throw badRequest(UNLOCK_REQUIRED_MESSAGE);
  const phone = normalizePhone(phoneRaw);
  const digits = phone.replace("+", "").length;
  if (digits < 7 || digits > 15)
    throw badRequest("Please enter a valid phone number.", { phone: "Please enter a valid phone number." });
  await approvedVendorId(app, vendorId);

  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [earlier] = await app.db
    .select({ promoCode: customerInquiries.promoCode })
    .from(customerInquiries)
    .where(
      and(
        eq(customerInquiries.vendorId, vendorId),
        eq(customerInquiries.customerPhone, phone),
        gt(customerInquiries.createdAt, dayAgo),
      ),
    )
    .limit(1);
  let promoCode = earlier?.promoCode;
  if (!promoCode) {
    promoCode = await insertInquiry(app, { vendorId, customerName: name.slice(0, 120), customerPhone: phone });
  }
  const contacts = await app.db
    .select({
      name: vendorContacts.name,
      mobile: vendorContacts.mobile,
      whatsapp: vendorContacts.whatsapp,
      secondaryContact: vendorContacts.secondaryContact,
    })
    .from(vendorContacts)
    .where(eq(vendorContacts.vendorId, vendorId))
    .orderBy(asc(vendorContacts.contactPersonNumber));
  return { promoCode, contacts, reused: Boolean(earlier) };
}

/** Inserts with a new crypto-random code, retrying on the (astronomically rare) collision. */
async function insertInquiry(
  app: FastifyInstance,
  values: { vendorId: string; customerName: string; customerPhone: string },
): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const promoCode = generatePromoCode();
    const inserted = await app.db
      .insert(customerInquiries)
      .values({ ...values, promoCode })
      .onConflictDoNothing({ target: customerInquiries.promoCode })
      .returning({ promoCode: customerInquiries.promoCode });
    if (inserted.length) return inserted[0].promoCode;
  }
  throw new Error("could not make a unique promo code");
}

export async function addReview(
  app: FastifyInstance,
  vendorId: string,
  input: { name?: string; email?: string | null; rating?: number; text?: string | null },
): Promise<{ id: string }> {
  const name = (input.name ?? "").trim();
  const rating = Number(input.rating ?? 0);
  if (!name || !Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest(REVIEW_REQUIRED_MESSAGE);
  const email = (input.email ?? "").trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw badRequest(EMAIL_INVALID, { email: EMAIL_INVALID });
  }
  await approvedVendorId(app, vendorId);
  const [row] = await app.db
    .insert(vendorReviews)
    .values({
      vendorId,
      rating,
      reviewerName: name.slice(0, 120),
      reviewerEmail: email ? email.slice(0, 200) : null,
      reviewText: (input.text ?? "").trim().slice(0, 2000) || null,
    })
    .returning({ id: vendorReviews.id });
  return row;
}

export async function reviewInfo(app: FastifyInstance, vendorId: string): Promise<{ id: string; companyName: string }> {
  return approvedVendorId(app, vendorId);
}
