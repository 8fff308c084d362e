import { municipalityLabel, placeSlug } from "@bihe/shared";
import { readLocationFile } from "../../db/reference/load";

/** A district or province as a place page knows it (from the shipped reference data, which never changes at run time). */
export type Place = {
  kind: "district" | "province";
  id: number;
  name: string;
  nameNe: string;
  slug: string;
  province: { id: number; name: string; slug: string } | null;
};

type Index = {
  bySlug: Map<string, Place>;
  districts: Map<number, Place>;
  provinces: Map<number, Place>;
  /** Local levels by id, for a listing filtered to one ("Pokhara Metropolitan City, Kaski"). */
  municipalities: Map<number, { name: string; district: string }>;
};
let index: Index | undefined;

function build(): Index {
  const bySlug = new Map<string, Place>();
  const districts = new Map<number, Place>();
  const provinces = new Map<number, Place>();
  const municipalities = new Map<number, { name: string; district: string }>();
  for (const p of readLocationFile().provinces) {
    const province: Place = {
      kind: "province",
      id: p.id,
      name: p.name,
      nameNe: p.nameNe,
      slug: placeSlug(p.name),
      province: null,
    };
    provinces.set(p.id, province);
    bySlug.set(province.slug, province);
    for (const d of p.districts) {
      const parent = { id: p.id, name: p.name, slug: province.slug };
      const district: Place = {
        kind: "district",
        id: d.id,
        name: d.name,
        nameNe: d.nameNe,
        slug: placeSlug(d.name),
        province: parent,
      };
      districts.set(d.id, district);
      // No district is named like a province (a test holds this), so one address space serves both.
      bySlug.set(district.slug, district);
      for (const m of d.municipalities) municipalities.set(m.id, { name: municipalityLabel(m), district: d.name });
    }
  }
  return { bySlug, districts, provinces, municipalities };
}

export const places = (): Index => (index ??= build());

/** The place of a `/photographers/in/<slug>` address, or null (an unknown place is a 404). */
export function placeBySlug(slug: string): Place | null {
  return places().bySlug.get(slug.toLowerCase()) ?? null;
}
