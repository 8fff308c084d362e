import type { VendorApplication } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { vendorChangeRequests, vendorProfiles, vendorUploads } from "../../../db/schema";

/**
 * An approved vendor's update (docs/decisions/0015, DESIGN principle 9): stored as the vendor's one
 * pending change request while the live profile, listing, QR code, review and client-form links
 * keep the approved version. Called inside the wizard submission's transaction. A second
 * submission replaces the proposal (and its base version) of the pending request.
 *
 * Hook point for notifications: a returned `created: true` is a new request for the admins.
 */
export async function submitChangeRequest(
  tx: Tx,
  vendor: { id: string; version: number },
  application: VendorApplication,
): Promise<{ id: string; created: boolean }> {
  // The Drive link is exempt from review, like photos (docs/decisions/0015): it goes live at once.
  await tx
    .update(vendorProfiles)
    .set({ googleDriveLink: application.media.googleDriveLink.trim() || null, updatedAt: new Date() })
    .where(eq(vendorProfiles.id, vendor.id));
  return storeProposal(tx, vendor, application);
}

/**
 * The vendor's one pending change request with this proposal (any vendor type): a new request
 * remembers the live version and the photos of this moment; a second submission replaces the
 * proposal and its base version. Inside the submission's transaction, after the vendor row is locked.
 */
export async function storeProposal(
  tx: Tx,
  vendor: { id: string; version: number },
  proposed: unknown,
): Promise<{ id: string; created: boolean }> {
  const [pending] = await tx
    .select({ id: vendorChangeRequests.id })
    .from(vendorChangeRequests)
    .where(and(eq(vendorChangeRequests.vendorId, vendor.id), eq(vendorChangeRequests.status, "pending")))
    .for("update");
  if (pending) {
    await tx
      .update(vendorChangeRequests)
      .set({ proposed, baseVersion: vendor.version, submittedAt: new Date() })
      .where(eq(vendorChangeRequests.id, pending.id));
    return { id: pending.id, created: false };
  }
  const photos = await tx
    .select({ id: vendorUploads.id })
    .from(vendorUploads)
    .where(eq(vendorUploads.vendorId, vendor.id));
  const [row] = await tx
    .insert(vendorChangeRequests)
    .values({
      vendorId: vendor.id,
      proposed,
      baseVersion: vendor.version,
      baseUploadIds: photos.map((p) => p.id),
    })
    .returning({ id: vendorChangeRequests.id });
  return { id: row.id, created: true };
}

/** A full (first-time or after rejection) resubmission replaces whatever update was waiting. */
export async function dropPendingChangeRequests(tx: Tx, vendorId: string): Promise<void> {
  await tx
    .delete(vendorChangeRequests)
    .where(and(eq(vendorChangeRequests.vendorId, vendorId), eq(vendorChangeRequests.status, "pending")));
}

/** The vendor's pending proposal (what their wizard continues from), or null. */
export async function pendingProposal(db: DbOrTx, vendorId: string): Promise<VendorApplication | null> {
  return (await pendingProposalOf(db, vendorId)) as VendorApplication | null;
}

/** The pending proposal as stored (the caller knows its vendor type's shape), or null. */
export async function pendingProposalOf(db: DbOrTx, vendorId: string): Promise<unknown> {
  const [row] = await db
    .select({ proposed: vendorChangeRequests.proposed })
    .from(vendorChangeRequests)
    .where(and(eq(vendorChangeRequests.vendorId, vendorId), eq(vendorChangeRequests.status, "pending")));
  return row?.proposed ?? null;
}
