import {
  excerptOf,
  type OwnReview,
  REPLY_ALREADY,
  REVIEW_NOT_FOUND,
  REVIEW_OWN_BUSINESS,
  REVIEW_REQUIRED_MESSAGE,
  type ReportReason,
  type ReviewReply,
  type ReviewStatus,
  type SubmitReviewResponse,
  todayAdInNepal,
} from "@bihe/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { reviewReplies, reviewReports, users, vendorProfiles, vendorReviews } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import type { Services, Uses } from "../../lib/services";
import { notify } from "../notifications/notify";
import { notifyReviewPublished } from "../notifications/review-notice";
import { getSettings } from "../system/settings";
import { completedBookingSql, reviewOriginSql, reviewReplySql } from "./badge";
import { replyEmail } from "./reply-email";
import { approvedVendor } from "./vendor";

/** Who wrote a review: a confirmed email (lower case), and the customer account when signed in. */
export type ReviewIdentity = { email: string; customerId: string | null };

/**
 * A burst (docs/decisions/0019): once a vendor has had BURST.max new reviews, or BURST.unlocks unlocks of its
 * contacts, in the window, further reviews wait for an admin ('held') instead of moving the rating at once.
 * A flood of fresh accounts that each unlock and then review is a burst from its first review. Only a review
 * from a completed booking with the vendor is published at once; an unlock alone is not a relationship.
 * Unlocks have the higher bar: a popular vendor gets several an hour in the wedding season.
 */
export const REVIEW_BURST = { max: 5, unlocks: 10, windowMinutes: 60 };

export type SubmittedReview = SubmitReviewResponse & { vendorId: string; identity: ReviewIdentity };
type Listener = (review: SubmittedReview) => Promise<void> | void;
const submittedListeners: Listener[] = [];

/**
 * Hook for other modules (notifications): called after a review was saved and committed, with
 * what happened (created or edited, published or held). A listener's failure is logged, never
 * the reviewer's problem.
 */
export function onReviewSubmitted(listener: Listener): () => void {
  submittedListeners.push(listener);
  return () => submittedListeners.splice(submittedListeners.indexOf(listener) >>> 0, 1);
}

/**
 * Saves a verified identity's review of a vendor: one per (vendor, identity), a second one edits
 * the first (same row, its status kept). The vendor's row is locked first, so parallel submits of
 * one vendor take turns (the burst count and the upsert see each other); the unique index on
 * (vendor_id, identity_email) is the last word either way.
 */
