import { reviewUrlFor, todayAdInNepal } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/outbox";
import { notify } from "../notifications/notify";
import { getSettings } from "../system/settings";

/** Bookings invited per transaction: the sweep runs every minute, so a backlog goes out over a few runs. */
const BATCH = 100;

/**
 * Invites the couple of every booking whose last event day is over (before today, Nepal time) to review the
 * vendor, once (docs/decisions/0019, 0032): the claim is `bookings.review_invited_at`, set by one UPDATE that
 * only takes rows where it is still null, so two instances sweeping at once invite each couple once. A couple
 * with an account gets a notification (emailed as its preferences say) opening the review page; a walk-in
 * client, who has no account, gets an email at the address the vendor gave for its private link. Runs on the
 * notifications' ticker; returns how many bookings it claimed.
 */
export async function inviteReviewers(db: Db, mailer: Mailer, opts: { baseUrl: string; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const siteName = (await getSettings(db)).siteName;
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      update bookings b set review_invited_at = ${now.toISOString()}::timestamptz
      from vendor_profiles v
      where v.id = b.vendor_id and b.id in (
        select id from bookings
        where review_invited_at is null and status = 'confirmed' and last_event_date < ${todayAdInNepal(now)}::date
        order by last_event_date limit ${BATCH} for update skip locked)
        and b.review_invited_at is null
      returning b.vendor_id as "vendorId", b.customer_id as "customerId", v.company_name as "vendorName",
        (select t.client_email from lead_threads t where t.lead_id = b.lead_id) as "clientEmail"`);
    const rows = claimed.rows as {
      vendorId: string;
      customerId: string | null;
      vendorName: string;
      clientEmail: string | null;
    }[];
    for (const row of rows) {
      const link = `/review/${row.vendorId}`;
      if (row.customerId) {
        await notify(tx, {
          kind: "review_invitation",
          userId: row.customerId,
          data: { vendorName: row.vendorName },
          link,
        });
      } else if (row.clientEmail) {
        await mailer.queueIn(tx, {
          to: row.clientEmail,
          ...walkInInvitation(row.vendorName, reviewUrlFor(opts.baseUrl, row.vendorId), siteName),
        });
      }
    }
    return rows.length;
  });
}

/** A walk-in client's invitation: no account and so no language chosen, both languages in one email. */
function walkInInvitation(vendorName: string, url: string, siteName: string): { subject: string; body: string } {
  return {
    subject: `${siteName}: How was ${vendorName}? / ${vendorName} कस्तो लाग्यो?`,
    body: [
      `How was ${vendorName}? Please write a short review: it helps other couples choose.`,
      `${vendorName} कस्तो लाग्यो? कृपया छोटो समीक्षा लेख्नुहोस्: यसले अरू जोडीलाई छान्न मद्दत गर्छ।`,
      url,
      `— ${siteName}`,
    ].join("\n\n"),
  };
}
