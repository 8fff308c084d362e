import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";

/** A date a lead would take beyond the vendor's capacity: the weddings already on it, or a block. */
export type OverbookedDate = { day: string; weddings: number; blocked: boolean };

/**
 * The dates of a lead's events on which making it Won would go beyond the capacity (the other Won
 * leads already fill it) or that the vendor blocked, in date order. Call after lockVendorCalendar, in
 * the same transaction, so no other write books those dates in between.
 */
export async function overbookedDates(
  tx: Tx,
  vendorId: string,
  leadId: string,
  capacity: number,
): Promise<OverbookedDate[]> {
  const { rows } = await tx.execute<{ day: string; weddings: number; blocked: boolean }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      (select count(distinct l.id)::int from leads l join lead_events e on e.lead_id = l.id
        where l.vendor_id = ${vendorId} and l.status = 'won' and l.id <> ${leadId} and e.event_date = d.day) as weddings,
      exists (select 1 from vendor_date_blocks b where b.vendor_id = ${vendorId} and b.day = d.day) as blocked
    from (select distinct event_date as day from lead_events where lead_id = ${leadId} and event_date is not null) d
    order by d.day`);
  return rows
    .map((r) => ({ day: r.day, weddings: Number(r.weddings), blocked: r.blocked }))
    .filter((r) => r.blocked || r.weddings + 1 > capacity);
}
