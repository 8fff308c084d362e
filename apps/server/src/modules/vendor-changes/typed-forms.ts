import {
  type AdminTypedPackage,
  BANQUET_PACKAGE_NAME,
  type BanquetForm,
  type DecoratorForm,
  slugify,
  type TypedSnapshot,
  type VendorApplication,
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
import { loadVendorApplication, saveAddress, saveContacts, saveServiceAreas } from "../vendor-form/service";

/**
 * A banquet hall's and a decorator's forms by vendor id (what the admin edit and a change request's
 * approval read and write), and their packages. Written for the forms as they are today; the forms'
 * own writers should replace these once the extended forms (issue 19) exist.
 */

/**
 * The parts the extended forms carry (issue 19), in the wizard's shapes: typed here on their own so
 * this file reads and writes them whichever version of the forms' schema is in place.
 */
type FormPackage = { packageName: string; capacity?: number | null; price: number; includes: string };
export type TypedParts = {
  businessAddress?: VendorApplication["businessAddress"];
  contactDetails?: VendorApplication["contactDetails"];
  serviceAreas?: VendorApplication["serviceAreas"];
  packages?: FormPackage[];
};
export const TYPED_PART_KEYS = ["businessAddress", "contactDetails", "serviceAreas", "packages"] as const;

/** The saved address, contacts and (decorators) districts, as far as the vendor has them. */
async function savedParts(db: DbOrTx, vendorId: string, withAreas: boolean): Promise<TypedParts> {
  const a = await loadVendorApplication(db, vendorId);
  if (!a) return {};
  const out: TypedParts = {};
  if (a.businessAddress.provinceId != null) out.businessAddress = a.businessAddress;
  if (a.contactDetails.contactPersons.some((c) => c.name || c.mobile)) out.contactDetails = a.contactDetails;
  if (withAreas && a.serviceAreas.areas.length) out.serviceAreas = a.serviceAreas;
  return out;
}

/** Writes the parts a form carries (a part it does not carry is kept). */
async function writeParts(tx: Tx, vendorId: string, parts: TypedParts): Promise<void> {
  if (parts.businessAddress) await saveAddress(tx, vendorId, parts.businessAddress);
  if (parts.contactDetails) await saveContacts(tx, vendorId, parts.contactDetails.contactPersons);
  if (parts.serviceAreas) await saveServiceAreas(tx, vendorId, parts.serviceAreas.areas);
}

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
  const packages = await loadTypedPackages(db, vendorId, "banquet_hall");
  const extras = packages.slice(1).map((x) => ({ ...x, capacity: x.capacity ?? 1 }));
  const parts: TypedParts = {
    ...(await savedParts(db, vendorId, false)),
    ...(extras.length ? { packages: extras } : {}),
  };
  return {
    ...(parts as object),
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
  const parts = form as TypedParts;
  if (parts.packages) {
    // The packages after the Standard Package (which the form's guests and price describe).
    const all = await loadTypedPackages(tx, vendorId, "banquet_hall");
    await writeTypedPackages(tx, vendorId, "banquet_hall", [all[0], ...parts.packages].map(toPackage));
  }
  await writeParts(tx, vendorId, parts);
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
  const packages = await loadTypedPackages(db, vendorId, "decorator");
  const parts: TypedParts = {
    ...(await savedParts(db, vendorId, true)),
    ...(packages.length ? { packages: packages.map(({ capacity: _none, ...x }) => x) } : {}),
  };
  return {
    ...(parts as object),
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
  const parts = form as TypedParts;
  if (parts.packages) await writeTypedPackages(tx, vendorId, "decorator", parts.packages.map(toPackage));
  await writeParts(tx, vendorId, parts);
  await tx.delete(decoratorEventTypes).where(eq(decoratorEventTypes.vendorId, vendorId));
  await tx
    .insert(decoratorEventTypes)
    .values([...new Set(form.eventTypes)].map((eventType) => ({ vendorId, eventType })));
}

const toPackage = (p: FormPackage): AdminTypedPackage => ({
  packageName: p.packageName,
  capacity: p.capacity ?? null,
  price: p.price,
  includes: p.includes ?? "",
});

/** The place by ids when the form has one, else the form's own address line. */
function snapshotAddress(form: TypedParts, line: string): TypedSnapshot["address"] {
  const a = form.businessAddress;
  if (!a) return noAddress(line);
  const pin = a.latitude != null && a.longitude != null ? `${a.latitude}, ${a.longitude}` : "";
  return {
    provinceId: a.provinceId ?? null,
    districtId: a.districtId ?? null,
    municipalityId: a.municipalityId ?? null,
    ward: a.ward ?? null,
    areaName: a.areaName ?? "",
    toleStreet: a.toleStreet ?? "",
    map: pin || (a.googleMapsIframe ?? ""),
  };
}

const snapshotContacts = (form: TypedParts, phone?: string): TypedSnapshot["contacts"] =>
  form.contactDetails
    ? form.contactDetails.contactPersons
        .filter((c) => c.name || c.mobile)
        .map((c) => ({ name: c.name, mobile: c.mobile, whatsapp: c.sameAsMobile ? c.mobile : c.whatsapp }))
    : phone
      ? [{ name: "", mobile: phone, whatsapp: "" }]
      : [];

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
    address: snapshotAddress(f as TypedParts, f.address),
    contacts: snapshotContacts(f as TypedParts, f.phone),
    serviceAreas: [],
    packages: [
      { packageName: BANQUET_PACKAGE_NAME, capacity: f.capacity, price: f.pricePerPlate, includes: "" },
      ...((f as TypedParts).packages ?? []).map(toPackage),
    ],
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
    address: snapshotAddress(f as TypedParts, f.address),
    contacts: snapshotContacts(f as TypedParts),
    serviceAreas: ((f as TypedParts).serviceAreas?.areas ?? []).map((a) => a.districtId),
    packages: ((f as TypedParts).packages ?? []).map(toPackage),
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
