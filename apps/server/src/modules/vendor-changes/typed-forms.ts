import {
  type AdminTypedPackage,
  BANQUET_PACKAGE_NAME,
  type BanquetForm,
  type DecoratorForm,
  slugify,
  type TypedSnapshot,
  type VendorType,
} from "@bihe/shared";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import {
  banquetAmenities,
  banquetPackages,
  decoratorEventTypes,
  decoratorPackages,
  decoratorSpecialties,
  vendorProfiles,
} from "../../db/schema";

/**
 * A banquet hall's and a decorator's forms by vendor id (what the admin edit and a change request's
 * approval read and write), and their packages. Written for the forms as they are today; the forms'
 * own writers should replace these once the extended forms (issue 19) exist.
 */

export async function loadBanquetFormOf(db: DbOrTx, vendorId: string): Promise<BanquetForm | null> {
  const [p] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
  if (!p) return null;
  const [pkg] = await db
    .select()
    .from(banquetPackages)
    .where(eq(banquetPackages.vendorId, vendorId))
    .orderBy(asc(banquetPackages.id))
    .limit(1);
  const amenities = await db
    .select()
    .from(banquetAmenities)
    .where(eq(banquetAmenities.vendorId, vendorId))
    .orderBy(asc(banquetAmenities.id));
  return {
    name: p.companyName,
    email: p.emailAddress,
    phone: p.phone ?? "",
    city: p.city ?? "",
    capacity: pkg?.capacity ?? 0,
    pricePerPlate: pkg?.price ?? 0,
    address: p.companyAddress ?? "",
    description: p.description,
    amenities: amenities.map((a) => a.amenityName) as BanquetForm["amenities"],
    parkingSpaces: amenities.find((a) => a.amenityName === "Parking")?.quantity ?? undefined,
  };
}

export async function writeBanquetForm(tx: Tx, vendorId: string, form: BanquetForm): Promise<void> {
  await tx
    .update(vendorProfiles)
    .set({
      companyName: form.name,
      slug: slugify(form.name),
      emailAddress: form.email,
      phone: form.phone,
      description: form.description,
      companyAddress: form.address,
      city: form.city,
      updatedAt: new Date(),
    })
    .where(eq(vendorProfiles.id, vendorId));
  // The form's guests and price are its first package's: the hall's other packages are kept.
  const [first] = await tx
    .select({ id: banquetPackages.id })
    .from(banquetPackages)
    .where(eq(banquetPackages.vendorId, vendorId))
    .orderBy(asc(banquetPackages.id))
    .limit(1);
  if (first)
    await tx
      .update(banquetPackages)
      .set({ capacity: form.capacity, price: form.pricePerPlate })
      .where(eq(banquetPackages.id, first.id));
  else
    await tx.insert(banquetPackages).values({
      vendorId,
      packageName: BANQUET_PACKAGE_NAME,
      capacity: form.capacity,
      price: form.pricePerPlate,
      includes: form.amenities.join(", "),
    });
  await tx.delete(banquetAmenities).where(eq(banquetAmenities.vendorId, vendorId));
  const amenities = [...new Set(form.amenities)];
  if (amenities.length)
    await tx.insert(banquetAmenities).values(
      amenities.map((amenityName) => ({
        vendorId,
        amenityName,
        quantity: amenityName === "Parking" ? (form.parkingSpaces ?? null) : null,
      })),
    );
}

export async function loadDecoratorFormOf(db: DbOrTx, vendorId: string): Promise<DecoratorForm | null> {
  const [p] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
  if (!p) return null;
  const specialties = await db
    .select()
    .from(decoratorSpecialties)
    .where(eq(decoratorSpecialties.vendorId, vendorId))
    .orderBy(asc(decoratorSpecialties.id));
  const eventTypes = await db
    .select()
    .from(decoratorEventTypes)
    .where(eq(decoratorEventTypes.vendorId, vendorId))
    .orderBy(asc(decoratorEventTypes.id));
  return {
    businessName: p.companyName,
    email: p.emailAddress,
    description: p.description,
    address: p.companyAddress ?? "",
    city: p.city ?? "",
    specialties: specialties.map((s) => s.specialty) as DecoratorForm["specialties"],
    eventTypes: eventTypes.map((e) => e.eventType) as DecoratorForm["eventTypes"],
  };
}

