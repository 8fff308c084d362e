import { TOP_PHOTOS } from "@bihe/shared";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { vendorDraftMedia, vendorUploads } from "../../../db/schema";
import { badRequest } from "../../../lib/errors";
import type { Services } from "../../../lib/services";

/**
 * The vendor chooses and orders up to ten top photos (the public page shows top
 * photos first, by sort order). The chosen ids become top photos 0..n-1 in the given order; every
 * other portfolio picture becomes a plain portfolio picture again. Works on the vendor's uploads and,
 * before the first submit, on the account's draft media.
 */
export const TOP_PHOTOS_MESSAGE = `Choose up to ${TOP_PHOTOS} of your own portfolio photos`;

type Table = typeof vendorUploads | typeof vendorDraftMedia;

export async function orderTopPhotos(
  app: Services,
  owner: { vendorId: string } | { userId: string },
  ids: string[],
): Promise<void> {
  if (ids.length > TOP_PHOTOS || new Set(ids).size !== ids.length) throw badRequest(TOP_PHOTOS_MESSAGE);
  const table: Table = "vendorId" in owner ? vendorUploads : vendorDraftMedia;
  const ownerIs: SQL =
    "vendorId" in owner ? eq(vendorUploads.vendorId, owner.vendorId) : eq(vendorDraftMedia.userId, owner.userId);
  await app.db.transaction(async (tx) => {
    const portfolio = and(ownerIs, inArray(table.fileType, ["top_photo", "portfolio_image"]));
    const rows = await tx.select({ id: table.id }).from(table).where(portfolio).for("update");
    const own = new Set(rows.map((r) => r.id));
    if (!ids.every((id) => own.has(id))) throw badRequest(TOP_PHOTOS_MESSAGE);
    await tx
      .update(table)
      .set({ fileType: "portfolio_image" })
      .where(and(ownerIs, eq(table.fileType, "top_photo")));
    for (const [i, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ fileType: "top_photo", sortOrder: i })
        .where(and(ownerIs, eq(table.id, id)));
    }
  });
}
