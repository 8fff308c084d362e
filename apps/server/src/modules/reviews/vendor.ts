import { VENDOR_NOT_FOUND } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { vendorProfiles } from "../../db/schema";
import { notFound } from "../../lib/errors";

/** An approved vendor (only those can be reviewed), or 404. */
export async function approvedVendor(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; companyName: string; userId: string }> {
  const [v] = await db
    .select({ id: vendorProfiles.id, companyName: vendorProfiles.companyName, userId: vendorProfiles.userId })
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.id, id), eq(vendorProfiles.status, "approved")));
  if (!v) throw notFound(VENDOR_NOT_FOUND);
  return v;
}
