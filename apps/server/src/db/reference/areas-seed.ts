import type { Db } from "../client";
import { areas } from "../schema";

/**
 * Well-known areas (toles) of the valley, seeded as approved. Only areas whose ward we are sure of
 * (current 2017 ward numbering); a missing area is better than a wrong one. Vendors add the rest as
 * custom areas, which the admin team approves.
 */
export const WELL_KNOWN_AREAS: readonly { municipalityId: number; ward: number; name: string }[] = [
  // Kathmandu Metropolitan City (307)
  { municipalityId: 307, ward: 1, name: "Naxal" },
  { municipalityId: 307, ward: 2, name: "Lazimpat" },
  { municipalityId: 307, ward: 3, name: "Maharajgunj" },
  { municipalityId: 307, ward: 4, name: "Baluwatar" },
  { municipalityId: 307, ward: 6, name: "Boudha" },
  { municipalityId: 307, ward: 7, name: "Chabahil" },
  { municipalityId: 307, ward: 9, name: "Sinamangal" },
  { municipalityId: 307, ward: 10, name: "New Baneshwor" },
  { municipalityId: 307, ward: 11, name: "Thapathali" },
  { municipalityId: 307, ward: 13, name: "Kalimati" },
  { municipalityId: 307, ward: 14, name: "Kuleshwor" },
  { municipalityId: 307, ward: 15, name: "Swayambhu" },
  { municipalityId: 307, ward: 16, name: "Balaju" },
  { municipalityId: 307, ward: 26, name: "Thamel" },
  { municipalityId: 307, ward: 28, name: "Bagbazar" },
  { municipalityId: 307, ward: 29, name: "Anamnagar" },
  { municipalityId: 307, ward: 32, name: "Koteshwor" },
  // Lalitpur Metropolitan City (331)
  { municipalityId: 331, ward: 2, name: "Sanepa" },
  { municipalityId: 331, ward: 3, name: "Pulchowk" },
  { municipalityId: 331, ward: 28, name: "Harisiddhi" },
];

/** Inserts the well-known areas once; existing rows (even ones an admin rejected later) are left alone. */
export async function seedWellKnownAreas(db: Db): Promise<void> {
  await db
    .insert(areas)
    .values(WELL_KNOWN_AREAS.map((a) => ({ ...a, status: "approved" as const })))
    .onConflictDoNothing();
}
