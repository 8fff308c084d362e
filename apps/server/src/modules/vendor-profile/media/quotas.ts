import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { vendorUploads } from "../../../db/schema";
import { AppError, badRequest } from "../../../lib/errors";

/**
 * Upload quotas (docs/decisions/0011): a vendor's images are bounded in number and in stored bytes,
 * and one account can start only so many uploads in a window, so no vendor can fill the disk or
 * keep the image queue busy for everyone.
 */
export const UPLOAD_QUOTAS = {
  /** Portfolio images (top photos and portfolio) per vendor. */
  portfolioImages: 50,
  /** Stored bytes of all of a vendor's images (the full-size WebP of each; variants are ~15% more). */
  totalBytes: 100 * 1024 * 1024,
  /** Uploads one account may start in the window (checked only when rate limits are on). */
  perUser: { max: 30, timeWindow: 10 * 60_000 },
} as const;

export const PORTFOLIO_FULL_MESSAGE = `You can upload at most ${UPLOAD_QUOTAS.portfolioImages} portfolio images. Delete some to add more.`;
export const STORAGE_FULL_MESSAGE = `Your images have reached the ${UPLOAD_QUOTAS.totalBytes / 1024 / 1024} MB storage limit. Delete some to add more.`;
export const TOO_MANY_UPLOADS_MESSAGE = "Too many uploads. Please wait a few minutes and try again.";

export const tooManyUploads = () => new AppError(429, "RATE_LIMITED", TOO_MANY_UPLOADS_MESSAGE);

/** Card and banner replace the previous one; the rest add to the portfolio. */
const isPortfolio = (fileType: string) => fileType === "portfolio_image" || fileType === "top_photo";

/**
 * Throws when this vendor may not store one more image of `fileType` (with `incomingBytes` more).
 * Run once before processing (cheap refusal) and again inside the insert's transaction, after the
 * vendor row is locked, so parallel uploads cannot pass the caps together. A rejected vendor uploads
 * like any other: a rejection such as 'Photos too small' asks for new pictures, and a rejected
 * profile shows nowhere, so they wait, unseen, for the resubmission (docs/decisions/0011).
 */
export async function assertUploadAllowed(
  db: DbOrTx,
  vendor: { id: string },
  fileType: string,
  incomingBytes = 0,
): Promise<void> {
  const [usage] = await db
    .select({
      portfolio: sql<number>`count(*) filter (where ${vendorUploads.fileType} in ('portfolio_image', 'top_photo'))::int`,
      bytes: sql<number>`coalesce(sum(${vendorUploads.fileSize}), 0)::bigint`,
      replaced: sql<number>`coalesce(sum(${vendorUploads.fileSize}) filter (where ${vendorUploads.fileType} = ${fileType}), 0)::bigint`,
    })
    .from(vendorUploads)
    .where(eq(vendorUploads.vendorId, vendor.id));
  if (isPortfolio(fileType) && usage.portfolio >= UPLOAD_QUOTAS.portfolioImages)
    throw badRequest(PORTFOLIO_FULL_MESSAGE);
  // A new card or banner image replaces the old one, whose bytes are freed.
  const stored = Number(usage.bytes) - (isPortfolio(fileType) ? 0 : Number(usage.replaced));
  if (stored >= UPLOAD_QUOTAS.totalBytes || stored + incomingBytes > UPLOAD_QUOTAS.totalBytes)
    throw badRequest(STORAGE_FULL_MESSAGE);
}
