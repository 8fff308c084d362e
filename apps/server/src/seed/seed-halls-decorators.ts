import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createUser } from "../auth/users";
import type { Tx } from "../db/client";
import {
  banquetAmenities,
  banquetPackages,
  customerInquiries,
  decoratorEventTypes,
  decoratorPackages,
  decoratorSpecialties,
  users,
  vendorAddresses,
  vendorContacts,
  vendorProfiles,
  vendorReviews,
  vendorServiceAreas,
  vendorUploads,
} from "../db/schema";
import { generatePromoCode } from "../modules/marketplace/promo-code";
import { mapOfAddress, saveMapPin } from "../modules/vendor-profile/form/map-pin";
import { DEMO_DECORATORS, DEMO_HALLS, type DemoDecorator, type DemoHall } from "./demo-halls-decorators";
import { demoReviewsOf } from "./demo-reviews";
import { INQUIRERS } from "./demo-vendors";
import { renderVendorPictures, type SeedMotif, type StoredImage } from "./images";

const DAY = 24 * 60 * 60 * 1000;

type Typed =
  | { type: "banquet_hall"; v: DemoHall; index: number }
  | { type: "decorator"; v: DemoDecorator; index: number };

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const MOTIF: Record<Typed["type"], SeedMotif> = { banquet_hall: "hall", decorator: "decor" };
const TAGLINE: Record<Typed["type"], string> = {
  banquet_hall: "Banquet hall",
  decorator: "Wedding decoration",
};

/**
 * The approved halls and decorators of the demo, with pictures made the way the
 * demo photographers' are. Idempotent per account: a login that already has a profile is skipped.
 */
export async function seedDemoHallsAndDecorators(
  app: FastifyInstance,
  password: string,
  passwordHash: string,
  provinceOf: Map<number, number>,
  now: number,
): Promise<void> {
  const all: Typed[] = [
    ...DEMO_HALLS.map((v, index) => ({ type: "banquet_hall" as const, v, index })),
    ...DEMO_DECORATORS.map((v, index) => ({ type: "decorator" as const, v, index: index + DEMO_HALLS.length })),
  ];
  const existing = new Set(
    (
      await app.db
        .select({ email: users.email })
        .from(vendorProfiles)
        .innerJoin(users, eq(users.id, vendorProfiles.userId))
    ).map((r) => r.email),
  );
  const todo = all.filter(({ v }) => !existing.has(v.email));
  if (!todo.length) return;

  const accounts = (async () => {
    const made = [];
    for (const { type, v } of todo) {
      made.push(await createUser(app, { email: v.email, password, passwordHash, role: "vendor", vendorType: type }));
    }
    return made;
  })();
  // Pictures first (files are not transactional); the rows then land in one transaction.
  const [ids, images] = await Promise.all([accounts, Promise.all(todo.map((t) => renderPictures(app, t)))]);
  await app.db.transaction(async (tx) => {
    for (const [i, t] of todo.entries()) {
      const vendorId = await insertProfile(tx, t, ids[i].id, provinceOf, now);
      await tx.insert(vendorUploads).values(images[i].map((img) => ({ ...img, vendorId })));
      if (t.type === "banquet_hall") await insertHall(tx, vendorId, t.v);
      else await insertDecorator(tx, vendorId, t.v, provinceOf);
      await insertReviewsAndInquiries(tx, vendorId, t, now);
    }
  });
}

function renderPictures(app: FastifyInstance, { v, index, type }: Typed): Promise<StoredImage[]> {
  return renderVendorPictures(app, {
    vendorType: type,
    slug: slugify(v.companyName),
    motif: MOTIF[type],
    companyName: v.companyName,
    city: v.city,
    tagline: TAGLINE[type],
    index,
    captions: v.portfolio,
  });
}

