import { type DateState, type DayLoad, DEFAULT_CAPACITY, dateState } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** One date of a vendor's own calendar: its Won weddings, whether it is blocked and the block's note. */
export type VendorDay = DayLoad & { day: string; note: string | null };

/** A vendor's capacity (the default without a calendar row). */
export async function vendorCapacity(db: DbOrTx, vendorId: string): Promise<number> {
  const { rows } = await db.execute<{ capacity: number }>(
    sql`select capacity from vendor_calendars where vendor_id = ${vendorId}`,
  );
  return rows[0]?.capacity ?? DEFAULT_CAPACITY;
}

/**
 * The dates from `fromAd` to `toAd` (inclusive) on which something fills the vendor's calendar,
 * in ONE query: Won weddings per date (each lead once per date) and blocks with their notes.
 * Dates with nothing on them are left out (free).
 */
export async function vendorDays(db: DbOrTx, vendorId: string, fromAd: string, toAd: string): Promise<VendorDay[]> {
  const { rows } = await db.execute<{ day: string; weddings: number; blocked: boolean; note: string | null }>(sql`
    with won as (
      select e.event_date as day, count(distinct l.id)::int as weddings
      from leads l join lead_events e on e.lead_id = l.id
      where l.vendor_id = ${vendorId} and l.status = 'won'
        and e.event_date between ${fromAd}::date and ${toAd}::date
      group by e.event_date
    ),
    blocks as (
      select day, note from vendor_date_blocks
      where vendor_id = ${vendorId} and day between ${fromAd}::date and ${toAd}::date
    )
    select to_char(coalesce(w.day, b.day), 'YYYY-MM-DD') as day, coalesce(w.weddings, 0) as weddings,
      b.day is not null as blocked, b.note
    from won w full join blocks b on b.day = w.day
    order by 1`);
  return rows.map((r) => ({ day: r.day, weddings: Number(r.weddings), blocked: r.blocked, note: r.note }));
}

/**
 * The public view of a vendor's dates from `fromAd` to `toAd`: only the dates that are not free,
 * with their state and nothing else (never why, never who).
 */
export async function publicDays(
  db: DbOrTx,
  vendorId: string,
  fromAd: string,
  toAd: string,
): Promise<{ day: string; state: DateState }[]> {
  const [capacity, days] = await Promise.all([vendorCapacity(db, vendorId), vendorDays(db, vendorId, fromAd, toAd)]);
  return days.map((d) => ({ day: d.day, state: dateState(d, capacity) })).filter((d) => d.state !== "free");
}

/** Each vendor's state on one date, in ONE query (the card dialog, compare, the shortlist). */
export async function statesOnDate(
  db: DbOrTx,
  vendorIds: readonly string[],
  ad: string,
): Promise<Map<string, DateState>> {
  const states = new Map<string, DateState>();
  if (vendorIds.length === 0) return states;
  const ids = sql.join(
    vendorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ id: string; capacity: number; weddings: number; blocked: boolean }>(sql`
    select v.id, coalesce(c.capacity, ${DEFAULT_CAPACITY})::int as capacity,
      (select count(distinct l.id)::int from leads l join lead_events e on e.lead_id = l.id
        where l.vendor_id = v.id and l.status = 'won' and e.event_date = ${ad}::date) as weddings,
      exists (select 1 from vendor_date_blocks b where b.vendor_id = v.id and b.day = ${ad}::date) as blocked
    from unnest(array[${ids}]) as v(id)
    left join vendor_calendars c on c.vendor_id = v.id`);
  for (const r of rows) {
    states.set(r.id, dateState({ weddings: Number(r.weddings), blocked: r.blocked }, Number(r.capacity)));
  }
  return states;
}
