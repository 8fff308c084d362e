import { z } from "zod";

/**
 * Verified reviews (issue 15): who may review, the vendor's one reply, reports and the admin's
 * moderation queue. The server's messages are here so the web and the tests read the same words.
 */

/** Published reviews count in the average and show on the page; held and hidden ones do neither. */
export const REVIEW_STATUSES = ["published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REPORT_REASONS = ["fake", "offensive", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REVIEW_CODE_LENGTH = 6;
/** How long a confirmed email may post or edit reviews on the page that confirmed it. */
export const REVIEW_PROOF_TTL_MINUTES = 60;
export const REPLY_MAX_LENGTH = 1000;
export const REPORT_DETAILS_MAX_LENGTH = 500;

export const REVIEW_IDENTITY_REQUIRED = "Please confirm your email to post a review.";
export const REVIEW_CODE_WRONG = "That code is not right. Please check it and try again.";
export const REVIEW_CODE_EXPIRED = "This code has expired or was tried too many times. Please ask for a new one.";
export const REVIEW_OWN_BUSINESS = "You cannot review your own business.";
export const REPLY_ALREADY = "You have already replied to this review.";
export const REPLY_REQUIRED = "Please write your reply.";
export const REVIEW_NOT_FOUND = "Review not found";

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
  verified: z.boolean(),
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
  verified: z.boolean(),
  createdAt: z.string(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: z.string() })),
  lastAction: z.object({ action: z.string(), by: z.string().nullable(), at: z.string() }).nullable(),
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;

/** 'queue': held or reported, waiting for an admin; 'hidden': hidden ones (to restore). */
export const MODERATION_VIEWS = ["queue", "hidden"] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];
export const MODERATION_ACTIONS = ["hide", "restore", "dismiss"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
