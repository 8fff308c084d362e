import { type SQL, sql } from "drizzle-orm";

/**
 * 'Verified inquiry' (docs/decisions/0019): the review's identity (its confirmed email) contacted this vendor
 * through Bihe, as a verified unlock (contact_unlocks of the customer account with that email, or an
 * inquiry carrying that verified email), or is one of the vendor's leads (the number of the
 * customer account with that email). Worked out when read, so an unlock after the review counts.
 * `vendorId` and `email` are SQL expressions of the row being read.
 */
export function verifiedInquirySql(vendorId: SQL, email: SQL): SQL {
  return sql`(${email} is not null and (
    exists (select 1 from customer_inquiries ci where ci.vendor_id = ${vendorId} and lower(ci.customer_email) = ${email})
    or exists (select 1 from users u join contact_unlocks cu on cu.customer_id = u.id
      where u.email = ${email} and cu.vendor_id = ${vendorId})
    or exists (select 1 from users u join customer_profiles cp on cp.user_id = u.id
      join leads l on l.vendor_id = ${vendorId} and right(regexp_replace(l.number, '[^0-9]', '', 'g'), 10) = cp.phone
      where u.email = ${email})
  ))`;
}

/** The badge of the review row aliased `rv`. */
export const reviewVerifiedSql = verifiedInquirySql(sql.raw("rv.vendor_id"), sql.raw("rv.identity_email"));

/** The review's reply as JSON with an ISO date (null without one), for rows aliased `rv`. */
export const reviewReplySql = sql.raw(`(select json_build_object('text', rr.text,
  'createdAt', to_char(rr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from review_replies rr where rr.review_id = rv.id)`);