export async function writeDecoratorForm(tx: Tx, vendorId: string, form: DecoratorForm): Promise<void> {
  await tx
    .update(vendorProfiles)
    .set({
      companyName: form.businessName,
      slug: slugify(form.businessName),
      emailAddress: form.email,
      description: form.description,
      companyAddress: form.address,
      city: form.city,
      updatedAt: new Date(),
    })
    .where(eq(vendorProfiles.id, vendorId));
  await tx.delete(decoratorSpecialties).where(eq(decoratorSpecialties.vendorId, vendorId));
  await tx
    .insert(decoratorSpecialties)
    .values([...new Set(form.specialties)].map((specialty) => ({ vendorId, specialty })));
  await tx.delete(decoratorEventTypes).where(eq(decoratorEventTypes.vendorId, vendorId));
  await tx
    .insert(decoratorEventTypes)
    .values([...new Set(form.eventTypes)].map((eventType) => ({ vendorId, eventType })));
}

const noAddress = (line: string): TypedSnapshot["address"] => ({
  provinceId: null,
  districtId: null,
  municipalityId: null,
  ward: null,
  areaName: line,
  toleStreet: "",
  map: "",
});

export function banquetSnapshot(f: BanquetForm): TypedSnapshot {
  return {
    name: f.name,
    email: f.email,
    description: f.description,
    address: noAddress(f.address),
    contacts: [{ name: "", mobile: f.phone, whatsapp: "" }],
    serviceAreas: [],
    packages: [{ packageName: BANQUET_PACKAGE_NAME, capacity: f.capacity, price: f.pricePerPlate, includes: "" }],
    facilities: f.amenities.map((name) => ({ name, quantity: name === "Parking" ? (f.parkingSpaces ?? null) : null })),
    specialties: [],
    eventTypes: [],
  };
}

export function decoratorSnapshot(f: DecoratorForm): TypedSnapshot {
  return {
    name: f.businessName,
    email: f.email,
    description: f.description,
    address: noAddress(f.address),
    contacts: [],
    serviceAreas: [],
    packages: [],
    facilities: [],
    specialties: f.specialties,
    eventTypes: f.eventTypes,
  };
}

/** A hall's packages (capacity and price per plate) or a decorator's, in their order. */
export async function loadTypedPackages(db: DbOrTx, vendorId: string, type: VendorType): Promise<AdminTypedPackage[]> {
  if (type === "banquet_hall") {
    const rows = await db
      .select()
      .from(banquetPackages)
      .where(eq(banquetPackages.vendorId, vendorId))
      .orderBy(asc(banquetPackages.id));
    return rows.map((r) => ({
      packageName: r.packageName,
      capacity: r.capacity,
      price: r.price,
      includes: r.includes,
    }));
  }
  if (type === "decorator") {
    const rows = await db
      .select()
      .from(decoratorPackages)
      .where(eq(decoratorPackages.vendorId, vendorId))
      .orderBy(asc(decoratorPackages.position), asc(decoratorPackages.id));
    return rows.map((r) => ({ packageName: r.packageName, capacity: null, price: r.price, includes: r.includes }));
  }
  return [];
}

/** Replaces a hall's or decorator's packages (the listing price and capacity follow by trigger). */
export async function writeTypedPackages(
  tx: Tx,
  vendorId: string,
  type: VendorType,
  packages: AdminTypedPackage[],
): Promise<void> {
  if (type === "banquet_hall") {
    await tx.delete(banquetPackages).where(eq(banquetPackages.vendorId, vendorId));
    await tx.insert(banquetPackages).values(
      packages.map((p) => ({
        vendorId,
        packageName: p.packageName,
        capacity: p.capacity ?? 1,
        price: p.price,
        includes: p.includes,
      })),
    );
  } else if (type === "decorator") {
    await tx.delete(decoratorPackages).where(eq(decoratorPackages.vendorId, vendorId));
    await tx.insert(decoratorPackages).values(
      packages.map((p, position) => ({
        vendorId,
        packageName: p.packageName,
        price: p.price,
        includes: p.includes,
        position,
      })),
    );
  }
}
