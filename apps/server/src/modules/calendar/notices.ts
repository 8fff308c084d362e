import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { notify } from "../notifications/notify";

/**
 * Who hears of dates that just became full (refreshFullDates calls this with the dates it added, in
 * the same transaction, so a rolled-back write tells nobody):
 * - the vendor, for each date a Won lead filled in THIS transaction (a lead_history row moving a lead
 *   of the vendor with an event on the date to Won, written at the transaction's now()). A date the
 *   vendor blocked, or a capacity it lowered itself, tells the vendor nothing: it did it;
 * - each couple who saved (shortlisted) the vendor and has that date as its wedding date in its
 *   profile, whatever filled it: the vendor is no longer free on the couple's date.
 */
export async function noticeNewlyFullDates(tx: Tx, vendorId: string, days: readonly string[]): Promise<void> {
  if (!days.length) return;
  const list = sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  const won = await tx.execute<{ day: string; client: string }>(sql`
    select distinct on (e.event_date) to_char(e.event_date, 'YYYY-MM-DD') as day, l.name as client
    from lead_events e
    join leads l on l.id = e.lead_id
    join lead_history h on h.lead_id = l.id and h.to_status = 'won' and h.created_at = now()
    where l.vendor_id = ${vendorId} and l.status = 'won' and e.event_date in (${list})
      and not exists (select 1 from vendor_date_blocks b where b.vendor_id = l.vendor_id and b.day = e.event_date)
    order by e.event_date, h.id desc`);
  for (const r of won.rows) {
    await notify(tx, { kind: "date_filled", vendorId, data: { eventDate: r.day, clientName: r.client } });
  }

  const couples = await tx.execute<{ customerId: string; day: string; vendorName: string }>(sql`
    select s.customer_id as "customerId", to_char(p.wedding_date, 'YYYY-MM-DD') as day,
      v.company_name as "vendorName"
    from shortlist s
    join customer_profiles p on p.user_id = s.customer_id
    join vendor_profiles v on v.id = s.vendor_id
    where s.vendor_id = ${vendorId} and p.wedding_date in (${list})`);
  for (const c of couples.rows) {
    await notify(tx, {
      kind: "saved_vendor_booked",
      userId: c.customerId,
      data: { vendorName: c.vendorName, eventDate: c.day },
      link: `/vendor/${vendorId}`,
    });
  }
}
