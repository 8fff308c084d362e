import {
  BANQUET_PACKAGE_NAME,
  type BanquetForm,
  type BanquetFormResponse,
  type DecoratorForm,
  type DecoratorFormResponse,
  slugify,
  type VendorType,
} from "@bihe/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import {
  banquetAmenities,
  banquetPackages,
  decoratorEventTypes,
  decoratorSpecialties,
  vendorProfiles,
} from "../../db/schema";
import { conflict } from "../../lib/errors";
import { notify } from "../notifications/notify";

type Profile = {
  companyName: string;
  emailAddress: string;
  description: string;
  companyAddress: string;
  city: string;
  phone?: string | null;
};

/**
 * Creates the caller's vendor profile or updates it; either way the application is
 * (re)submitted, so the status becomes pending (spec 001 section 4).
 */
async function upsertProfile(tx: Tx, userId: string, vendorType: VendorType, profile: Profile): Promise<string> {
  const [existing] = await tx
    .select({ id: vendorProfiles.id, vendorType: vendorProfiles.vendorType, status: vendorProfiles.status })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId))
    .for("update");
  const now = new Date();
  if (existing) {
    if (existing.vendorType !== vendorType) throw conflict("You already have a vendor application of another type.");
    await tx
      .update(vendorProfiles)
      .set({
        ...profile,
        slug: slugify(profile.companyName),
        status: "pending",
        submittedAt: now,
        updatedAt: now,
        version: sql`${vendorProfiles.version} + 1`, // an admin's dialog loaded before this save is stale
      })
      .where(eq(vendorProfiles.id, existing.id));
    // Back in the admins' queue (a pending one already is): they hear of it.
    if (existing.status !== "pending") {
      const data = { vendorName: profile.companyName, vendorType, resubmitted: true };
      await notify(tx, { kind: "application_submitted", toAdmins: true, data });
    }
    return existing.id;
  }
  const [row] = await tx
    .insert(vendorProfiles)
    .values({ userId, vendorType, status: "pending", slug: slugify(profile.companyName), submittedAt: now, ...profile })
    .returning({ id: vendorProfiles.id });
  await notify(tx, {
    kind: "application_submitted",
    toAdmins: true,
    data: { vendorName: profile.companyName, vendorType, resubmitted: false },
  });
  return row.id;
}

/** Profile, 'Standard Package' and amenities in ONE transaction (spec 001 section 7 'Banquet'). */
export function submitBanquetForm(db: DbOrTx, userId: string, form: BanquetForm) {
  return db.transaction(async (tx) => {
    const vendorId = await upsertProfile(tx, userId, "banquet_hall", {
      companyName: form.name,
      emailAddress: form.email,
      phone: form.phone,
      description: form.description,
      companyAddress: form.address,
      city: form.city,
    });
    await tx.delete(banquetPackages).where(eq(banquetPackages.vendorId, vendorId));
    await tx.insert(banquetPackages).values({
      vendorId,
      packageName: BANQUET_PACKAGE_NAME,
      capacity: form.capacity,
      price: form.pricePerPlate,
      includes: form.amenities.join(", "),
    });
    await tx.delete(banquetAmenities).where(eq(banquetAmenities.vendorId, vendorId));
    const amenities = [...new Set(form.amenities)];
    if (amenities.length) {
      await tx.insert(banquetAmenities).values(
        amenities.map((amenityName) => ({
          vendorId,
          amenityName,
          quantity: amenityName === "Parking" ? (form.parkingSpaces ?? null) : null,
        })),
      );
    }
    return { vendorId, status: "pending" as const };
  });
}

/** Profile, specialties and event types (real rows, not JSON in the description) in ONE transaction. */
export function submitDecoratorForm(db: DbOrTx, userId: string, form: DecoratorForm) {
  return db.transaction(async (tx) => {
    const vendorId = await upsertProfile(tx, userId, "decorator", {
      companyName: form.businessName,
      emailAddress: form.email,
      description: form.description,
      companyAddress: form.address,
      city: form.city,
    });
    await tx.delete(decoratorSpecialties).where(eq(decoratorSpecialties.vendorId, vendorId));
    await tx
      .insert(decoratorSpecialties)
      .values([...new Set(form.specialties)].map((specialty) => ({ vendorId, specialty })));
    await tx.delete(decoratorEventTypes).where(eq(decoratorEventTypes.vendorId, vendorId));
    await tx
      .insert(decoratorEventTypes)
      .values([...new Set(form.eventTypes)].map((eventType) => ({ vendorId, eventType })));
    return { vendorId, status: "pending" as const };
  });
}

const ownProfile = async (db: DbOrTx, userId: string, vendorType: VendorType) => {
  const [p] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId));
  return p && p.vendorType === vendorType ? p : null;
};

export async function loadBanquetForm(db: DbOrTx, userId: string): Promise<BanquetFormResponse> {
  const p = await ownProfile(db, userId, "banquet_hall");
  if (!p) return null;
  // Sequential, not Promise.all: `db` may be a transaction (one connection, one query at a time).
  const [pkg] = await db
    .select()
    .from(banquetPackages)
    .where(eq(banquetPackages.vendorId, p.id))
    .orderBy(asc(banquetPackages.id))
    .limit(1);
  const amenities = await db
    .select()
    .from(banquetAmenities)
    .where(eq(banquetAmenities.vendorId, p.id))
    .orderBy(asc(banquetAmenities.id));
  const parking = amenities.find((a) => a.amenityName === "Parking");
  return {
    vendorId: p.id,
    status: p.status,
    form: {
      name: p.companyName,
      email: p.emailAddress,
      phone: p.phone ?? "",
      city: p.city ?? "",
      capacity: pkg?.capacity ?? 0,
      pricePerPlate: pkg?.price ?? 0,
      address: p.companyAddress ?? "",
      description: p.description,
      amenities: amenities.map((a) => a.amenityName) as BanquetForm["amenities"],
      parkingSpaces: parking?.quantity ?? undefined,
    },
  };
}

export async function loadDecoratorForm(db: DbOrTx, userId: string): Promise<DecoratorFormResponse> {
  const p = await ownProfile(db, userId, "decorator");
  if (!p) return null;
  // Sequential, not Promise.all: `db` may be a transaction (one connection, one query at a time).
  const specialties = await db
    .select()
    .from(decoratorSpecialties)
    .where(eq(decoratorSpecialties.vendorId, p.id))
    .orderBy(asc(decoratorSpecialties.id));
  const eventTypes = await db
    .select()
    .from(decoratorEventTypes)
    .where(eq(decoratorEventTypes.vendorId, p.id))
    .orderBy(asc(decoratorEventTypes.id));
  return {
    vendorId: p.id,
    status: p.status,
    form: {
      businessName: p.companyName,
      email: p.emailAddress,
      description: p.description,
      address: p.companyAddress ?? "",
      city: p.city ?? "",
      specialties: specialties.map((s) => s.specialty) as DecoratorForm["specialties"],
      eventTypes: eventTypes.map((e) => e.eventType) as DecoratorForm["eventTypes"],
    },
  };
}
