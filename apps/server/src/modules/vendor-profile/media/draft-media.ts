import type { VendorUploadInfo } from "@bihe/shared";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { users, vendorDraftMedia, vendorUploads } from "../../../db/schema";
import { badRequest, notFound } from "../../../lib/errors";
import type { Services } from "../../../lib/services";
import { PORTFOLIO_FULL_MESSAGE, STORAGE_FULL_MESSAGE, UPLOAD_QUOTAS } from "./quotas";
import { presentUpload, type UploadFileType } from "./service";
import { removeImageFiles, storeImage } from "./stored-image";

/**
 * Pictures picked in the wizard before the first submit (docs/decisions/0020). They are uploaded at once
 * (re-encoded exactly like a vendor's uploads) and kept per account, so a reload or a phone that
 * drops the page keeps them; the first submit makes them the vendor's uploads in its transaction.
 * The same quotas as a vendor's uploads apply (docs/decisions/0011).
 */

/** Drafts nobody submitted are removed after this long (the account may come back within it). */
export const DRAFT_MEDIA_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

const FOLDER: Record<UploadFileType, string> = {
  card_image: "card-image",
  banner_image: "banner-image",
  top_photo: "portfolio-images",
  portfolio_image: "portfolio-images",
};
const isPortfolio = (t: string) => t === "portfolio_image" || t === "top_photo";

type DraftRow = typeof vendorDraftMedia.$inferSelect;

/** A draft picture is answered as an uploaded one is (the same fields, the same variant addresses). */
export function presentDraft(app: Services, row: DraftRow): VendorUploadInfo {
  return presentUpload(app, row);
}

/** The same caps as a vendor's uploads, counted over the account's drafts. */
async function assertDraftAllowed(db: DbOrTx, userId: string, fileType: string, incomingBytes = 0) {
  const [usage] = await db
    .select({
      portfolio: sql<number>`count(*) filter (where ${vendorDraftMedia.fileType} in ('portfolio_image', 'top_photo'))::int`,
      bytes: sql<number>`coalesce(sum(${vendorDraftMedia.fileSize}), 0)::bigint`,
      replaced: sql<number>`coalesce(sum(${vendorDraftMedia.fileSize}) filter (where ${vendorDraftMedia.fileType} = ${fileType}), 0)::bigint`,
    })
    .from(vendorDraftMedia)
    .where(eq(vendorDraftMedia.userId, userId));
  if (isPortfolio(fileType) && usage.portfolio >= UPLOAD_QUOTAS.portfolioImages)
    throw badRequest(PORTFOLIO_FULL_MESSAGE);
  const stored = Number(usage.bytes) - (isPortfolio(fileType) ? 0 : Number(usage.replaced));
  if (stored >= UPLOAD_QUOTAS.totalBytes || stored + incomingBytes > UPLOAD_QUOTAS.totalBytes)
    throw badRequest(STORAGE_FULL_MESSAGE);
}

/** Stores one picked picture as the account's draft media (a new card or banner replaces the old). */
export async function storeDraftImage(
  app: Services,
  input: { userId: string; vendorType: string; fileType: UploadFileType; buffer: Buffer; fileName: string },
): Promise<VendorUploadInfo> {
  await assertDraftAllowed(app.db, input.userId, input.fileType);
  // The account id is Better Auth's random text id; only letters and digits reach the path.
  const owner = input.userId.replace(/[^a-z0-9]/gi, "").slice(0, 64) || "account";
  const type = input.vendorType.replace(/[^a-z0-9_-]/gi, "");
  const folder = `vendors/${type}/drafts/${owner}/${FOLDER[input.fileType]}`;
  const row = await storeImage(app, { folder, buffer: input.buffer, fileName: input.fileName }, async (tx, image) => {
    // The account row is locked, so parallel uploads check the caps one at a time.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    await assertDraftAllowed(tx, input.userId, input.fileType, image.fileSize);
    const replaced = isPortfolio(input.fileType)
      ? []
      : await tx
          .delete(vendorDraftMedia)
          .where(and(eq(vendorDraftMedia.userId, input.userId), eq(vendorDraftMedia.fileType, input.fileType)))
          .returning();
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${vendorDraftMedia.sortOrder}), -1)::int + 1` })
      .from(vendorDraftMedia)
      .where(and(eq(vendorDraftMedia.userId, input.userId), eq(vendorDraftMedia.fileType, input.fileType)));
    const [inserted] = await tx
      .insert(vendorDraftMedia)
      .values({ userId: input.userId, fileType: input.fileType, ...image, sortOrder: next })
      .returning();
    return { row: inserted, replaced };
  });
  return presentDraft(app, row);
}

/** The account's draft media: card, banner, then top photos in their order, then the rest. */
export async function listDraftMedia(app: Services, db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(vendorDraftMedia)
    .where(eq(vendorDraftMedia.userId, userId))
    .orderBy(asc(vendorDraftMedia.fileType), asc(vendorDraftMedia.sortOrder), asc(vendorDraftMedia.createdAt));
  return rows.map((r) => presentDraft(app, r));
}

export async function deleteDraftMedia(app: Services, userId: string, id: string) {
  const rows = await app.db
    .delete(vendorDraftMedia)
    .where(and(eq(vendorDraftMedia.userId, userId), eq(vendorDraftMedia.id, id)))
    .returning();
  if (rows.length === 0) throw notFound("File not found");
  await removeImageFiles(app, rows);
}

/**
 * The first submit: the account's draft media become the new vendor's uploads, inside the submit's
 * transaction (the files stay where they are; only the records move).
 */
export async function adoptDraftMedia(tx: DbOrTx, userId: string, vendorId: string): Promise<number> {
  const drafts = await tx.delete(vendorDraftMedia).where(eq(vendorDraftMedia.userId, userId)).returning();
  if (drafts.length === 0) return 0;
  await tx.insert(vendorUploads).values(
    drafts.map((d) => ({
      vendorId,
      fileType: d.fileType as UploadFileType,
      fileName: d.fileName,
      filePath: d.filePath,
      fileSize: d.fileSize,
      mimeType: "image/webp",
      width: d.width,
      height: d.height,
      sortOrder: d.sortOrder,
      createdAt: d.createdAt,
    })),
  );
  return drafts.length;
}

/**
 * Removes draft media older than `maxAgeMs` (accounts that never submitted). The rows go first, in
 * one statement, and only then their files, so a file is never deleted while a record points at it;
 * a draft adopted meanwhile is no longer a draft row and is not touched.
 */
export async function sweepOrphanedDraftMedia(
  app: Services,
  maxAgeMs = DRAFT_MEDIA_MAX_AGE_MS,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const rows = await app.db.delete(vendorDraftMedia).where(lt(vendorDraftMedia.createdAt, cutoff)).returning();
  await removeImageFiles(app, rows);
  return rows.length;
}
