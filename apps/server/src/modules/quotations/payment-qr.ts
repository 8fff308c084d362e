import type { Readable } from "node:stream";
import type { PaymentQrView } from "@bihe/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { vendorPaymentQrs } from "../../db/schema";
import type { Uses } from "../../lib/services";
import { removeImageFiles, storeImage } from "../vendor-profile/media/stored-image";

/**
 * The vendor's payment QR (an eSewa, Khalti, Fonepay or bank QR picture): uploaded like every other
 * picture (checked by its bytes, re-encoded, stored through the storage interface), one per vendor,
 * replaced or removed; printed on its quotations.
 */

export async function readPaymentQr(app: Uses<"db" | "storage">, vendorId: string): Promise<PaymentQrView> {
  const [row] = await app.db.select().from(vendorPaymentQrs).where(eq(vendorPaymentQrs.vendorId, vendorId));
  return {
    qr: row ? { label: row.label, url: app.storage.url(row.filePath), updatedAt: row.updatedAt.toISOString() } : null,
  };
}

/** Stores a new QR picture and its label in place of the old one (whose files are removed once it commits). */
export async function replacePaymentQr(
  app: Uses<"db" | "storage">,
  vendorId: string,
  input: { label: string; buffer: Buffer; fileName: string },
): Promise<PaymentQrView> {
  await storeImage(app, { folder: `vendors/${vendorId}/payment-qr`, ...input }, async (tx, image) => {
    const [old] = await tx
      .select({ filePath: vendorPaymentQrs.filePath })
      .from(vendorPaymentQrs)
      .where(eq(vendorPaymentQrs.vendorId, vendorId))
      .for("update");
    const values = { filePath: image.filePath, label: input.label, updatedAt: new Date() };
    await tx
      .insert(vendorPaymentQrs)
      .values({ vendorId, ...values })
      .onConflictDoUpdate({ target: vendorPaymentQrs.vendorId, set: values });
    return { row: null, replaced: old ? [old] : [] };
  });
  return readPaymentQr(app, vendorId);
}

export async function removePaymentQr(app: Uses<"db" | "storage">, vendorId: string): Promise<PaymentQrView> {
  const gone = await app.db
    .delete(vendorPaymentQrs)
    .where(eq(vendorPaymentQrs.vendorId, vendorId))
    .returning({ filePath: vendorPaymentQrs.filePath });
  await removeImageFiles(app, gone);
  return { qr: null };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The QR picture as a PNG for a PDF (pdf-lib draws PNG and JPEG, the store keeps WebP), or null. */
export async function paymentQrForPdf(
  app: Uses<"db" | "storage">,
  vendorId: string,
): Promise<{ image: Uint8Array; label: string } | null> {
  const [row] = await app.db.select().from(vendorPaymentQrs).where(eq(vendorPaymentQrs.vendorId, vendorId));
  if (!row) return null;
  const stream = await app.storage.read(row.filePath);
  if (!stream) return null;
  const png = await sharp(await bytesOf(stream))
    .resize({ width: 600, height: 600, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
  return { image: new Uint8Array(png), label: row.label };
}
