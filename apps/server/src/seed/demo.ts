import {
  DEFAULT_ADDONS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_PAYMENT_TERMS,
  EVENT_CATALOGUE,
  WEDDING_BOTH_SIDES,
} from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createUser } from "../auth/users";
import type { Tx } from "../db/client";
import { readLocationFile } from "../db/reference/load";
import {
  cancellationPolicies,
  comboPackages,
  customerInquiries,
  eventPricing,
  leadEvents,
  leadLocations,
  leads,
  paymentTerms,
  users,
  vendorAddons,
  vendorAddresses,
  vendorContacts,
  vendorProfiles,
  vendorReviews,
  vendorServiceAreas,
  vendorUploads,
} from "../db/schema";
import { generatePromoCode } from "../modules/marketplace/promo-code";
import { mapOfAddress, saveMapPin } from "../modules/vendor-profile/form/map-pin";
import { DEMO_BOOKING_COUPLES, seedDemoBookings } from "./demo-bookings";
import { seedDemoChanges } from "./demo-changes";
import { DEMO_COUPLE, seedDemoCouple } from "./demo-couple";
import { DEMO_DECORATOR, DEMO_HALL } from "./demo-halls-decorators";
import { seedDemoLeads } from "./demo-leads";
import { demoPackagesOf } from "./demo-packages";
import { demoReviewsOf } from "./demo-reviews";
import { seedDemoSaait } from "./demo-saait";
import { DEMO_VENDORS, type DemoVendor, INQUIRERS } from "./demo-vendors";
import { captionFor, renderVendorPictures, type StoredImage } from "./images";
import { seedDemoHallsAndDecorators } from "./seed-halls-decorators";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_ADMIN = "admin@bihe.demo";

/**
 * Loads the demo marketplace on an empty database (no users yet). Returns the logins to
 * print, or null when there was already data.
 */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<string | null> {
  const [{ count }] = (await app.db.execute(sql`select count(*)::int as count from users`)).rows as { count: number }[];
  if (count > 0) return null;
  return seedDemo(app);
}

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const DAY = 24 * 60 * 60 * 1000;
const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/** A small deterministic generator so the demo is the same on every machine. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The whole demo: admin, 12 approved photographers (3 price bands), a pending and a rejected
 * one, with images, pricing, packages, terms, reviews, inquiries and leads; 6 approved banquet
 * halls and 6 approved decorators; the demo studio's clients from inquiry to booking
 * (demo-bookings.ts). Idempotent per account: a vendor whose login already has a profile is skipped.
 */
export async function seedDemo(app: FastifyInstance): Promise<string> {
  const provinceOf = new Map<number, number>();
  for (const p of readLocationFile().provinces) for (const d of p.districts) provinceOf.set(d.id, p.id);
  const existing = new Set(
    (
      await app.db
        .select({ email: users.email })
        .from(vendorProfiles)
        .innerJoin(users, eq(users.id, vendorProfiles.userId))
    ).map((r) => r.email),
  );
  const todo = DEMO_VENDORS.map((v, index) => ({ v, slug: slugify(v.companyName), index })).filter(
    ({ v }) => !existing.has(v.email),
  );

  // One password hash for every demo account (they share the password); images render meanwhile.
  const hashing = app.auth.$context.then((ctx) => ctx.password.hash(DEMO_PASSWORD));
  const accounts = (async () => {
    const passwordHash = await hashing;
    await createUser(app, {
      email: DEMO_ADMIN,
      password: DEMO_PASSWORD,
      passwordHash,
      role: "admin",
      name: "Bihe Admin",
    });
    const made = [];
    for (const { v } of todo) {
      made.push(
        await createUser(app, {
          email: v.email,
          password: DEMO_PASSWORD,
          passwordHash,
          role: "vendor",
          vendorType: "wedding_cinematographer",
        }),
      );
    }
    return made;
  })();
  // Images first (files are not transactional); the rows then land in one transaction.
  const [ids, images] = await Promise.all([
    accounts,
    Promise.all(todo.map(({ v, slug, index }) => renderVendorImages(app, v, slug, index))),
  ]);
  const now = Date.now();
  await app.db.transaction(async (tx) => {
    for (const [i, { v, slug, index }] of todo.entries()) {
      await insertDemoVendor(tx, v, { userId: ids[i].id, slug, images: images[i], provinceOf, now, index });
    }
  });

  await seedDemoHallsAndDecorators(app, DEMO_PASSWORD, await hashing, provinceOf, now);
  await seedDemoLeads(app.db, DEMO_VENDORS[0].email, now);
  await seedDemoChanges(app.db, DEMO_ADMIN);
  await seedDemoCouple(app, DEMO_PASSWORD);
  await seedDemoBookings(app, DEMO_VENDORS[0].email, DEMO_PASSWORD, await hashing);
  await seedDemoSaait(app.db);
  const studio = DEMO_VENDORS[0].email;
  return [
    `  admin               ${DEMO_ADMIN} / ${DEMO_PASSWORD}`,
    `  photographer        ${studio} / ${DEMO_PASSWORD}`,
    `  pending vendor      pending@bihe.demo / ${DEMO_PASSWORD}`,
    `  rejected vendor     rejected@bihe.demo / ${DEMO_PASSWORD}`,
    `  banquet hall        ${DEMO_HALL} / ${DEMO_PASSWORD}`,
    `  decorator           ${DEMO_DECORATOR} / ${DEMO_PASSWORD}`,
    `  couple (customer)   ${DEMO_COUPLE} / ${DEMO_PASSWORD}`,
    `  the studio's clients ${DEMO_BOOKING_COUPLES.map((c) => c.email).join(", ")} / ${DEMO_PASSWORD}`,
  ].join("\n");
}

