import type { PlaceNames } from "@bihe/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { districts, municipalities, provinces } from "../../../db/schema";

/** The names of the places a diff mentions by id (at most three small indexed lookups). */
export async function placeNames(
  db: DbOrTx,
  ids: { province: number[]; district: number[]; municipality: number[] },
): Promise<PlaceNames> {
  // One query at a time: `db` may be a transaction (one connection).
  const lookup = async (table: typeof provinces | typeof districts | typeof municipalities, list: number[]) =>
    list.length
      ? new Map(
          (await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, list))).map((r) => [
            r.id,
            r.name,
          ]),
        )
      : new Map<number, string>();
  return {
    province: await lookup(provinces, ids.province),
    district: await lookup(districts, ids.district),
    municipality: await lookup(municipalities, ids.municipality),
  };
}
