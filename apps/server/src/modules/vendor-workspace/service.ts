import {
  NO_VENDOR_PROFILE,
  REVIEWS_RESTRICTED,
  reviewUrlFor,
  roundAverageRating,
  type VendorReviewsResponse,
  type VendorStatus,
  type VendorType,
} from "@bihe/shared";
import type { Caller } from "../../auth/guards";
import type { OwnVendor } from "../../auth/vendor";
import type { DbOrTx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { findVendorById, reviewSummary } from "./queries";

export type ReviewVendor = { id: string; companyName: string; status: VendorStatus; vendorType: VendorType };

export { publicOrigin } from "../../lib/public-origin";

/**
 * Spec 001 section 4 'Review access': a vendor sees reviews and the QR only when their own
 * application is approved. An admin may name any vendor (the spec's 'given vendor id').
 */
export async function reviewVendorFor(
  db: DbOrTx,
  caller: Caller,
  own: OwnVendor | null,
  vendorId?: string,
): Promise<ReviewVendor> {
  if (vendorId && caller.role === "admin") {
    const vendor = await findVendorById(db, vendorId);
    if (!vendor) throw notFound("Vendor not found");
    return vendor as ReviewVendor;
  }
  if (!own) throw notFound(NO_VENDOR_PROFILE);
  if (own.status !== "approved") throw new AppError(403, "REVIEWS_RESTRICTED", REVIEWS_RESTRICTED);
  return { id: own.id, companyName: own.companyName, status: own.status, vendorType: own.vendorType };
}

export async function reviewsPage(db: DbOrTx, vendor: ReviewVendor, origin: string): Promise<VendorReviewsResponse> {
  const summary = await reviewSummary(db, vendor.id);
  return {
    vendor,
    reviewUrl: reviewUrlFor(origin, vendor.id),
    stats: { average: roundAverageRating(summary.average), count: summary.count },
    reviews: summary.reviews,
  };
}
