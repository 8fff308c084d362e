import { type LocationTextInput, locationText } from "@bihe/shared";
import { readLocationFile } from "../../db/reference/load";

/**
 * A vendor's place line in both languages (place names in the reader's language: docs/decisions/0026). The
 * English line is spec 000's ('tole, municipality, district, province'; else the first service-area
 * district; else 'Unknown'); the Nepali one is the same line with the reference data's Nepali names of
 * the local level, district and province, and the tole as the vendor wrote it. The web app has the
 * Nepali names of provinces and districts but not of the 753 local levels (too much to download on
 * every page), so the server sends both lines and the page shows the reader's.
 */
export function placeTexts(input: LocationTextInput): { locationText: string; locationTextNe: string } {
  const names = nepaliNames();
  const district = input.district?.trim();
  const municipality = input.municipality?.trim();
  const ne = (map: Map<string, string>, name: string | null | undefined) => (name ? (map.get(name) ?? name) : name);
  return {
    locationText: locationText(input),
    locationTextNe: locationText({
      tole: input.tole,
      municipality: municipality ? (localLevelNe(district, municipality) ?? municipality) : null,
      district: ne(names.districts, district),
      province: ne(names.provinces, input.province?.trim()),
      serviceAreaDistricts: input.serviceAreaDistricts?.map((d) => ne(names.districts, d?.trim())),
    }),
  };
}

/** A local level's Nepali name (by its district's and its own English names), or null when unknown. */
export function localLevelNe(
  district: string | null | undefined,
  municipality: string | null | undefined,
): string | null {
  if (!municipality?.trim()) return null;
  return nepaliNames().localLevels.get(localLevelKey(district?.trim(), municipality.trim())) ?? null;
}

type NepaliNames = { provinces: Map<string, string>; districts: Map<string, string>; localLevels: Map<string, string> };
let names: NepaliNames | undefined;

/** A local level's name is unique within its district, not across the country (Madi of Chitwan is माडी, of Kaski मादी). */
const localLevelKey = (district: string | undefined, municipality: string) => `${district ?? ""}\u0000${municipality}`;

/** English name -> Nepali name, made once from the shipped reference data the database is loaded from. */
function nepaliNames(): NepaliNames {
  if (names) return names;
  const built: NepaliNames = { provinces: new Map(), districts: new Map(), localLevels: new Map() };
  for (const p of readLocationFile().provinces) {
    built.provinces.set(p.name, p.nameNe);
    for (const d of p.districts) {
      built.districts.set(d.name, d.nameNe);
      for (const m of d.municipalities) built.localLevels.set(localLevelKey(d.name, m.name), m.nameNe);
    }
  }
  names = built;
  return names;
}
