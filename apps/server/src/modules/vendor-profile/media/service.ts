import { UPLOAD_FILE_TYPES, type VendorUploadInfo } from "@bihe/shared";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { vendorProfiles, vendorUploads } from "../../../db/schema";
import { notFound } from "../../../lib/errors";
import type { Uses } from "../../../lib/services";
import { assertUploadAllowed } from "./quotas";
import { removeImageFiles, storeImage, variantKeys } from "./stored-image";

export { UPLOAD_FILE_TYPES, variantKeys };
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

const FOLDER: Record<UploadFileType, string> = {
  card_image: "card-image",
  banner_image: "banner-image",
  top_photo: "portfolio-images",
  portfolio_image: "portfolio-images",
};
/** Card and banner are single images: a new one replaces the old (file and record). */
const SINGLE: UploadFileType[] = ["card_image", "banner_image"];

/** An upload as answered (the shared schema of GET /api/vendor/media and the application). */
export type VendorUpload = VendorUploadInfo;

/** What an answer reads of a stored picture: an upload's row or a wizard draft's. */
type UploadRow = Pick<
  typeof vendorUploads.$inferSelect,
  "id" | "fileType" | "fileName" | "fileSize" | "width" | "height" | "filePath" | "createdAt"
>;

export function presentUpload(app: Uses<"storage">, row: UploadRow): VendorUpload {
  const keys = variantKeys(row.filePath);
  return {
    id: row.id,
    fileType: row.fileType,
    fileName: row.fileName,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    url: app.storage.url(keys.full),
    cardUrl: app.storage.url(keys.card),
    thumbUrl: app.storage.url(keys.thumb),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Re-encodes an uploaded image and stores it under
 * vendors/{type}/{slug}/{card-image|banner-image|portfolio-images}/{timestamp}.webp
 * (plus -card.webp and -thumb.webp), then records it in cinematographer_uploads.
 * A new card or banner image replaces the previous one.
 */
export async function storeVendorImage(
  app: Uses<"db" | "storage">,
  input: {
    vendorId: string;
    vendorType: string;
    slug: string;
    fileType: UploadFileType;
    buffer: Buffer;
    fileName: string;
  },
): Promise<VendorUpload> {
  const vendor = { id: input.vendorId };
  // Refused before any CPU is spent when the vendor is already at a cap.
  await assertUploadAllowed(app.db, vendor, input.fileType);
  const slug = input.slug.replace(/[^a-z0-9-]/gi, "").toLowerCase() || "vendor";
  const type = input.vendorType.replace(/[^a-z0-9_-]/gi, "");
  const folder = `vendors/${type}/${slug}/${FOLDER[input.fileType]}`;
  const row = await storeImage(app, { folder, buffer: input.buffer, fileName: input.fileName }, async (tx, image) => {
    // The vendor row is locked, so parallel uploads of one vendor check the caps one at a time.
    const [locked] = await tx
      .select({ id: vendorProfiles.id })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, input.vendorId))
      .for("update");
    if (!locked) throw notFound("No vendor profile found");
    await assertUploadAllowed(tx, vendor, input.fileType, image.fileSize);
    const replaced = SINGLE.includes(input.fileType)
      ? await tx
          .delete(vendorUploads)
          .where(and(eq(vendorUploads.vendorId, input.vendorId), eq(vendorUploads.fileType, input.fileType)))
          .returning()
      : [];
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${vendorUploads.sortOrder}), -1)::int + 1` })
      .from(vendorUploads)
      .where(and(eq(vendorUploads.vendorId, input.vendorId), eq(vendorUploads.fileType, input.fileType)));
    const [inserted] = await tx
      .insert(vendorUploads)
      .values({ vendorId: input.vendorId, fileType: input.fileType, ...image, mimeType: "image/webp", sortOrder: next })
      .returning();
    return { row: inserted, replaced };
  });
  return presentUpload(app, row);
}

/** A vendor's uploads: banner, card, portfolio (newest first), then top photos in their chosen order. */
export async function listVendorUploads(app: Uses<"storage">, db: Db, vendorId: string): Promise<VendorUpload[]> {
  const rows = await db
    .select()
    .from(vendorUploads)
    .where(eq(vendorUploads.vendorId, vendorId))
    // Top photos in the order the vendor chose, the rest newest first.
    .orderBy(
      asc(vendorUploads.fileType),
      sql`case when ${vendorUploads.fileType} = 'top_photo' then ${vendorUploads.sortOrder} end asc nulls last`,
      desc(vendorUploads.createdAt),
    );
  return rows.map((r) => presentUpload(app, r));
}

/** Deletes one upload of this vendor (file variants and record); another vendor's id is 'not found'. */
export async function deleteVendorUpload(
  app: Uses<"db" | "storage">,
  vendorId: string,
  uploadId: string,
): Promise<void> {
  const rows = await app.db
    .delete(vendorUploads)
    .where(and(eq(vendorUploads.vendorId, vendorId), inArray(vendorUploads.id, [uploadId])))
    .returning();
  if (rows.length === 0) throw notFound("File not found");
  await removeImageFiles(app, rows);
}
