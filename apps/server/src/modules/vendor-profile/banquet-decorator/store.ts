import { BANQUET_PACKAGE_NAME, type BanquetForm, type DecoratorForm, slugify } from "@bihe/shared";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { banquetAmenities, decoratorEventTypes, decoratorSpecialties, vendorProfiles } from "../../../db/schema";
import { loadTypedPackages, writeTypedPackages } from "../changes/typed-forms";
import { loadVendorApplication, saveAddress, saveContacts, saveServiceAreas } from "../form/service";

/**
 * A banquet hall's and a decorator's whole form by vendor id, read and written in ONE place
 * for every caller (the vendor's submit, the admin's edit, a change request's approval). The wizard's
 * parts go through the wizard's own writers (address + map pin, contacts, districts served) and the
 * packages through the typed package writer, so each table has one writer. No status, version or
 * notification here: the callers decide those.
 */

/** The wizard's parts a hall or decorator shares, written only when the form carries them. */
async function writeParts(tx: Tx, vendorId: string, form: BanquetForm | DecoratorForm): Promise<void> {
  if (form.businessAddress) await saveAddress(tx, vendorId, form.businessAddress);
  if (form.contactDetails) await saveContacts(tx, vendorId, form.contactDetails.contactPersons);
  if ("serviceAreas" in form && form.serviceAreas) await saveServiceAreas(tx, vendorId, form.serviceAreas.areas);
}

/** The saved parts in the form's shape (absent when never saved, so an old form still parses). */
async function loadParts(db: DbOrTx, vendorId: string) {
  const app = await loadVendorApplication(db, vendorId);
  const address = app?.businessAddress;
  const persons = (app?.contactDetails.contactPersons ?? []).filter((c) => c.name || c.mobile);
  return {
    businessAddress: address?.provinceId != null ? address : undefined,
    contactDetails: persons.length ? { contactPersons: persons } : undefined,
    areas: app?.serviceAreas.areas ?? [],
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
  // The Standard Package is first (spec 001 section 7): the form's guests and price per plate.
  const standard = {
    packageName: BANQUET_PACKAGE_NAME,
    capacity: form.capacity,
    price: form.pricePerPlate,
    includes: form.amenities.join(", "),
  };
  const extras = form.packages ?? (await loadTypedPackages(tx, vendorId, "banquet_hall")).slice(1);
  await writeTypedPackages(tx, vendorId, "banquet_hall", [standard, ...extras]);
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
  await writeParts(tx, vendorId, form);
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
  if (form.packages)
    await writeTypedPackages(
      tx,
      vendorId,
      "decorator",
      form.packages.map((p) => ({ ...p, capacity: null })),
    );
  await writeParts(tx, vendorId, form);
}

export async function loadBanquetFormOf(db: DbOrTx, vendorId: string): Promise<BanquetForm | null> {
  const [p] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
  if (!p) return null;
  // Sequential, not Promise.all: `db` may be a transaction (one connection, one query at a time).
  const packages = await loadTypedPackages(db, vendorId, "banquet_hall");
  const amenities = await db
    .select()
    .from(banquetAmenities)
    .where(eq(banquetAmenities.vendorId, vendorId))
    .orderBy(asc(banquetAmenities.id));
  const parts = await loadParts(db, vendorId);
  const [standard, ...extras] = packages;
  return {
    name: p.companyName,
    email: p.emailAddress,
    phone: p.phone ?? "",
    city: p.city ?? "",
    capacity: standard?.capacity ?? 0,
    pricePerPlate: standard?.price ?? 0,
    address: p.companyAddress ?? "",
    description: p.description,
    amenities: amenities.map((a) => a.amenityName) as BanquetForm["amenities"],
    parkingSpaces: amenities.find((a) => a.amenityName === "Parking")?.quantity ?? undefined,
    businessAddress: parts.businessAddress,
    contactDetails: parts.contactDetails,
    packages: extras.map((x) => ({
      packageName: x.packageName,
      capacity: x.capacity ?? 1,
      price: x.price,
      includes: x.includes,
    })),
  };
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
  const parts = await loadParts(db, vendorId);
  return {
    businessName: p.companyName,
    email: p.emailAddress,
    description: p.description,
    address: p.companyAddress ?? "",
    city: p.city ?? "",
    specialties: specialties.map((s) => s.specialty) as DecoratorForm["specialties"],
    eventTypes: eventTypes.map((e) => e.eventType) as DecoratorForm["eventTypes"],
    businessAddress: parts.businessAddress,
    contactDetails: parts.contactDetails,
    serviceAreas: parts.areas.length ? { areas: parts.areas } : undefined,
    packages: packages.length
      ? packages.map((x) => ({ packageName: x.packageName, price: x.price, includes: x.includes }))
      : undefined,
  };
}
