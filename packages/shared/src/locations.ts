/** Nepal's location tree (province > district > local level > ward > area) and place helpers. */
import { z } from "zod";

export const MUNICIPALITY_TYPES = [
  "Metropolitan City",
  "Sub-Metropolitan City",
  "Municipality",
  "Rural Municipality",
] as const;
export type MunicipalityType = (typeof MUNICIPALITY_TYPES)[number];

export const locationMunicipalitySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  type: z.enum(MUNICIPALITY_TYPES),
  wards: z.number(),
});
export type LocationMunicipality = z.infer<typeof locationMunicipalitySchema>;
export const locationDistrictSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  municipalities: z.array(locationMunicipalitySchema),
});
export type LocationDistrict = z.infer<typeof locationDistrictSchema>;
export const locationProvinceSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  districts: z.array(locationDistrictSchema),
});
export type LocationProvince = z.infer<typeof locationProvinceSchema>;
/** The answer of GET /api/locations. */
export const locationTreeSchema = z.object({ provinces: z.array(locationProvinceSchema) });
export type LocationTree = z.infer<typeof locationTreeSchema>;

export const AREA_STATUSES = ["pending", "approved", "rejected"] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];
/** An area (tole) of a ward, as answered by GET /api/areas and POST /api/areas. */
export const areaDtoSchema = z.object({
  id: z.number(),
  municipalityId: z.number(),
  ward: z.number(),
  name: z.string(),
  status: z.enum(AREA_STATUSES),
  /** True when the caller proposed it. */
  mine: z.boolean(),
});
export type AreaDto = z.infer<typeof areaDtoSchema>;

/** "Kathmandu" + "Metropolitan City" -> "Kathmandu Metropolitan City". */
export function municipalityLabel(m: { name: string; type: string }): string {
  return `${m.name} ${m.type}`;
}

/** Other spellings of district names people type (from nepal-locations.SOURCE.md). */
export const DISTRICT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Kavrepalanchok: ["Kabhrepalanchok", "Kavre", "Kabhre"],
  "Nawalparasi East": ["Nawalpur", "Nawalparasi", "Nawalparasi (Bardaghat Susta East)"],
  "Nawalparasi West": ["Parasi", "Nawalparasi", "Nawalparasi (Bardaghat Susta West)"],
  "Rukum East": ["Eastern Rukum", "Purbi Rukum"],
  "Rukum West": ["Western Rukum", "Paschim Rukum"],
  Chitwan: ["Chitawan"],
  Makwanpur: ["Makawanpur"],
  Tanahun: ["Tanahu"],
  Kapilvastu: ["Kapilbastu"],
  Dhanusha: ["Dhanusa"],
  Terhathum: ["Tehrathum"],
  Panchthar: ["Pachthar"],
  Ramechhap: ["Ramechap"],
  Achham: ["Acham"],
  Parbat: ["Parwat"],
};

export const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Koshi: ["Province 1", "Province No. 1"],
  Madhesh: ["Madhesh Pradesh", "Province 2"],
  Bagmati: ["Province 3"],
  Gandaki: ["Province 4"],
  Lumbini: ["Province 5"],
  Karnali: ["Province 6"],
  Sudurpashchim: ["Sudurpaschim", "Far-Western", "Far Western", "Province 7"],
};

/** Lower case, accents and punctuation removed, spaces collapsed away ("Kageshwari-Manohara" -> "kageshwarimanohara"). */
export function normalizePlace(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "");
}

/** True when the query (ignoring case, spaces and punctuation) occurs in the name or one of its aliases. */
export function matchesPlace(query: string, name: string, aliases: readonly string[] = []): boolean {
  const q = normalizePlace(query);
  if (!q) return true;
  return [name, ...aliases].some((candidate) => normalizePlace(candidate).includes(q));
}

/** Kathmandu Valley cities (spec 001 section 9); the lead rules (isValleyCity, valleyLabel) live in leads.ts. */
export const VALLEY_CITIES = ["Kathmandu", "Patan", "Lalitpur", "Bhaktapur", "Kirtipur"] as const;

export const LEAD_LOCATION_TYPES = ["bride_side", "groom_side", "event_venue"] as const;

export type LocationTextInput = {
  tole?: string | null;
  municipality?: string | null;
  district?: string | null;
  province?: string | null;
  /** District names of the vendor's service areas, in order. */
  serviceAreaDistricts?: readonly (string | null | undefined)[] | null;
};

/** Spec 000 section 9: 'tole, municipality, district, province'; else the first service-area district; else 'Unknown'. */
export function locationText(input: LocationTextInput): string {
  const parts = [input.tole, input.municipality, input.district, input.province]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  if (parts.length > 0) return parts.join(", ");
  const first = input.serviceAreaDistricts?.map((d) => d?.trim()).find(Boolean);
  return first || "Unknown";
}

/** Name lookups over a tree (ids of the picker -> names). */
export function findProvince(tree: LocationTree | undefined, id: number | null | undefined) {
  return id == null ? undefined : tree?.provinces.find((p) => p.id === id);
}

export function findDistrict(tree: LocationTree | undefined, id: number | null | undefined) {
  if (id == null || !tree) return undefined;
  for (const p of tree.provinces) {
    const d = p.districts.find((x) => x.id === id);
    if (d) return d;
  }
  return undefined;
}

export function findMunicipality(tree: LocationTree | undefined, id: number | null | undefined) {
  if (id == null || !tree) return undefined;
  for (const p of tree.provinces) {
    for (const d of p.districts) {
      const m = d.municipalities.find((x) => x.id === id);
      if (m) return m;
    }
  }
  return undefined;
}
