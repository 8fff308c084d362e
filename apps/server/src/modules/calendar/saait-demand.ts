import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** How many of the vendor's inquiries name each of these wedding dates (AD), in ONE query. */
export async function inquiriesOnDates(
  db: DbOrTx,
  vendorId: string,
  days: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (days.length === 0) return counts;
  const list = sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  const { rows } = await db.execute<{ day: string; n: number }>(sql`
    select to_char(wedding_date, 'YYYY-MM-DD') as day, count(*)::int as n from customer_inquiries
    where vendor_id = ${vendorId} and wedding_date in (${list}) group by wedding_date`);
  for (const r of rows) counts.set(r.day, Number(r.n));
  return counts;
}
