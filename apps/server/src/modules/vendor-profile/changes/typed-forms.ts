import {
  type AdminTypedPackage,
  BANQUET_PACKAGE_NAME,
  type BanquetForm,
  type DecoratorForm,
  type TypedSnapshot,
  type VendorApplication,
  type VendorType,
} from "@bihe/shared";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { banquetPackages, decoratorPackages } from "../../../db/schema";

/**
 * What a change request of a banquet hall or decorator needs besides the forms' own reader and
 * writer (banquet-decorator/store.ts): the packages of either type (one reader and writer, which that
 * store uses too) and each form read into the diff's snapshot, parts included. The parts
 * are typed here on their own, in the wizard's shapes.
 */
type FormPackage = { packageName: string; capacity?: number | null; price: number; includes: string };
export type TypedParts = {
  businessAddress?: VendorApplication["businessAddress"];
  contactDetails?: VendorApplication["contactDetails"];
  serviceAreas?: VendorApplication["serviceAreas"];
  packages?: FormPackage[];
};
export const TYPED_PART_KEYS = ["businessAddress", "contactDetails", "serviceAreas", "packages"] as const;

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
