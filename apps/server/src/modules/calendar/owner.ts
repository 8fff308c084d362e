import { NO_VENDOR_PROFILE } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { callerOf } from "../../auth/guards";
import { ownVendorOf } from "../../auth/vendor";
import { notFound } from "../../lib/errors";

export const VENDOR_NOT_FOUND = "Vendor not found";

/**
 * Whose calendar a request reads or writes (after requireVendor({ optional: true })): an admin
 * names the vendor with `vendorId`; a vendor gets its own, and naming another vendor is a 404, so
 * nothing tells it whether that vendor exists.
 */
export async function calendarVendorId(request: FastifyRequest, vendorId: string | undefined): Promise<string> {
  const own = ownVendorOf(request);
  if (vendorId && callerOf(request).role === "admin") {
    const { rows } = await request.server.db.execute(sql`select 1 from vendor_profiles where id = ${vendorId}`);
    if (rows.length === 0) throw notFound(VENDOR_NOT_FOUND);
    return vendorId;
  }
  if (!own) throw notFound(NO_VENDOR_PROFILE);
  if (vendorId && vendorId !== own.id) throw notFound(VENDOR_NOT_FOUND);
  return own.id;
}
