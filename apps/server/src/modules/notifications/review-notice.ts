import { excerptOf } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { vendorReviews } from "../../db/schema";
import { notify } from "./notify";

/**
 * A review the public can now read tells its vendor: a new published review, or a held one an
 * admin publishes (an edit, or a hidden review restored, tells nobody). Inside the caller's transaction.
 */
export async function notifyReviewPublished(tx: DbOrTx, reviewId: string): Promise<void> {
  const [review] = await tx
    .select({
      vendorId: vendorReviews.vendorId,
      name: vendorReviews.reviewerName,
      rating: vendorReviews.rating,
      text: vendorReviews.reviewText,
    })
    .from(vendorReviews)
    .where(eq(vendorReviews.id, reviewId));
  if (!review) return;
  await notify(tx, {
    kind: "review_received",
    vendorId: review.vendorId,
    data: {
      reviewerName: review.name,
      rating: Number(review.rating),
      ...(review.text?.trim() ? { excerpt: excerptOf(review.text) } : {}),
    },
  });
}