function renderVendorImages(app: FastifyInstance, v: DemoVendor, slug: string, index: number) {
  return renderVendorPictures(app, {
    vendorType: "wedding_cinematographer",
    slug,
    companyName: v.companyName,
    city: v.city,
    tagline: "Wedding photography & films",
    index,
    captions: Array.from({ length: v.portfolio }, (_, p) => captionFor(p + index)),
  });
}

type InsertOpts = {
  userId: string;
  slug: string;
  images: StoredImage[];
  provinceOf: Map<number, number>;
  now: number;
  index: number;
};

async function insertDemoVendor(tx: Tx, v: DemoVendor, o: InsertOpts): Promise<void> {
  const rand = prng(o.index + 7);
  const createdAt = new Date(o.now - v.monthsAgo * 30 * DAY - o.index * DAY);
  const [profile] = await tx
    .insert(vendorProfiles)
    .values({
      userId: o.userId,
      vendorType: "wedding_cinematographer",
      status: v.status,
      companyName: v.companyName,
      slug: o.slug,
      description: v.description,
      companyAge: v.companyAge,
      vatPanNumber: v.vatPan ?? null,
      emailAddress: v.email.replace("@bihe.demo", "@gmail.com"),
      phone: v.contacts[0]?.mobile ?? null,
      facebookUrl: v.social.facebook ?? null,
      instagramUrl: v.social.instagram ?? null,
      youtubeUrl: v.social.youtube ?? null,
      tiktokUrl: v.social.tiktok ?? null,
      websiteUrl: v.social.website ?? null,
      googleDriveLink: v.status === "approved" ? `https://drive.google.com/drive/folders/demo-${o.slug}` : null,
      companyAddress: `${v.tole}, ${v.street || v.city}`,
      city: v.city,
      outsideKathmandu: v.outsideKathmandu,
      submittedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: vendorProfiles.id });
  const vendorId = profile.id;
  const provinceId = o.provinceOf.get(v.districtId) ?? null;
  const map = mapOfAddress({ latitude: v.pin?.lat, longitude: v.pin?.lng });

  await tx.insert(vendorAddresses).values({
    vendorId,
    provinceId,
    districtId: v.districtId,
    municipalityId: v.municipalityId,
    ward: v.ward,
    toleArea: v.tole,
    toleStreet: v.street || null,
    googleMapsUrl: map.embedUrl,
  });
  await saveMapPin(tx, vendorId, map.point);
  await tx.insert(vendorContacts).values(
    v.contacts.map((c, i) => ({
      vendorId,
      contactPersonNumber: i + 1,
      name: c.name,
      mobile: c.mobile,
      whatsapp: c.whatsapp ?? null,
      sameAsMobile: c.whatsapp === c.mobile,
      secondaryContact: c.secondary ?? null,
    })),
  );
  await tx.insert(vendorServiceAreas).values(
    v.serviceDistrictIds.map((districtId) => ({
      vendorId,
      districtId,
      provinceId: o.provinceOf.get(districtId) ?? 3,
    })),
  );

  // Event pricing: the wedding price decides the band; other events follow it, each studio a little its own way.
  const factor = v.weddingPrice / 120000;
  const events = EVENT_CATALOGUE.filter((e, i) => e.name === WEDDING_BOTH_SIDES || i % 3 !== o.index % 3 || i < 4);
  await tx.insert(eventPricing).values(
    events.map((e, i) => ({
      vendorId,
      eventName: e.name,
      price: e.name === WEDDING_BOTH_SIDES ? v.weddingPrice : roundTo(e.price * factor * (0.88 + 0.27 * rand()), 500),
      hours: e.hours,
      photographers: e.photographers,
      videographers: e.videographers,
      sortOrder: i,
    })),
  );
  await tx.insert(comboPackages).values(
    demoPackagesOf(v.companyName, v.weddingPrice).map((p, i) => ({
      vendorId,
      packageKey: p.key,
      packageName: p.name,
      price: p.price,
      events: p.events.map(([eventName, photographers, videographers, hours]) => ({
        eventName,
        photographers,
        videographers,
        hours,
      })),
      albums: p.deliverables.albums,
      frames: p.deliverables.frames,
      fullVideos: p.deliverables.fullVideos,
      highlightVideos: p.deliverables.cinematicHighlights,
      instaReels: p.deliverables.instagramReels,
      pendrive: p.deliverables.pendrive,
      allEditedPictures: p.deliverables.allEditedPictures,
      sortOrder: i,
    })),
  );
  await tx.insert(vendorAddons).values({ vendorId, ...DEFAULT_ADDONS });
  await tx.insert(paymentTerms).values(
    DEFAULT_PAYMENT_TERMS.map((t, i) => ({
      vendorId,
      termOrder: i + 1,
      installmentNumber: t.installmentNumber,
      percentage: t.percentage,
      description: t.description,
      termLabel: `Installment ${t.installmentNumber}`,
    })),
  );
  await tx.insert(cancellationPolicies).values({ vendorId, policyText: DEFAULT_CANCELLATION_POLICY });
  await tx.insert(vendorUploads).values(o.images.map((img) => ({ ...img, vendorId, createdAt })));

  if (v.ratings.length) {
    const written = demoReviewsOf(v.companyName, v.ratings);
    // Days or weeks apart, at different hours of the day; the first is the newest.
    let age = 0;
    const ages = v.ratings.map(() => (age += 4 + Math.floor(rand() * 14)));
    await tx.insert(vendorReviews).values(
      v.ratings.map((rating, i) => ({
        vendorId,
        rating,
        reviewerName: written[i]!.name,
        reviewerEmail: i % 2 === 0 ? `reviewer${o.index}${i}@example.com` : null,
        reviewText: written[i]!.text,
        createdAt: new Date(o.now - ages[i]! * DAY - Math.floor(rand() * DAY)),
      })),
    );
  }
  if (v.inquiries > 0) {
    await tx.insert(customerInquiries).values(
      INQUIRERS.slice(0, v.inquiries).map(([customerName, customerPhone], i) => ({
        vendorId,
        customerName,
        customerPhone,
        promoCode: generatePromoCode(),
        createdAt: new Date(o.now - (i + 1) * 4 * DAY),
      })),
    );
    await insertDemoLeads(tx, vendorId, v, o.now);
  }
}

