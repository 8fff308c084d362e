import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditInput = {
  actorId: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

/**
 * Records one admin action (who, when, what, before and after), inside the caller's transaction.
 * Platform, not a domain: every domain whose admin actions are audited (vendor status and edits,
 * profile changes, places, review moderation) writes here without importing another domain.
 */
export async function recordAudit(db: DbOrTx, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