export async function submitReview(
  app: Services,
  input: { vendorId: string; identity: ReviewIdentity; name?: string; rating?: number; text?: string | null },
): Promise<SubmittedReview> {
  const name = (input.name ?? "").trim();
  const rating = Number(input.rating ?? 0);
  if (!name || !Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest(REVIEW_REQUIRED_MESSAGE);
  const text = (input.text ?? "").trim().slice(0, 2000) || null;
  const { email, customerId } = input.identity;

  const saved = await app.db.transaction(async (tx) => {
    const vendor = await approvedVendor(tx, input.vendorId);
    await tx.execute(sql`select 1 from vendor_profiles where id = ${vendor.id} for update`);
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, vendor.userId));
    if (owner && owner.email.toLowerCase() === email) throw forbidden(REVIEW_OWN_BUSINESS);

    const [existing] = await tx
      .select({ id: vendorReviews.id, status: vendorReviews.status })
      .from(vendorReviews)
      .where(and(eq(vendorReviews.vendorId, vendor.id), eq(vendorReviews.identityEmail, email)));
    // A couple who confirmed its account's email with a code (signed out, from the invitation's link) is that
    // account: its booking counts the same.
    const account = customerId ?? (await customerWithEmail(tx, email));
    const { bookingId, inBurst } = await reviewStanding(tx, vendor.id, account);
    const status: ReviewStatus = existing || bookingId || !inBurst ? "published" : "held";
    const [row] = await tx
      .insert(vendorReviews)
      .values({
        vendorId: vendor.id,
        rating,
        reviewerName: name.slice(0, 120),
        reviewerEmail: email,
        reviewText: text,
        identityEmail: email,
        customerId,
        bookingId,
        status,
      })
      .onConflictDoUpdate({
        target: [vendorReviews.vendorId, vendorReviews.identityEmail],
        // An edit keeps the review's status (a hidden review stays hidden, a held one waits on), except that a
        // held review whose writer has since completed a booking is tied to it and published.
        set: {
          bookingId: sql`coalesce(${vendorReviews.bookingId}, excluded.booking_id)`,
          status: sql`case when ${vendorReviews.status} = 'held' and excluded.booking_id is not null
            then 'published' else ${vendorReviews.status} end`,
          rating,
          reviewerName: name.slice(0, 120),
          reviewText: text,
          customerId: sql`coalesce(excluded.customer_id, ${vendorReviews.customerId})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: vendorReviews.id, status: vendorReviews.status, inserted: sql<boolean>`(xmax = 0)` });
    // The public can now read it: a new published review, or a held one its booking has just published.
    const nowPublic = row.status === "published" && (row.inserted || existing?.status === "held");
    if (nowPublic) await notifyReviewPublished(tx, row.id);
    return { vendorId: vendor.id, row };
  });

  const status = saved.row.status;
  const result: SubmittedReview = {
    id: saved.row.id,
    held: status === "held",
    edited: !saved.row.inserted,
    status,
    vendorId: saved.vendorId,
    identity: input.identity,
  };
  for (const listener of submittedListeners) {
    try {
      await listener(result);
    } catch (err) {
      app.log.error({ err }, "review listener failed");
    }
  }
  return result;
}

/**
 * What decides a new review's status: the writer's completed booking of the vendor not yet reviewed (its id, or
 * null; only a signed-in customer has bookings) and whether the vendor is in a burst.
 */
async function reviewStanding(
  tx: DbOrTx,
  vendorId: string,
  customerId: string | null,
): Promise<{ bookingId: string | null; inBurst: boolean }> {
  const booking = customerId ? sql`(${completedBookingSql(vendorId, customerId, todayAdInNepal())})` : sql`null::uuid`;
  const result = await tx.execute(sql`
    select
      (select count(*)::int from vendor_reviews
        where vendor_id = ${vendorId} and created_at > now() - make_interval(mins => ${REVIEW_BURST.windowMinutes})) as recent,
      (select count(*)::int from contact_unlocks
        where vendor_id = ${vendorId} and created_at > now() - make_interval(mins => ${REVIEW_BURST.windowMinutes})) as unlocks,
      ${booking} as "bookingId"`);
  const row = result.rows[0] as { recent: number; unlocks: number; bookingId: string | null };
  const inBurst = Number(row.recent) >= REVIEW_BURST.max || Number(row.unlocks) >= REVIEW_BURST.unlocks;
  return { bookingId: row.bookingId ?? null, inBurst };
}

type OwnRow = Omit<OwnReview, "reply" | "createdAt" | "updatedAt"> & {
  reply: ReviewReply | string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};
const iso = (v: string | Date) => new Date(v).toISOString();
const toOwn = (r: OwnRow): OwnReview => ({
  ...r,
  rating: Number(r.rating),
  reply: typeof r.reply === "string" ? (JSON.parse(r.reply) as ReviewReply) : r.reply,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const OWN_COLUMNS = sql`rv.id, rv.vendor_id as "vendorId", v.company_name as "companyName", rv.rating,
  rv.reviewer_name as "reviewerName", rv.review_text as "reviewText", rv.status,
  ${reviewOriginSql} as origin, ${reviewReplySql} as reply,
  rv.created_at as "createdAt", rv.updated_at as "updatedAt"`;

/** The identity's review of a vendor (to prefill the review page), or null. */
export async function ownReview(db: DbOrTx, vendorId: string, email: string): Promise<OwnReview | null> {
  const result = await db.execute(sql`select ${OWN_COLUMNS}
    from vendor_reviews rv join vendor_profiles v on v.id = rv.vendor_id
    where rv.vendor_id = ${vendorId} and rv.identity_email = ${email}`);
  const row = result.rows[0] as OwnRow | undefined;
  return row ? toOwn(row) : null;
}

/** A signed-in customer's reviews: written while signed in, or with their account's email. */
export async function customerReviews(db: DbOrTx, caller: { id: string; email: string }): Promise<OwnReview[]> {
  const result = await db.execute(sql`select ${OWN_COLUMNS}
    from vendor_reviews rv join vendor_profiles v on v.id = rv.vendor_id
    where rv.customer_id = ${caller.id} or rv.identity_email = ${caller.email.toLowerCase()}
    order by rv.updated_at desc limit 200`);
  return (result.rows as OwnRow[]).map(toOwn);
}

/**
 * The vendor's one public reply to a review of theirs. The review is the reply's key, so a
 * second reply is a 409 even when two arrive at once. The reviewer's customer account (the one that
 * wrote it, or the one with its confirmed email) is told in the same transaction; a reviewer without
 * one is emailed at its confirmed address (never shown to the vendor).
 */
export async function replyToReview(
  app: Uses<"db" | "mailer">,
  vendorUserId: string,
  reviewId: string,
  text: string,
  baseUrl: string,
): Promise<{ text: string; createdAt: string }> {
  const siteName = (await getSettings(app.db)).siteName;
  return app.db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        id: vendorReviews.id,
        vendorId: vendorReviews.vendorId,
        vendorName: vendorProfiles.companyName,
        customerId: vendorReviews.customerId,
        email: vendorReviews.identityEmail,
      })
      .from(vendorReviews)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, vendorReviews.vendorId))
      .where(and(eq(vendorReviews.id, reviewId), eq(vendorProfiles.userId, vendorUserId)));
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const [reply] = await tx
      .insert(reviewReplies)
      .values({ reviewId, text: text.trim() })
      .onConflictDoNothing()
      .returning();
    if (!reply) throw conflict(REPLY_ALREADY);
    const reviewer = review.customerId ?? (await customerWithEmail(tx, review.email));
    if (reviewer) {
      await notify(tx, {
        kind: "review_replied",
        userId: reviewer,
        data: { vendorName: review.vendorName, excerpt: excerptOf(reply.text) },
      });
    } else if (review.email) {
      const url = `${baseUrl.replace(/\/$/, "")}/vendor/${review.vendorId}`;
      await app.mailer.queueIn(tx, {
        to: review.email,
        ...replyEmail({ vendorName: review.vendorName, reply: reply.text, url, siteName }),
      });
    }
    return { text: reply.text, createdAt: reply.createdAt.toISOString() };
  });
}

async function customerWithEmail(tx: DbOrTx, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, "customer")));
  return user?.id ?? null;
}

/**
 * A signed-in user's report: one per user and review (reporting again replaces the reason and
 * reopens it). An open report puts the review in the admin's moderation queue.
 */
export async function reportReview(
  db: Db,
  reporterId: string,
  reviewId: string,
  input: { reason: ReportReason; details?: string },
): Promise<{ ok: true; alreadyReported: boolean }> {
  const [review] = await db
    .select({ id: vendorReviews.id })
    .from(vendorReviews)
    .where(and(eq(vendorReviews.id, reviewId), eq(vendorReviews.status, "published")));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  const details = input.details?.trim() || null;
  // One report per person: again while it waits, it is the same report with the new reason (and the person is
  // told so, not thanked twice); after an admin closed it, it is a new one.
  const [earlier] = await db
    .select({ resolvedAt: reviewReports.resolvedAt })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.reporterId, reporterId)));
  await db
    .insert(reviewReports)
    .values({ reviewId, reporterId, reason: input.reason, details })
    .onConflictDoUpdate({
      target: [reviewReports.reviewId, reviewReports.reporterId],
      set: { reason: input.reason, details, createdAt: sql`now()`, resolvedAt: null },
    });
  return { ok: true, alreadyReported: earlier != null && earlier.resolvedAt == null };
}
