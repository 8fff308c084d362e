import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** One auspicious wedding date (saait) as pickers and calendars mark it; `sample` for the demo's list. */
export type SaaitDay = { day: string; note: string | null; sample: boolean };

/** The saait dates from `fromAd` to `toAd` (inclusive), in date order. */
export async function saaitDaysBetween(db: DbOrTx, fromAd: string, toAd: string): Promise<SaaitDay[]> {
  const { rows } = await db.execute<{ day: string; note: string | null; sample: boolean }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, note, sample from saait_dates
    where day between ${fromAd}::date and ${toAd}::date order by day`);
  return rows.map((r) => ({ day: r.day, note: r.note, sample: r.sample }));
}
