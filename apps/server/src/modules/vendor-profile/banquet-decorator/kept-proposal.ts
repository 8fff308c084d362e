import { APPLICATION_CHANGED_MESSAGE, type ChangeEntry, type KeptProposal, type VendorType } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { vendorDrafts, vendorProfiles } from "../../../db/schema";
import { conflict, notFound } from "../../../lib/errors";
import { changeKindOf } from "../changes/kinds";
import { latestChangeRequest } from "../changes/queries";

/**
 * A hall's or decorator's change the admin rejected, kept as the vendor's draft (the wizard's drafts table,
 * one row per user): its form opens on it with the admin's reason, until the vendor submits (the draft has
 * become the new request or application) or discards it. Like a wizard draft, it is based on the version it
 * was proposed against: after an admin edit of the live profile it is stale (docs/decisions/0015), and the
 * vendor compares and keeps it, or discards it, before it can be submitted.
 */

type Vendor = { id: string; vendorType: VendorType; version: number; adminEditedVersion: number };

async function draftOf(db: DbOrTx, userId: string, vendorType: VendorType) {
  const [row] = await db.select().from(vendorDrafts).where(eq(vendorDrafts.userId, userId));
  return row && row.vendorType === vendorType ? row : null;
}

const isStale = (vendor: Vendor, baseVersion: number | null) => vendor.adminEditedVersion > (baseVersion ?? 0);

/** What a stale kept change would change in the live version, as the admin's diff reads it (none if unreadable). */
async function staleChanges(db: DbOrTx, vendor: Vendor, data: unknown): Promise<ChangeEntry[]> {
  const kind = changeKindOf(vendor.vendorType);
  const live = await kind.load(db, vendor.id);
  if (!live) return [];
  try {
    return await kind.diff(db, live, data);
  } catch {
    return [];
  }
}

/** The kept change (what the form opens on) and what the form says about it, or null. */
export async function keptProposalOf(
  db: DbOrTx,
  userId: string,
  vendor: Vendor,
): Promise<{ data: object; notice: KeptProposal } | null> {
  const draft = await draftOf(db, userId, vendor.vendorType);
  if (!draft?.data || typeof draft.data !== "object") return null;
  const stale = isStale(vendor, draft.baseVersion);
  const decided = await latestChangeRequest(db, vendor.id);
  const rejected = decided?.status === "rejected" ? decided : null;
  return {
    data: draft.data,
    notice: {
      reason: rejected?.reason ?? null,
      rejectedAt: rejected?.reviewedAt ?? null,
      stale,
      changes: stale ? await staleChanges(db, vendor, draft.data) : [],
      latestVersion: vendor.version,
    },
  };
}

/**
 * Inside a form submission's transaction, after the vendor row is locked: a stale kept change is refused
 * (it would silently undo the admin's edit), otherwise the kept change is spent by this submission.
 */
export async function spendKeptProposal(tx: Tx, userId: string, vendor: Vendor | undefined): Promise<void> {
  if (!vendor) return;
  const draft = await draftOf(tx, userId, vendor.vendorType);
  if (!draft) return;
  if (isStale(vendor, draft.baseVersion)) throw conflict(APPLICATION_CHANGED_MESSAGE);
  await tx.delete(vendorDrafts).where(eq(vendorDrafts.userId, userId));
}

/** The vendor discards the kept change: its form opens on the live version (or the change waiting for review). */
export async function discardKeptProposal(db: DbOrTx, userId: string, vendorType: VendorType): Promise<void> {
  const draft = await draftOf(db, userId, vendorType);
  if (draft) await db.delete(vendorDrafts).where(eq(vendorDrafts.userId, userId));
}

/** A stale kept change, compared and kept: based on `version` from now on, which must be the live one (else 409). */
export async function keepKeptProposal(db: DbOrTx, userId: string, vendorType: VendorType, version: number) {
  await db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ version: vendorProfiles.version })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, userId))
      .for("update");
    if (!vendor || vendor.version !== version) throw conflict(APPLICATION_CHANGED_MESSAGE);
    const draft = await draftOf(tx, userId, vendorType);
    if (!draft) throw notFound("There is no kept change to keep.");
    await tx.update(vendorDrafts).set({ baseVersion: version }).where(eq(vendorDrafts.userId, userId));
  });
}
