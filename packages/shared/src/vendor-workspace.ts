import { z } from "zod";
import { inquiryWeddingDtoSchema } from "./inquiry";
import { REVIEW_ORIGINS, REVIEW_STATUSES, reviewReplySchema } from "./reviews";
import { VENDOR_STATUSES, VENDOR_TYPES } from "./vendor-types";

/** Spec 001 section 8 'Reviews and QR' and 'Other loads': the texts the server and the web share. */
export const REVIEWS_RESTRICTED = "Reviews Access Restricted";
export const NO_VENDOR_PROFILE = "No vendor profile found";

/** GET /api/vendor/inquiries: the vendor's own customer inquiries, newest first. */
export const vendorInquirySchema = z.object({
  id: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** The couple's verified email (docs/decisions/0018); null on older inquiries. */
  customerEmail: z.string().nullable(),
  promoCode: z.string(),
  createdAt: z.string(),
  /** The lead this inquiry became in the vendor's pipeline (null on inquiries from before leads were made). */
  leadId: z.string().nullable(),
  ...inquiryWeddingDtoSchema.shape,
});
export type VendorInquiry = z.infer<typeof vendorInquirySchema>;
export const vendorInquiriesResponseSchema = z.object({
  vendorId: z.string().nullable(),
  inquiries: z.array(vendorInquirySchema),
});
export type VendorInquiriesResponse = z.infer<typeof vendorInquiriesResponseSchema>;

/** GET /api/vendor/reviews (approved vendors; admins may pass ?vendorId=). */
export const workspaceReviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  rating: z.number(),
  reviewText: z.string().nullable(),
  createdAt: z.string(),
  /** Held (a burst) and hidden (an admin) reviews show to the vendor as such, out of the average (docs/decisions/0019). */
  status: z.enum(REVIEW_STATUSES),
  origin: z.enum(REVIEW_ORIGINS).nullable(),
  reply: reviewReplySchema.nullable(),
});
export type WorkspaceReview = z.infer<typeof workspaceReviewSchema>;
export const vendorReviewsResponseSchema = z.object({
  vendor: z.object({
    id: z.string(),
    companyName: z.string(),
    status: z.enum(VENDOR_STATUSES),
    vendorType: z.enum(VENDOR_TYPES),
  }),
  reviewUrl: z.string(),
  /** Average rating rounded to one decimal (0 when there is no review). */
  stats: z.object({ average: z.number(), count: z.number() }),
  reviews: z.array(workspaceReviewSchema),
});
export type VendorReviewsResponse = z.infer<typeof vendorReviewsResponseSchema>;

/** Rounds an average rating to one decimal, as shown on the statistics card. */
export const roundAverageRating = (value: number | null | undefined): number =>
  value === null || value === undefined || Number.isNaN(value) ? 0 : Math.round(value * 10) / 10;

/** The public review page of a vendor: `${origin}/review/${vendorId}`. */
export const reviewUrlFor = (origin: string, vendorId: string) => `${origin.replace(/\/$/, "")}/review/${vendorId}`;
/** The client intake form of a vendor: `${origin}/client-form/${vendorId}`. */
export const clientFormUrlFor = (origin: string, vendorId: string) =>
  `${origin.replace(/\/$/, "")}/client-form/${vendorId}`;
