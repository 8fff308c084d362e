import type { HeldReview } from "@bihe/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { heldReviews, vendorProfiles, vendorReviews } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit } from "./service";

/**
 * Reviews held for moderation (issue 13 item 3): once a vendor has had REVIEW_LIMIT_PER_VENDOR
 * reviews in the window, new ones wait in held_reviews. An admin lists them and publishes each
 * one (it then counts in the average and shows on the page) or discards it; both are audited.
 */
export type { HeldReview };

const HELD_PAGE = 200;

export async function listHeldReviews(db: Db): Promise<{ reviews: HeldReview[] }> {
  const rows = await db
    .select({
      id: heldReviews.id,
      vendorId: heldReviews.vendorId,
      companyName: vendorProfiles.companyName,
      rating: heldReviews.rating,
      reviewerName: heldReviews.reviewerName,
      reviewerEmail: heldReviews.reviewerEmail,
      reviewText: heldReviews.reviewText,
      createdAt: heldReviews.createdAt,
    })
    .from(heldReviews)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, heldReviews.vendorId))
    .orderBy(desc(heldReviews.createdAt))
    .limit(HELD_PAGE);
  return { reviews: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** Moves a held review into vendor_reviews (keeping its date) in one transaction. */
export async function publishHeldReview(db: Db, actorId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [held] = await tx.delete(heldReviews).where(eq(heldReviews.id, id)).returning();
    if (!held) throw notFound("Review not found");
    const [row] = await tx
      .insert(vendorReviews)
      .values({
        vendorId: held.vendorId,
        rating: held.rating,
        reviewerName: held.reviewerName,
        reviewerEmail: held.reviewerEmail,
        reviewText: held.reviewText,
        createdAt: held.createdAt,
      })
      .returning({ id: vendorReviews.id });
    await recordAudit(tx, {
      actorId,
      action: "review.publish",
      entityType: "vendor",
      entityId: held.vendorId,
      before: { heldReviewId: held.id },
      after: { reviewId: row.id },
    });
    return row;
  });
}

export async function discardHeldReview(db: Db, actorId: string, id: string): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [held] = await tx.delete(heldReviews).where(eq(heldReviews.id, id)).returning();
    if (!held) throw notFound("Review not found");
    await recordAudit(tx, {
      actorId,
      action: "review.discard",
      entityType: "vendor",
      entityId: held.vendorId,
      before: { heldReviewId: held.id, rating: held.rating, reviewerName: held.reviewerName },
      after: null,
    });
    return { ok: true as const };
  });
}
