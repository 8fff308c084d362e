import {
  PHOTO_NOT_FOUND,
  RECENT_PHOTO_DAYS,
  type RecentPhoto,
  registrationFormPath,
  type VendorType,
} from "@bihe/shared";
import { and, desc, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { vendorProfiles, vendorUploads } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { notFound } from "../../lib/errors";
import type { Uses } from "../../lib/services";
import { notify } from "../notifications/notify";
import { presentUpload } from "../vendor-profile/media/service";
import { removeImageFiles } from "../vendor-profile/media/stored-image";

/**
 * A vendor's pictures go live without a review (docs/decisions/0015); the admin's review of the vendor lists
 * the ones added lately and can take one down, telling the vendor why.
 */

/** The pictures added in the last RECENT_PHOTO_DAYS days, newest first (the vendor's index on vendor_id). */
export async function recentPhotos(app: Uses<"storage">, db: DbOrTx, vendorId: string, now = new Date()) {
  const since = new Date(now.getTime() - RECENT_PHOTO_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .select()
    .from(vendorUploads)
    .where(and(eq(vendorUploads.vendorId, vendorId), gte(vendorUploads.createdAt, since)))
    .orderBy(desc(vendorUploads.createdAt))
    .limit(60);
  return rows.map((row): RecentPhoto => {
    const u = presentUpload(app, row);
    return { id: u.id, fileType: u.fileType, url: u.url, thumbUrl: u.thumbUrl, createdAt: u.createdAt };
  });
}

/** Where the vendor replaces a picture: the wizard's media step, or a hall's or decorator's form. */
const mediaLink = (type: VendorType) =>
  type === "wedding_cinematographer" ? `${registrationFormPath(type)}?step=media` : registrationFormPath(type);

/**
 * Removes one picture of the vendor: the record, the audit and the vendor's notification with the reason
 * in ONE transaction, then the files (a file is never removed while a record points at it).
 */
export async function removeVendorPhoto(
  app: Uses<"db" | "storage">,
  actorId: string,
  vendorId: string,
  photoId: string,
  reason: string,
): Promise<{ ok: true }> {
  const removed = await app.db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ vendorType: vendorProfiles.vendorType })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId));
    if (!vendor) throw notFound("Vendor not found");
    const rows = await tx
      .delete(vendorUploads)
      .where(and(eq(vendorUploads.vendorId, vendorId), eq(vendorUploads.id, photoId)))
      .returning();
    if (!rows.length) throw notFound(PHOTO_NOT_FOUND);
    const text = reason.trim();
    await notify(tx, { kind: "photo_removed", vendorId, data: { reason: text }, link: mediaLink(vendor.vendorType) });
    await recordAudit(tx, {
      actorId,
      action: "vendor.photo.remove",
      entityType: "vendor",
      entityId: vendorId,
      before: { photo: { id: photoId, fileType: rows[0].fileType, fileName: rows[0].fileName } },
      after: { reason: text },
    });
    return rows;
  });
  await removeImageFiles(app, removed);
  return { ok: true };
}
