import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { noticeNewlyFullDates } from "./notices";

/**
 * Rewrites the vendor's full dates (vendor_full_dates: blocked, or as many Won leads with an event
 * on the date as the capacity) from its blocks and Won leads. Called inside the transaction of
 * every write that changes them, after lockVendorCalendar. A vendor's Won dates are at most a few
 * hundred rows, so rewriting them all is simpler than patching and costs well under a millisecond.
 * Returns the dates that became full with this write, whose vendor and saving couples are told (notices.ts).
 */
export async function refreshFullDates(tx: Tx, vendorId: string, capacity: number): Promise<string[]> {
  const { rows } = await tx.execute<{ day: string }>(sql`
    with now_full as (
      select day from vendor_date_blocks where vendor_id = ${vendorId}
      union
      select e.event_date as day from leads l join lead_events e on e.lead_id = l.id
        where l.vendor_id = ${vendorId} and l.status = 'won' and e.event_date is not null
        group by e.event_date having count(distinct l.id) >= ${capacity}
    ),
    gone as (
      delete from vendor_full_dates f where f.vendor_id = ${vendorId}
        and not exists (select 1 from now_full n where n.day = f.day)
    ),
    added as (
      insert into vendor_full_dates (day, vendor_id) select day, ${vendorId} from now_full
        on conflict do nothing returning day
    )
    select to_char(day, 'YYYY-MM-DD') as day from added`);
  const added = rows.map((r) => r.day);
  await noticeNewlyFullDates(tx, vendorId, added);
  return added;
}