const LEAD_STATUSES = ["inquiry", "inquiry", "called", "quotation_sent", "won", "lost"] as const;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A few leads per vendor with inquiries (the leads dashboard's demo). */
async function insertDemoLeads(tx: Tx, vendorId: string, v: DemoVendor, now: number): Promise<void> {
  const rows = INQUIRERS.slice(0, v.inquiries).map(([name, number], i) => {
    const total = i % 3 === 0 ? 0 : v.weddingPrice + 20000 * i;
    return {
      vendorId,
      name,
      number,
      whatsappNumber: number,
      source: i % 2 ? "Facebook" : "Bihe marketplace",
      status: LEAD_STATUSES[i % LEAD_STATUSES.length],
      inquiryDate: isoDate(now - (i + 1) * 4 * DAY),
      preferredContactDays: "Any day",
      preferredContactTime: "10:00 AM",
      totalAmount: total,
      advanceAmount: Math.round(total * 0.3),
      createdAt: new Date(now - (i + 1) * 4 * DAY),
    };
  });
  const inserted = await tx.insert(leads).values(rows).returning({ id: leads.id });
  await tx.insert(leadEvents).values(
    inserted.map(({ id }, i) => ({
      leadId: id,
      eventName: i % 2 ? "Reception (Bride Side)" : WEDDING_BOTH_SIDES,
      eventDate: isoDate(now + (30 + i * 11) * DAY),
      startTime: "11:00 AM",
    })),
  );
  await tx.insert(leadLocations).values(
    inserted.map(({ id }) => ({
      leadId: id,
      locationType: "event_venue" as const,
      districtId: v.districtId,
      municipalityId: v.municipalityId,
      city: v.city,
      area: v.tole,
    })),
  );
}
