import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * Which of `days` (AD) the vendor has no room left on: blocked or full (vendor_full_dates, kept in
 * step with every write that books or frees a date). One index probe per date.
 */
export async function bookedAmong(db: DbOrTx, vendorId: string, days: readonly string[]): Promise<string[]> {
  if (!days.length) return [];
  const list = sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  const { rows } = await db.execute<{ day: string }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day from vendor_full_dates
    where vendor_id = ${vendorId} and day in (${list}) order by day`);
  return rows.map((r) => r.day);
}
