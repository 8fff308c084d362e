import { z } from "zod";
import {
  MODERATION_ACTIONS,
  MODERATION_VIEWS,
  moderationReviewSchema,
  ownReviewSchema,
  REPLY_MAX_LENGTH,
  REPLY_REQUIRED,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REVIEW_NOT_FOUND,
  REVIEW_STATUSES,
  submitReviewResponseSchema,
} from "../reviews";
import { defineContract } from "./define";
import { queryKeys } from "./query-keys";

const tag = "reviews";
/** A report's answer: whether this user had already reported the review (still waiting for an admin). */
const reportAnswerSchema = z.object({ ok: z.literal(true), alreadyReported: z.boolean() });
/** Any string: a malformed id is simply an unknown vendor (404), as on the vendor page. */
const vendorParams = z.object({ id: z.string() });
const reviewParams = z.object({ id: z.uuid(REVIEW_NOT_FOUND) });
/** A text field read leniently (anything but a string counts as missing, so the spec's message answers). */
const lenientText = () => z.string().optional().catch(undefined);
/** The proof a QR-link reviewer got by confirming their email (the code request's id). */
const proof = z.string().max(100).optional().catch(undefined);

/**
 * Verified reviews (docs/decisions/0019): an email confirmed with a 6-digit code (or a signed-in customer)
 * posts one review per vendor, a second one edits it; the vendor replies once; signed-in users
 * report; admins hide and restore from one moderation queue.
 */
export const reviewsContracts = {
  requestCode: defineContract({
    method: "POST",
    path: "/api/reviews/email-code",
    summary: "Send a 6-digit code to confirm a reviewer's email (10 minutes, 3 tries); limited per email and IP",
    tag,
    body: z.object({ vendorId: z.string().max(100), email: z.string().max(200) }),
    responses: { 200: z.object({ challengeId: z.string(), expiresInSeconds: z.number() }) },
  }),
  verifyCode: defineContract({
    method: "POST",
    path: "/api/reviews/email-code/verify",
    summary: "Check the code; the answer names the confirmed email and the reviewer's existing review of the vendor",
    tag,
    body: z.object({ challengeId: z.string().max(100), code: z.string().max(20) }),
    responses: { 200: z.object({ email: z.string(), review: ownReviewSchema.nullable() }) },
  }),
  myReview: defineContract({
    method: "POST",
    path: "/api/vendors/:id/my-review",
    summary: "The caller's own review of a vendor (signed-in customer, or a confirmed email's proof), to edit it",
    tag,
    params: vendorParams,
    body: z.object({ proof }).catch({}),
    responses: { 200: z.object({ email: z.string(), review: ownReviewSchema.nullable() }) },
  }),
  submit: defineContract({
    method: "POST",
    path: "/api/vendors/:id/reviews",
    summary:
      "Review a vendor (1-5 stars) as a signed-in customer or a confirmed email; a second review edits the first; a burst from new identities is held",
    tag,
    params: vendorParams,
    body: z
      .object({
        name: lenientText(),
        rating: z.union([z.number(), z.string()]).optional().catch(undefined),
        text: lenientText(),
        proof,
      })
      .catch({}),
    responses: { 201: submitReviewResponseSchema },
  }),
  report: defineContract({
    method: "POST",
    path: "/api/reviews/:id/report",
    summary:
      "Report a review (any signed-in user); it waits for an admin. 201 a new report; 200 when this user's report still waits (its reason updated, alreadyReported)",
    tag,
    params: reviewParams,
    body: z.object({
      reason: z.enum(REPORT_REASONS),
      details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).optional(),
    }),
    responses: { 200: reportAnswerSchema, 201: reportAnswerSchema },
  }),
  reply: defineContract({
    method: "POST",
    path: "/api/vendor/reviews/:id/reply",
    summary: "The vendor's one public reply to a review of theirs",
    tag,
    params: reviewParams,
    body: z.object({ text: z.string().trim().min(1, REPLY_REQUIRED).max(REPLY_MAX_LENGTH) }),
    responses: { 201: z.object({ text: z.string(), createdAt: z.string() }) },
  }),
  customerReviews: defineContract(
    {
      method: "GET",
      path: "/api/customer/reviews",
      summary: "The signed-in customer's reviews (with their status and the vendor's reply)",
      tag,
      responses: { 200: z.object({ reviews: z.array(ownReviewSchema) }) },
    },
    queryKeys.customerReviews,
  ),
  moderationQueue: defineContract(
    {
      method: "GET",
      path: "/api/admin/reviews",
      summary: "Reviews waiting for an admin (held by a burst, or reported), or the hidden ones",
      tag,
      query: z.object({ view: z.enum(MODERATION_VIEWS).default("queue") }),
      responses: { 200: z.object({ reviews: z.array(moderationReviewSchema) }) },
    },
    queryKeys.moderationQueue,
  ),
  moderate: defineContract({
    method: "POST",
    path: "/api/admin/reviews/:id/moderate",
    summary: "Hide a review, restore (publish) it, or dismiss its reports; audited with who and when",
    tag,
    params: reviewParams,
    body: z.object({ action: z.enum(MODERATION_ACTIONS) }),
    responses: { 200: z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) }) },
  }),
};
