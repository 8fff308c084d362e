import { type LatLng, resolveMapLocation } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { vendorLocations } from "../../../db/schema";

/**
 * The address's pin (docs/decisions/0020) is kept beside the address, and the embed the public page
 * shows is built here from it (never a pasted URL when a pin is known).
 */
export function mapOfAddress(address: Parameters<typeof resolveMapLocation>[0]) {
  return resolveMapLocation(address);
}

/** Saves (or clears) the vendor's pin inside the caller's transaction. */
export async function saveMapPin(tx: DbOrTx, vendorId: string, point: LatLng | null): Promise<void> {
  if (!point) {
    await tx.delete(vendorLocations).where(eq(vendorLocations.vendorId, vendorId));
    return;
  }
  const values = { latitude: point.lat, longitude: point.lng, updatedAt: new Date() };
  await tx
    .insert(vendorLocations)
    .values({ vendorId, ...values })
    .onConflictDoUpdate({ target: vendorLocations.vendorId, set: values });
}

/** The saved pin as the wizard's two fields. */
export async function loadMapPin(db: DbOrTx, vendorId: string) {
  const [row] = await db.select().from(vendorLocations).where(eq(vendorLocations.vendorId, vendorId));
  return { latitude: row?.latitude ?? null, longitude: row?.longitude ?? null };
}
