import { type SQL, sql } from "drizzle-orm";

/**
 * A review's origin, its public label (docs/decisions/0019), for rows aliased `rv`: 'booked' when it is tied
 * to a completed booking, 'contacted' when the reviewer's account (the one that wrote it, or the customer
 * account with its confirmed email) unlocked this vendor, else null. Worked out when read, so an unlock
 * after the review counts.
 */
export const reviewOriginSql = sql.raw(`(case
  when rv.booking_id is not null then 'booked'
  when exists (select 1 from contact_unlocks cu where cu.vendor_id = rv.vendor_id and (cu.customer_id = rv.customer_id
    or cu.customer_id in (select u.id from users u where u.email = rv.identity_email))) then 'contacted'
  end)`);

/**
 * The reviewer's completed booking of this vendor that no review is tied to yet (the oldest), or no row:
 * a confirmed booking of the customer account whose last event day is before `today` (AD, Nepal time).
 */
export function completedBookingSql(vendorId: string, customerId: string, today: string): SQL {
  return sql`select b.id from bookings b
    where b.vendor_id = ${vendorId} and b.customer_id = ${customerId} and b.status = 'confirmed'
      and b.last_event_date < ${today}::date
      and not exists (select 1 from vendor_reviews r where r.booking_id = b.id)
    order by b.last_event_date, b.id limit 1`;
}

/** The review's reply as JSON with an ISO date (null without one), for rows aliased `rv`. */
export const reviewReplySql = sql.raw(`(select json_build_object('text', rr.text,
  'createdAt', to_char(rr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from review_replies rr where rr.review_id = rv.id)`);
