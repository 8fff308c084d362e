import fs from "node:fs";
import path from "node:path";
import { EVENT_CATALOGUE, type MunicipalityType } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { districts, eventCatalogue, municipalities, provinces } from "../schema";
import { seedWellKnownAreas } from "./areas-seed";

type LocationFile = {
  provinces: {
    id: number;
    name: string;
    nameNe: string;
    districts: {
      id: number;
      name: string;
      nameNe: string;
      municipalities: { id: number; name: string; nameNe: string; type: MunicipalityType; wards: number }[];
    }[];
  }[];
};

export function readLocationFile(): LocationFile {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "nepal-locations.json"), "utf8"));
}

const excluded = (...cols: string[]) =>
  Object.fromEntries(cols.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}`)]));

/** Loads locations and the event catalogue; safe to run at every start. */
export async function loadReferenceData(db: Db): Promise<void> {
  const file = readLocationFile();
  const provinceRows = file.provinces.map(({ id, name, nameNe }) => ({ id, name, nameNe }));
  const districtRows = file.provinces.flatMap((p) =>
    p.districts.map(({ id, name, nameNe }) => ({ id, provinceId: p.id, name, nameNe })),
  );
  const municipalityRows = file.provinces.flatMap((p) =>
    p.districts.flatMap((d) => d.municipalities.map((m) => ({ ...m, districtId: d.id }))),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(provinceRows)
      .onConflictDoUpdate({ target: provinces.id, set: excluded("name", "nameNe") });
    await tx
      .insert(districts)
      .values(districtRows)
      .onConflictDoUpdate({ target: districts.id, set: excluded("provinceId", "name", "nameNe") });
    await tx
      .insert(municipalities)
      .values(municipalityRows)
      .onConflictDoUpdate({
        target: municipalities.id,
        set: excluded("districtId", "name", "nameNe", "type", "wards"),
      });
    await tx
      .insert(eventCatalogue)
      .values(
        EVENT_CATALOGUE.map((ev, i) => ({
          name: ev.name,
          category: ev.category,
          defaultPrice: ev.price,
          hours: ev.hours,
          photographers: ev.photographers,
          videographers: ev.videographers,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: eventCatalogue.name,
        set: excluded("category", "defaultPrice", "hours", "photographers", "videographers", "sortOrder"),
      });
  });
  await seedWellKnownAreas(db);
}
