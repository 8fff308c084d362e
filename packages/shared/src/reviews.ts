import { z } from "zod";

/**
 * Verified reviews (docs/decisions/0019): who may review, the vendor's one reply, reports and the admin's
 * moderation queue. The server's messages are here so the web and the tests read the same words.
 */

import { REPORT_REASONS, REVIEW_ORIGINS, REVIEW_STATUSES } from "./review-rules";

export * from "./review-rules";

/** A review's public reply under it. */
export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** The reviewer's own review, as the review page prefills it and the customer dashboard lists it. */
export const ownReviewSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  companyName: z.string(),
  rating: z.number(),
  reviewerName: z.string(),
  reviewText: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  origin: z.enum(REVIEW_ORIGINS).nullable(),
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** POST /api/vendors/:id/reviews: created or edited, and published or held for an admin. */
export const submitReviewResponseSchema = z.object({
  id: z.string(),
  held: z.boolean(),
  edited: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
});
export type SubmitReviewResponse = z.infer<typeof submitReviewResponseSchema>;

/** One review in the admin's moderation queue, with its open reports and the last action on it. */
export const moderationReviewSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  companyName: z.string(),
  rating: z.number(),
  reviewerName: z.string(),
  reviewerEmail: z.string().nullable(),
  reviewText: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  origin: z.enum(REVIEW_ORIGINS).nullable(),
  createdAt: z.string(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: z.string() })),
  lastAction: z.object({ action: z.string(), by: z.string().nullable(), at: z.string() }).nullable(),
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;
