import {
  type ModerationAction,
  type ModerationReview,
  type ModerationView,
  REVIEW_NOT_FOUND,
  type ReviewStatus,
} from "@bihe/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviewReports, vendorReviews } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { notFound } from "../../lib/errors";
import { notifyReviewPublished } from "../notifications/review-notice";
import { reviewOriginSql } from "./badge";

/**
 * One moderation queue (docs/decisions/0019) for what used to be held apart: reviews held by a burst and
 * published reviews someone reported. Hidden ones are listed apart, to restore. Every action is
 * in the audit log with the admin and the time, and the last one shows on the review.
 */
const QUEUE_PAGE = 200;

const WHERE: Record<ModerationView, ReturnType<typeof sql>> = {
  queue: sql`rv.status = 'held' or (rv.status = 'published' and exists (
    select 1 from review_reports rp where rp.review_id = rv.id and rp.resolved_at is null))`,
  hidden: sql`rv.status = 'hidden'`,
};

type Row = Omit<ModerationReview, "reports" | "lastAction" | "createdAt"> & {
  createdAt: string | Date;
  reports: ModerationReview["reports"] | string | null;
  lastAction: ModerationReview["lastAction"] | string | null;
};
const parse = <T>(v: T | string | null): T | null => (typeof v === "string" ? (JSON.parse(v) as T) : v);
const iso = (v: string | Date) => new Date(v).toISOString();

export async function moderationQueue(db: Db, view: ModerationView): Promise<{ reviews: ModerationReview[] }> {
  const result = await db.execute(sql`
    select rv.id, rv.vendor_id as "vendorId", v.company_name as "companyName", rv.rating,
      rv.reviewer_name as "reviewerName", rv.reviewer_email as "reviewerEmail", rv.review_text as "reviewText",
      rv.status, ${reviewOriginSql} as origin, rv.created_at as "createdAt",
      (select json_agg(json_build_object('reason', rp.reason, 'details', rp.details, 'createdAt', rp.created_at)
          order by rp.created_at desc)
        from (select * from review_reports rp where rp.review_id = rv.id order by rp.created_at desc limit 20) rp) as reports,
      (select json_build_object('action', a.action, 'by', u.email, 'at', a.created_at)
        from audit_log a left join users u on u.id = a.actor_id
        where a.entity_type = 'review' and a.entity_id = rv.id::text order by a.created_at desc, a.id desc limit 1) as "lastAction"
    from vendor_reviews rv join vendor_profiles v on v.id = rv.vendor_id
    where ${WHERE[view]}
    order by rv.created_at desc, rv.id desc
    limit ${QUEUE_PAGE}`);
  return {
    reviews: (result.rows as Row[]).map((r) => {
      const last = parse(r.lastAction);
      return {
        ...r,
        rating: Number(r.rating),
        createdAt: iso(r.createdAt),
        reports: (parse(r.reports) ?? []).map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
        lastAction: last ? { ...last, at: iso(last.at) } : null,
      };
    }),
  };
}

const NEXT_STATUS: Record<ModerationAction, ReviewStatus | null> = {
  hide: "hidden",
  restore: "published",
  dismiss: null,
};

/**
 * Hide (out of the page and the average), restore (published, back in both) or dismiss the
 * reports (the review stays as it is). Open reports are resolved by each action. The status
 * change moves the vendor's rating through the trigger, in this same transaction.
 */
export async function moderateReview(
  db: Db,
  actorId: string,
  reviewId: string,
  action: ModerationAction,
): Promise<{ id: string; status: ReviewStatus }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: vendorReviews.id, status: vendorReviews.status, vendorId: vendorReviews.vendorId })
      .from(vendorReviews)
      .where(eq(vendorReviews.id, reviewId))
      .for("update");
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const before = review.status;
    const after = NEXT_STATUS[action] ?? before;
    if (after !== before) {
      await tx.update(vendorReviews).set({ status: after }).where(eq(vendorReviews.id, reviewId));
      // A held review the admin lets through is news for the vendor (a restored hidden one is not).
      if (before === "held" && after === "published") await notifyReviewPublished(tx, reviewId);
    }
    const resolved = await tx
      .update(reviewReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
      .returning({ id: reviewReports.id });
    await recordAudit(tx, {
      actorId,
      action: `review.${action}`,
      entityType: "review",
      entityId: reviewId,
      before: { status: before, vendorId: review.vendorId },
      after: { status: after, reportsResolved: resolved.length },
    });
    return { id: reviewId, status: after };
  });
}
