import type { VendorStatus, VendorType } from "./vendor-types";

/** Spec 001 section 8 'Reviews and QR' and 'Other loads': the texts the server and the web share. */
export const REVIEWS_RESTRICTED = "Reviews Access Restricted";
export const NO_VENDOR_PROFILE = "No vendor profile found";

/** GET /api/vendor/inquiries: the vendor's own customer inquiries, newest first. */
export type VendorInquiry = {
  id: string;
  customerName: string;
  customerPhone: string;
  promoCode: string;
  createdAt: string;
};
export type VendorInquiriesResponse = { vendorId: string | null; inquiries: VendorInquiry[] };

/** GET /api/vendor/reviews (approved vendors; admins may pass ?vendorId=). */
export type WorkspaceReview = {
  id: string;
  reviewerName: string;
  reviewerEmail: string | null;
  rating: number;
  reviewText: string | null;
  createdAt: string;
};
export type VendorReviewsResponse = {
  vendor: { id: string; companyName: string; status: VendorStatus; vendorType: VendorType };
  reviewUrl: string;
  /** Average rating rounded to one decimal (0 when there is no review). */
  stats: { average: number; count: number };
  reviews: WorkspaceReview[];
};

/** Rounds an average rating to one decimal, as shown on the statistics card. */
export const roundAverageRating = (value: number | null | undefined): number =>
  value === null || value === undefined || Number.isNaN(value) ? 0 : Math.round(value * 10) / 10;

/** The public review page of a vendor: `${origin}/review/${vendorId}`. */
export const reviewUrlFor = (origin: string, vendorId: string) => `${origin.replace(/\/$/, "")}/review/${vendorId}`;
/** The client intake form of a vendor: `${origin}/client-form/${vendorId}`. */
export const clientFormUrlFor = (origin: string, vendorId: string) =>
  `${origin.replace(/\/$/, "")}/client-form/${vendorId}`;
