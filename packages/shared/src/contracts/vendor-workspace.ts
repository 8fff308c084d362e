import { z } from "zod";
import { vendorInquiriesResponseSchema, vendorReviewsResponseSchema } from "../vendor-workspace";
import { defineContract, fileResponse } from "./define";
import { queryKeys } from "./query-keys";

const tag = "vendor workspace";
/** Admins may name any vendor; a vendor always gets their own. */
const vendorQuery = z.object({ vendorId: z.uuid("Invalid vendor id").optional() });

/** Spec 001 screens 9 and 10: the vendor's inquiries, reviews, review QR code and its PDF. */
export const vendorWorkspaceContracts = {
  inquiries: defineContract(
    {
      method: "GET",
      path: "/api/vendor/inquiries",
      summary: "The vendor's customer inquiries, newest first",
      tag,
      responses: { 200: vendorInquiriesResponseSchema },
    },
    () => ["vendor", "inquiries"],
  ),
  reviews: defineContract(
    {
      method: "GET",
      path: "/api/vendor/reviews",
      summary: "The approved vendor's reviews, statistics and review link",
      tag,
      query: vendorQuery,
      responses: { 200: vendorReviewsResponseSchema },
    },
    queryKeys.vendorReviews,
  ),
  reviewQrPng: defineContract({
    method: "GET",
    path: "/api/vendor/review-qr.png",
    summary: "The review link as a QR code image",
    tag,
    query: vendorQuery,
    responses: { 200: fileResponse("image/png", "QR code of the review link") },
  }),
  reviewQrPdf: defineContract({
    method: "GET",
    path: "/api/vendor/review-qr.pdf",
    summary: "The printable A4 review QR page (download)",
    tag,
    query: vendorQuery,
    responses: { 200: fileResponse("application/pdf", "A4 page with the QR code, in English and Nepali") },
  }),
};