async function insertProfile(
  tx: Tx,
  { type, v, index }: Typed,
  userId: string,
  provinceOf: Map<number, number>,
  now: number,
): Promise<string> {
  const createdAt = new Date(now - v.monthsAgo * 30 * DAY - index * DAY);
  const [{ id }] = await tx
    .insert(vendorProfiles)
    .values({
      userId,
      vendorType: type,
      status: "approved",
      companyName: v.companyName,
      slug: slugify(v.companyName),
      description: v.description,
      companyAge: v.companyAge,
      emailAddress: v.email.replace("@bihe.demo", "@gmail.com"),
      phone: v.contacts[0].mobile,
      facebookUrl: v.social.facebook ?? null,
      instagramUrl: v.social.instagram ?? null,
      websiteUrl: v.social.website ?? null,
      // The readable line old readers show; the reference ids below are the address.
      companyAddress: `${v.tole}, ${v.street}, ${v.city}`,
      city: v.city,
      // Decorators travel to their service areas; a hall stays where it is.
      outsideKathmandu: "serviceDistrictIds" in v && v.serviceDistrictIds.some((d) => d !== 27),
      submittedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: vendorProfiles.id });
  const map = mapOfAddress({ latitude: v.pin.lat, longitude: v.pin.lng });
  await tx.insert(vendorAddresses).values({
    vendorId: id,
    provinceId: provinceOf.get(v.districtId) ?? null,
    districtId: v.districtId,
    municipalityId: v.municipalityId,
    ward: v.ward,
    toleArea: v.tole,
    toleStreet: v.street,
    googleMapsUrl: map.embedUrl,
  });
  await saveMapPin(tx, id, map.point);
  await tx.insert(vendorContacts).values(
    v.contacts.map((c, i) => ({
      vendorId: id,
      contactPersonNumber: i + 1,
      name: c.name,
      mobile: c.mobile,
      whatsapp: c.whatsapp ?? null,
      sameAsMobile: c.whatsapp === c.mobile,
    })),
  );
  return id;
}

async function insertHall(tx: Tx, vendorId: string, v: DemoHall): Promise<void> {
  // One insert per package keeps the ids (the packages' order) as listed: 'Standard Package' first.
  for (const p of v.packages) await tx.insert(banquetPackages).values({ vendorId, ...p });
  await tx.insert(banquetAmenities).values(
    v.amenities.map((amenityName) => ({
      vendorId,
      amenityName,
      quantity: amenityName === "Parking" ? v.parkingSpaces : null,
    })),
  );
}

async function insertDecorator(tx: Tx, vendorId: string, v: DemoDecorator, provinceOf: Map<number, number>) {
  await tx.insert(decoratorSpecialties).values(v.specialties.map((specialty) => ({ vendorId, specialty })));
  await tx.insert(decoratorEventTypes).values(v.eventTypes.map((eventType) => ({ vendorId, eventType })));
  await tx.insert(decoratorPackages).values(v.packages.map((p, position) => ({ vendorId, ...p, position })));
  await tx.insert(vendorServiceAreas).values(
    v.serviceDistrictIds.map((districtId) => ({
      vendorId,
      districtId,
      provinceId: provinceOf.get(districtId) ?? 3,
    })),
  );
}

async function insertReviewsAndInquiries(tx: Tx, vendorId: string, { v, index }: Typed, now: number) {
  const written = demoReviewsOf(v.companyName, v.ratings);
  await tx.insert(vendorReviews).values(
    v.ratings.map((rating, i) => ({
      vendorId,
      rating,
      reviewerName: written[i]!.name,
      reviewText: written[i]!.text,
      createdAt: new Date(now - (i + 1) * (9 + ((index * 5 + i * 3) % 8)) * DAY - index * 3600_000),
    })),
  );
  if (v.inquiries > 0) {
    await tx.insert(customerInquiries).values(
      INQUIRERS.slice(0, v.inquiries).map(([customerName, customerPhone], i) => ({
        vendorId,
        customerName,
        customerPhone,
        promoCode: generatePromoCode(),
        createdAt: new Date(now - (i + 1) * 5 * DAY),
      })),
    );
  }
}
