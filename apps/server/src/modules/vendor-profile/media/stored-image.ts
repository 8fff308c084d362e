import type { Tx } from "../../../db/client";
import { badRequest } from "../../../lib/errors";
import type { Uses } from "../../../lib/services";
import { NotAnImageError, processImage } from "./image";
import { imageQueue } from "./image-queue";

/** Storage keys of the variants written beside the full image. */
export const variantKeys = (fullKey: string) => {
  const base = fullKey.replace(/\.webp$/, "");
  return { full: fullKey, card: `${base}-card.webp`, thumb: `${base}-thumb.webp` };
};

let lastStamp = 0;
/** Milliseconds, strictly increasing within this process (no two files share a name). */
function stamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** Removes the stored files of these rows (all three sizes); a file already gone is no error. */
export async function removeImageFiles(app: Uses<"storage">, rows: { filePath: string }[]) {
  for (const row of rows) {
    const keys = variantKeys(row.filePath);
    await Promise.all([keys.full, keys.card, keys.thumb].map((k) => app.storage.delete(k).catch(() => undefined)));
  }
}

/** What was stored of one picture, for its row. */
export type StoredImage = { filePath: string; fileName: string; fileSize: number; width: number; height: number };

/**
 * One uploaded picture, for a vendor's uploads and for the wizard's drafts alike: re-encoded (in the
 * image queue; not an image is a 400), its three sizes stored as `<folder>/<stamp>.webp`, then recorded
 * by `record` in one transaction (which checks the caps and says which rows it replaced). If the
 * transaction fails, the new files are removed; once it commits, the replaced rows' files are.
 */
export async function storeImage<Row>(
  app: Uses<"db" | "storage">,
  input: { folder: string; buffer: Buffer; fileName: string },
  record: (tx: Tx, image: StoredImage) => Promise<{ row: Row; replaced: { filePath: string }[] }>,
): Promise<Row> {
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await imageQueue.run(() => processImage(input.buffer));
  } catch (err) {
    if (err instanceof NotAnImageError) throw badRequest(err.message);
    throw err;
  }
  const fullKey = `${input.folder}/${stamp()}.webp`;
  const keys = variantKeys(fullKey);
  await app.storage.put(keys.full, image.full, "image/webp");
  await app.storage.put(keys.card, image.card, "image/webp");
  await app.storage.put(keys.thumb, image.thumb, "image/webp");
  const stored: StoredImage = {
    filePath: fullKey,
    fileName: (input.fileName || "image").replace(/[\\/]/g, "_").slice(0, 200),
    fileSize: image.full.length,
    width: image.width,
    height: image.height,
  };
  let result: { row: Row; replaced: { filePath: string }[] };
  try {
    result = await app.db.transaction((tx) => record(tx, stored));
  } catch (err) {
    await removeImageFiles(app, [{ filePath: fullKey }]);
    throw err;
  }
  await removeImageFiles(app, result.replaced);
  return result.row;
}
