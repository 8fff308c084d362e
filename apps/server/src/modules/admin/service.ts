import type { AdminSettings, VendorStatus } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { auditLog, settings, vendorProfiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { getSettings } from "../system/settings";

export type AuditInput = {
  actorId: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

/** Records one admin action (who, when, what, before and after). */
export async function recordAudit(db: DbOrTx, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** Any status to any (spec 001 'Vendor status'), with the change in the audit log, in one transaction. */
export async function changeVendorStatus(db: Db, actorId: string, vendorId: string, status: VendorStatus) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: vendorProfiles.status })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId))
      .for("update");
    if (!current) throw notFound("Vendor not found");
    await tx.update(vendorProfiles).set({ status, updatedAt: new Date() }).where(eq(vendorProfiles.id, vendorId));
    await recordAudit(tx, {
      actorId,
      action: "vendor.status",
      entityType: "vendor",
      entityId: vendorId,
      before: { status: current.status },
      after: { status },
    });
    return { id: vendorId, status };
  });
}

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
