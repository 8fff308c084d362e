import {
  DAY_COUNT_CAP,
  DAY_LIST_MAX,
  DAY_WEEK_DAYS,
  type InstallmentInput,
  installmentBalances,
  todayAdInNepal,
  type VendorDay,
} from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

const iso = (v: string | Date) => new Date(v).toISOString();
const day = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/** `inner` (rows in the order to show) counted up to the cap, the first few kept: one statement per list. */
async function capped<T>(db: DbOrTx, inner: SQL): Promise<{ rows: T[]; total: number }> {
  const result = await db.execute(sql`
    select x.*, count(*) over ()::int as "total$"
    from (${inner} limit ${DAY_COUNT_CAP}) x
    limit ${DAY_LIST_MAX}`);
  const rows = result.rows as (T & { total$: number })[];
  return { rows, total: rows.length ? Number(rows[0].total$) : 0 };
}

function addDays(ad: string, days: number): string {
  const d = new Date(`${ad}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * What needs the vendor's action (docs/architecture.md, "The vendor's day"), read from the tables of the
 * conversations, quotations, bookings, leads and reviews, one query per list, each bounded.
 */
export async function vendorDay(db: DbOrTx, vendorId: string, now = new Date()): Promise<VendorDay> {
  const today = todayAdInNepal(now);
  const weekEnd = addDays(today, DAY_WEEK_DAYS - 1);

  const [messages, quotations, events, reviews, installments] = await Promise.all([
    capped<{ leadId: string; clientName: string; at: string | Date }>(
      db,
      sql`select t.lead_id as "leadId", l.name as "clientName", t.last_message_at as at
        from lead_threads t join leads l on l.id = t.lead_id
        where t.vendor_id = ${vendorId} and t.last_message_by = 'client' and t.last_message_at is not null
          and (t.vendor_read_at is null or t.vendor_read_at < t.last_message_at)
        order by t.last_message_at desc`,
    ),
    capped<{
      quotationId: string;
      leadId: string;
      clientName: string;
      version: number;
      total: number;
      validUntil: string | Date | null;
    }>(
      db,
      sql`select q.id as "quotationId", q.lead_id as "leadId", l.name as "clientName", q.version, q.total,
          q.valid_until as "validUntil"
        from quotations q join leads l on l.id = q.lead_id
        where q.vendor_id = ${vendorId} and q.status = 'sent'
          and (q.valid_until is null or q.valid_until >= ${today}::date)
        order by q.sent_at asc nulls last, q.id`,
    ),
    capped<{
      leadId: string;
      clientName: string;
      eventName: string;
      eventDate: string | Date;
      startTime: string | null;
    }>(
      db,
      sql`select e.lead_id as "leadId", l.name as "clientName", e.event_name as "eventName",
          e.event_date as "eventDate", e.start_time as "startTime"
        from lead_events e join leads l on l.id = e.lead_id
        where l.vendor_id = ${vendorId} and l.status = 'won'
          and e.event_date between ${today}::date and ${weekEnd}::date
        order by e.event_date, e.start_time nulls last, e.id`,
    ),
    capped<{ reviewId: string; reviewerName: string; rating: number; createdAt: string | Date }>(
      db,
      sql`select rv.id as "reviewId", rv.reviewer_name as "reviewerName", rv.rating, rv.created_at as "createdAt"
        from vendor_reviews rv
        where rv.vendor_id = ${vendorId} and rv.status = 'published'
          and not exists (select 1 from review_replies rr where rr.review_id = rv.id)
        order by rv.created_at desc, rv.id`,
    ),
    installmentsDue(db, vendorId, today, weekEnd),
  ]);

  return {
    today,
    messages: {
      total: messages.total,
      items: messages.rows.map((r) => ({ ...pick(r, "leadId", "clientName"), at: iso(r.at) })),
    },
    quotations: {
      total: quotations.total,
      items: quotations.rows.map((r) => ({
        ...pick(r, "quotationId", "leadId", "clientName"),
        version: Number(r.version),
        total: Number(r.total),
        validUntil: r.validUntil ? day(r.validUntil) : null,
      })),
    },
    installments,
    events: {
      total: events.total,
      items: events.rows.map((r) => ({
        ...pick(r, "leadId", "clientName", "eventName"),
        eventDate: day(r.eventDate),
        startTime: r.startTime ?? null,
      })),
    },
    reviews: {
      total: reviews.total,
      items: reviews.rows.map((r) => ({
        ...pick(r, "reviewId", "reviewerName"),
        rating: Number(r.rating),
        createdAt: iso(r.createdAt),
      })),
    },
  };
}

function pick<T, K extends keyof T>(row: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/**
 * Installments with money left that are due by the week's end (overdue ones included): the confirmed bookings
 * not fully paid whose accepted schedule has such a date (an installment without one is due on the first
 * event's day), in one query; what each installment still lacks is the shared rule's (payments fill them in
 * order).
 */
async function installmentsDue(
  db: DbOrTx,
  vendorId: string,
  today: string,
  weekEnd: string,
): Promise<VendorDay["installments"]> {
  const result = await db.execute(sql`
    select b.id as "bookingId", b.lead_id as "leadId", l.name as "clientName", q.schedule, x.paid, x.first_day as "firstDay"
    from bookings b
      join leads l on l.id = b.lead_id
      join quotations q on q.id = b.quotation_id
      cross join lateral (select
        (select coalesce(sum(p.amount), 0)::int from booking_payments p where p.booking_id = b.id) as paid,
        (select min(e.event_date) from lead_events e where e.lead_id = b.lead_id) as first_day) x
    where b.vendor_id = ${vendorId} and b.status = 'confirmed' and x.paid < b.total
      and exists (select 1 from jsonb_array_elements(q.schedule) s
        where coalesce((s->>'dueDate')::date, x.first_day) <= ${weekEnd}::date)
    order by b.created_at, b.id
    limit ${DAY_COUNT_CAP}`);
  const rows = result.rows as {
    bookingId: string;
    leadId: string;
    clientName: string;
    schedule: InstallmentInput[] | string;
    paid: number;
    firstDay: string | Date | null;
  }[];
  const items: VendorDay["installments"]["items"] = [];
  for (const row of rows) {
    const schedule = typeof row.schedule === "string" ? (JSON.parse(row.schedule) as InstallmentInput[]) : row.schedule;
    const firstDay = row.firstDay ? day(row.firstDay) : null;
    for (const balance of installmentBalances(schedule, Number(row.paid), today, firstDay)) {
      const due = balance.dueDate ?? firstDay;
      if (balance.left <= 0 || !due || due > weekEnd) continue;
      items.push({
        bookingId: row.bookingId,
        leadId: row.leadId,
        clientName: row.clientName,
        label: balance.label,
        left: balance.left,
        dueDate: due,
        overdue: due < today,
      });
    }
  }
  items.sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
  return { total: Math.min(items.length, DAY_COUNT_CAP), items: items.slice(0, DAY_LIST_MAX) };
}
