/**
 * Verified reviews' statuses, reasons, limits and messages, apart from their schemas (reviews.ts) so the
 * vendor page's report dialog loads no zod.
 */

/** Published reviews count in the average and show on the page; held and hidden ones do neither. */
export const REVIEW_STATUSES = ["published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Where a review comes from, as its public label says (docs/decisions/0019): 'booked', a completed booking
 * with the vendor ('Booked through Bihe'); 'contacted', the reviewer's account unlocked the vendor's contacts
 * ('Contacted through Bihe'); null, neither (no label).
 */
export const REVIEW_ORIGINS = ["booked", "contacted"] as const;
export type ReviewOrigin = (typeof REVIEW_ORIGINS)[number];

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

/** 'queue': held or reported, waiting for an admin; 'hidden': hidden ones (to restore). */
export const MODERATION_VIEWS = ["queue", "hidden"] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];
export const MODERATION_ACTIONS = ["hide", "restore", "dismiss"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
