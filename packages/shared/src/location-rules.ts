/**
 * Place helpers (labels, aliases, search matching, finding ids in the tree), apart from the location schemas
 * (locations.ts) so the public pages use them without loading zod.
 */
import type { LocationTree } from "./locations";

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

/** What locationText says when a vendor gave neither an address nor a service area (spec 000 section 9). */
export const UNKNOWN_LOCATION = "Unknown";

/** Spec 000 section 9: 'tole, municipality, district, province'; else the first service-area district; else 'Unknown'. */
export function locationText(input: LocationTextInput): string {
  const parts = [input.tole, input.municipality, input.district, input.province]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  if (parts.length > 0) return parts.join(", ");
  const first = input.serviceAreaDistricts?.map((d) => d?.trim()).find(Boolean);
  return first || UNKNOWN_LOCATION;
}

/** Provinces with districts: the whole tree or its regions alone (GET /api/locations/regions). */
type Regions = { provinces: { id: number; districts: { id: number }[] }[] };
type ProvinceOf<T extends Regions> = T["provinces"][number];

/** Name lookups over a tree (ids of the picker -> names). */
export function findProvince<T extends Regions>(tree: T | undefined, id: number | null | undefined) {
  return id == null ? undefined : (tree?.provinces.find((p) => p.id === id) as ProvinceOf<T> | undefined);
}

export function findDistrict<T extends Regions>(
  tree: T | undefined,
  id: number | null | undefined,
): ProvinceOf<T>["districts"][number] | undefined {
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

export const AREA_NAME_MAX = 80;

/** Trims and collapses inner whitespace: "  new   road " -> "new road". */
export const cleanAreaName = (value: string) => value.trim().replace(/\s+/g, " ");

/** Message shown after a vendor proposes a custom area. */
export const CUSTOM_AREA_REVIEW_NOTE =
  "Your custom area will be reviewed by the admin team. Once approved, it will be offered to other vendors in this ward.";
