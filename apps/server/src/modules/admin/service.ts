import { type AdminSettings, REASON_REQUIRED, type VendorStatus } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings, vendorProfiles, vendorStatusDecisions } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { badRequest, notFound } from "../../lib/errors";
import { notifyStatusChange } from "../notifications/notify";
import { getSettings } from "../system/settings";

/**
 * Any status to any (spec 001 'Vendor status'), with the change in the audit log and the decision
 * with its reason (required for a rejection, docs/decisions/0015; the vendor reads it on the status
 * page) in one transaction. Hook point for notifications: the vendor is told of the decision.
 */
export async function setVendorStatus(
  db: Db,
  actorId: string,
  vendorId: string,
  status: VendorStatus,
  reason?: { reason?: string | null; step?: string | null },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: vendorProfiles.status })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId))
      .for("update");
    if (!current) throw notFound("Vendor not found");
    await tx.update(vendorProfiles).set({ status, updatedAt: new Date() }).where(eq(vendorProfiles.id, vendorId));
    const text = reason?.reason?.trim() || null;
    if (status === "rejected" && !text) throw badRequest(REASON_REQUIRED, { reason: REASON_REQUIRED });
    await tx.insert(vendorStatusDecisions).values({
      vendorId,
      status,
      reason: text,
      reasonStep: text ? (reason?.step ?? null) : null,
      deciderId: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: "vendor.status",
      entityType: "vendor",
      entityId: vendorId,
      before: { status: current.status },
      after: { status, ...(text ? { reason: text } : {}) },
    });
    await notifyStatusChange(tx, vendorId, current.status, status, { reason: text });
    return { id: vendorId, status };
  });
}
/** The earlier name, kept for callers written before reasons existed. */
export const changeVendorStatus = setVendorStatus;

/** Saves the marketplace settings and records the change. */
export async function saveSettings(db: Db, actorId: string, input: AdminSettings): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    const before = await getSettings(tx);
    for (const [key, value] of Object.entries(input)) {
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    }
    await recordAudit(tx, {
      actorId,
      action: "settings.update",
      entityType: "settings",
      entityId: "site",
      before,
      after: input,
    });
    return getSettings(tx);
  });
}
