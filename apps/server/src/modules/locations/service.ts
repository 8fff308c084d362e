import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { AreaDto, DistrictLocalLevels, LocationRegions } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { readLocationFile } from "../../db/reference/load";
import { recordAudit } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import {
  type AreaRow,
  countPendingBy,
  findAreaByName,
  findMunicipalityRow,
  insertArea,
  loadLocationTree,
  setAreaStatus,
  toAreaDto,
} from "./queries";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The serialised tree with its ETag and compressed forms, built once per process (the data changes only with a deploy). */
export type TreeAnswer = { json: Buffer; etag: string; br: Buffer; gzip: Buffer; buildMs: number };

export async function buildTreeAnswer(db: DbOrTx): Promise<TreeAnswer> {
  const started = performance.now();
  const tree = await loadLocationTree(db);
  const json = Buffer.from(JSON.stringify(tree));
  const etag = `"loc-${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`;
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    gzip(json, { level: 9 }),
  ]);
  return { json, etag, br, gzip: gz, buildMs: Math.round(performance.now() - started) };
}

let regions: LocationRegions | undefined;

/**
 * Provinces and their districts, in the tree's order (provinces by id, districts by name), made
 * once from the shipped reference data the database is loaded from (it changes only with a deploy).
 */
export function locationRegions(): LocationRegions {
  regions ??= {
    provinces: readLocationFile().provinces.map((p) => ({
      id: p.id,
      name: p.name,
      nameNe: p.nameNe,
      districts: p.districts.map((d) => ({ id: d.id, name: d.name, nameNe: d.nameNe })).sort(byName),
    })),
  };
  return regions;
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name) || a.id - b.id;

let localLevels: { byDistrict: Map<number, DistrictLocalLevels>; districtOf: Map<number, number> } | undefined;

/**
 * The local levels of one district (by its id, or by one of its local levels' ids), in the tree's order (by name),
 * or null when there is no such place. One object per district for the process's lifetime, like the regions.
 */
export function districtLocalLevels(query: { district?: number; municipality?: number }): DistrictLocalLevels | null {
  if (!localLevels) {
    const byDistrict = new Map<number, DistrictLocalLevels>();
    const districtOf = new Map<number, number>();
    for (const p of readLocationFile().provinces)
      for (const d of p.districts) {
        const municipalities = d.municipalities
          .map(({ id, name, nameNe, type, wards }) => ({ id, name, nameNe, type, wards }))
          .sort(byName);
        byDistrict.set(d.id, { provinceId: p.id, districtId: d.id, municipalities });
        for (const m of municipalities) districtOf.set(m.id, d.id);
      }
    localLevels = { byDistrict, districtOf };
  }
  const district = query.district ?? localLevels.districtOf.get(query.municipality ?? 0);
  return (district != null && localLevels.byDistrict.get(district)) || null;
}

/** Checks the ward exists in that local level; 400 with field messages otherwise. */
export async function assertWard(db: DbOrTx, municipalityId: number, ward: number): Promise<void> {
  const m = await findMunicipalityRow(db, municipalityId);
  if (!m) throw badRequest("Please choose a municipality", { municipalityId: "Please choose a municipality" });
  if (ward > m.wards) {
    const message = `Ward must be between 1 and ${m.wards}`;
    throw badRequest(message, { ward: message });
  }
}

/** A vendor may have this many custom areas waiting for review at once. */
export const MAX_PENDING_AREAS_PER_USER = 20;

/**
 * Proposes a custom area: pending with its proposer. The same name (any case) in the same ward
 * answers the existing area instead of a duplicate; a name the admin team rejected is refused.
 */
export async function proposeArea(
  db: DbOrTx,
  callerId: string,
  input: { municipalityId: number; ward: number; name: string },
): Promise<{ area: AreaDto; created: boolean }> {
  return db.transaction(async (tx) => {
    await assertWard(tx, input.municipalityId, input.ward);
    const existing = await findAreaByName(tx, input.municipalityId, input.ward, input.name);
    if (existing) {
      if (existing.status === "rejected") {
        const message =
          "This area was reviewed and not accepted. Please choose it from the list or enter another name.";
        throw badRequest(message, { name: message });
      }
      return { area: toAreaDto(existing, callerId), created: false };
    }
    if ((await countPendingBy(tx, callerId)) >= MAX_PENDING_AREAS_PER_USER) {
      throw badRequest("You already have many custom areas waiting for review. Please wait for the admin team.");
    }
    const inserted = await insertArea(tx, { ...input, createdBy: callerId });
    // A concurrent proposal of the same name won the race: answer that one.
    const row = inserted ?? (await findAreaByName(tx, input.municipalityId, input.ward, input.name));
    if (!row) throw badRequest("The area could not be saved. Please try again.");
    return { area: toAreaDto(row, callerId), created: inserted !== null };
  });
}

/**
 * An admin approves or rejects a custom area: the status change and its audit entry (who,
 * when, status before and after) in ONE transaction. Null for an unknown area.
 */
export async function reviewArea(
  db: DbOrTx,
  id: number,
  status: "approved" | "rejected",
  reviewerId: string,
): Promise<AreaRow | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select status from areas where id = ${id} for update`);
    const current = result.rows[0] as { status: string } | undefined;
    if (!current) return null;
    const row = await setAreaStatus(tx, id, status, reviewerId);
    await recordAudit(tx, {
      actorId: reviewerId,
      action: "area.status",
      entityType: "area",
      entityId: String(id),
      before: { status: current.status },
      after: { status },
    });
    return row;
  });
}
