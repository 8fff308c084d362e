import type { ChangeEntry, ChangeSection, PlaceNames } from "./vendor-changes";

/**
 * What an admin reviews when an approved banquet hall or decorator resubmits its form.
 * Both forms are read into this one snapshot (the server's typed change kinds do it), so the diff
 * below knows nothing of either form's field names and reads the same for both types.
 */
export type TypedSnapshot = {
  name: string;
  email: string;
  description: string;
  address: {
    provinceId: number | null;
    districtId: number | null;
    municipalityId: number | null;
    ward: number | null;
    areaName: string;
    toleStreet: string;
    /** The map as the vendor gave it (a pin as 'lat, lng', or the embed). */
    map: string;
  };
  contacts: { name: string; mobile: string; whatsapp: string }[];
  /** Districts a decorator serves (a hall is based at its address: none). */
  serviceAreas: number[];
  /** A hall's packages (capacity and price per plate) or a decorator's (capacity null, price). */
  packages: { packageName: string; capacity: number | null; price: number | null; includes: string }[];
  /** A hall's facilities; Parking carries its spaces. */
  facilities: { name: string; quantity: number | null }[];
  specialties: string[];
  eventTypes: string[];
};

/** The place ids snapshots mention (to look their names up in one query each). */
export function typedPlaceIds(...snapshots: TypedSnapshot[]) {
  const ids = { province: new Set<number>(), district: new Set<number>(), municipality: new Set<number>() };
  for (const s of snapshots) {
    if (s.address.provinceId) ids.province.add(s.address.provinceId);
    if (s.address.districtId) ids.district.add(s.address.districtId);
    if (s.address.municipalityId) ids.municipality.add(s.address.municipalityId);
    for (const d of s.serviceAreas) ids.district.add(d);
  }
  return { province: [...ids.province], district: [...ids.district], municipality: [...ids.municipality] };
}

type Value = ChangeEntry["before"];
const norm = (v: unknown): Value => {
  if (v === undefined || v === null) return null;
  if (typeof v === "string") return v.trim() === "" ? null : v.trim();
  if (typeof v === "number" || typeof v === "boolean") return v;
  return JSON.stringify(v);
};
const key = (s: string) => s.trim().toLowerCase();

/**
 * Every field that differs, in the order of the admin's edit dialog: details, place, contacts,
 * service areas, packages (matched by name, so a changed price is one line and an added package
 * its own lines), facilities, specialties, event types (one row per item: offered yes/no).
 */
export function diffTypedSnapshots(before: TypedSnapshot, after: TypedSnapshot, names: PlaceNames): ChangeEntry[] {
  const out: ChangeEntry[] = [];
  const add = (
    step: ChangeSection,
    field: string,
    item: string | null,
    kind: ChangeEntry["kind"],
    b: unknown,
    a: unknown,
  ) => {
    const nb = norm(b);
    const na = norm(a);
    if (nb !== na) out.push({ step, field, item, kind, before: nb, after: na });
  };

  add("businessProfile", "companyName", null, "text", before.name, after.name);
  add("businessProfile", "emailAddress", null, "text", before.email, after.email);
  add("businessProfile", "description", null, "text", before.description, after.description);

  const place = (kind: keyof PlaceNames, id: number | null) =>
    id == null ? null : (names[kind].get(id) ?? String(id));
  const a0 = before.address;
  const a1 = after.address;
  add("businessAddress", "province", null, "text", place("province", a0.provinceId), place("province", a1.provinceId));
  add("businessAddress", "district", null, "text", place("district", a0.districtId), place("district", a1.districtId));
  add(
    "businessAddress",
    "municipality",
    null,
    "text",
    place("municipality", a0.municipalityId),
    place("municipality", a1.municipalityId),
  );
  add("businessAddress", "ward", null, "number", a0.ward, a1.ward);
  add("businessAddress", "area", null, "text", a0.areaName, a1.areaName);
  add("businessAddress", "toleStreet", null, "text", a0.toleStreet, a1.toleStreet);
  add("businessAddress", "map", null, "text", a0.map, a1.map);

  const persons = Math.max(before.contacts.length, after.contacts.length);
  for (let i = 0; i < persons; i++) {
    const c0 = before.contacts[i];
    const c1 = after.contacts[i];
    for (const k of ["name", "mobile", "whatsapp"] as const)
      add("contactDetails", k, `contactPerson:${i + 1}`, "text", c0?.[k], c1?.[k]);
  }

  const districts = (s: TypedSnapshot) => s.serviceAreas.map((d) => place("district", d)).join(", ");
  add("serviceAreas", "districts", null, "text", districts(before), districts(after));

  const packs0 = new Map(before.packages.map((p) => [key(p.packageName), p]));
  const packs1 = new Map(after.packages.map((p) => [key(p.packageName), p]));
  for (const k of new Set([...packs0.keys(), ...packs1.keys()])) {
    const p0 = packs0.get(k);
    const p1 = packs1.get(k);
    const item = p1?.packageName.trim() || p0?.packageName.trim() || k;
    add("packages", "capacity", item, "number", p0?.capacity, p1?.capacity);
    add("packages", "price", item, "money", p0?.price, p1?.price);
    add("packages", "includes", item, "text", p0?.includes, p1?.includes);
  }

  const facilities0 = new Map(before.facilities.map((f) => [f.name, f]));
  const facilities1 = new Map(after.facilities.map((f) => [f.name, f]));
  for (const name of new Set([...facilities0.keys(), ...facilities1.keys()])) {
    add("facilities", "offered", name, "yesno", facilities0.has(name), facilities1.has(name));
    add("facilities", "quantity", name, "number", facilities0.get(name)?.quantity, facilities1.get(name)?.quantity);
  }

  for (const [section, list0, list1] of [
    ["specialties", before.specialties, after.specialties],
    ["eventTypes", before.eventTypes, after.eventTypes],
  ] as const) {
    for (const name of new Set([...list0, ...list1]))
      add(section, "offered", name, "yesno", list0.includes(name), list1.includes(name));
  }
  return out;
}
