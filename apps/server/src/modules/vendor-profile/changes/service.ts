import {
  CHANGE_REQUEST_DECIDED,
  CHANGE_REQUEST_NOT_FOUND,
  CHANGE_REQUEST_STALE,
  type ChangeRequestDetail,
  type ChangeRequestStatus,
  type DecisionReason,
  type StepKey,
  type VendorType,
  WIZARD_STEPS,
} from "@bihe/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { users, vendorChangeRequests, vendorDrafts, vendorProfiles } from "../../../db/schema";
import { recordAudit } from "../../../lib/audit";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import type { Services } from "../../../lib/services";
import { notify } from "../../notifications/notify";
import { listVendorUploads } from "../media/service";
import { changeKindOf } from "./kinds";

/** The submission side lives in store.ts (the wizard's transaction calls it); re-exported for hooks. */
export { dropPendingChangeRequests, pendingProposal, submitChangeRequest } from "./store";

/** Locks the request and its vendor (in that order, always) and checks it is still pending. */
async function lockPending(tx: Tx, id: string) {
  const [request] = await tx.select().from(vendorChangeRequests).where(eq(vendorChangeRequests.id, id)).for("update");
  if (!request) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  if (request.status !== "pending") throw conflict(CHANGE_REQUEST_DECIDED);
  const [vendor] = await tx
    .select({
      id: vendorProfiles.id,
      userId: vendorProfiles.userId,
      version: vendorProfiles.version,
      vendorType: vendorProfiles.vendorType,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, request.vendorId))
    .for("update");
  if (!vendor) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  return { request, vendor };
}

/**
 * Applies the proposal to the live profile in ONE transaction and bumps the version. Refused
 * (409) when already decided (two admins approving at once: the second waits for the first's
 * lock, then sees it decided) or when the live profile changed since the request was made (an
 * admin edit, which approving would silently undo). Hook point: the vendor is told it is live.
 */
export async function approveChangeRequest(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const { request, vendor } = await lockPending(tx, id);
    if (vendor.version !== request.baseVersion) throw conflict(CHANGE_REQUEST_STALE);
    // Today's rules of the vendor's type (a wizard application, or a hall's or decorator's form).
    const kind = changeKindOf(vendor.vendorType);
    const parsed = kind.parse(request.proposed);
    if (!parsed.ok) throw badRequest(parsed.message);
    const before = await kind.load(tx, vendor.id);
    await kind.save(tx, vendor.id, parsed.value);
    await tx
      .update(vendorProfiles)
      .set({ version: sql`${vendorProfiles.version} + 1`, updatedAt: new Date() })
      .where(eq(vendorProfiles.id, vendor.id));
    await decide(tx, id, "approved", actorId, null);
    await notify(tx, { kind: "vendor_approved", vendorId: vendor.id, data: { subject: "change" } });
    await recordAudit(tx, {
      actorId,
      action: "vendor.change.approve",
      entityType: "vendor",
      entityId: vendor.id,
      before,
      after: parsed.value,
    });
  });
}

/**
 * Rejects with the admin's reason; the live profile stays and the vendor is told why. The proposal becomes
 * the vendor's draft, so it fixes what was asked instead of typing every change again: a photographer's
 * wizard opens on the step the reason names, a hall's or decorator's form (one page) on the proposal with
 * the reason at its top. A draft the vendor started since is newer and is kept.
 */
export async function rejectChangeRequest(db: Db, actorId: string, id: string, input: DecisionReason) {
  await db.transaction(async (tx) => {
    const { request, vendor } = await lockPending(tx, id);
    // A hall's or decorator's form is one page: a wizard step would send them nowhere.
    if (vendor.vendorType !== "wedding_cinematographer") input = { ...input, step: null };
    await keepProposalAsDraft(tx, vendor, request, input.step ?? null);
    await decide(tx, id, "rejected", actorId, input);
    const reason = input.reason.trim();
    await notify(tx, { kind: "changes_requested", vendorId: vendor.id, data: { subject: "change", reason } });
    await recordAudit(tx, {
      actorId,
      action: "vendor.change.reject",
      entityType: "vendor",
      entityId: vendor.id,
      before: null,
      after: { changeRequestId: id, reason: input.reason.trim(), step: input.step ?? null },
    });
  });
}

/**
 * The rejected proposal as the vendor's draft, based on the version it was proposed against: when an
 * admin edited the live profile since, the wizard (or a hall's or decorator's form, kept-proposal.ts) flags it
 * stale like any other draft (decision 0015). A hall's or decorator's form has no steps: step 0.
 */
async function keepProposalAsDraft(
  tx: Tx,
  vendor: { userId: string; vendorType: VendorType },
  request: { proposed: unknown; baseVersion: number },
  step: StepKey | null,
) {
  await tx
    .insert(vendorDrafts)
    .values({
      userId: vendor.userId,
      vendorType: vendor.vendorType,
      step: Math.max(
        0,
        WIZARD_STEPS.findIndex((s) => s.key === step),
      ),
      data: request.proposed,
      baseVersion: request.baseVersion,
    })
    .onConflictDoNothing({ target: vendorDrafts.userId });
}

async function decide(
  tx: Tx,
  id: string,
  status: Exclude<ChangeRequestStatus, "pending">,
  actorId: string,
  input: DecisionReason | null,
) {
  await tx
    .update(vendorChangeRequests)
    .set({
      status,
      reason: input?.reason.trim() ?? null,
      reasonStep: input?.step ?? null,
      reviewerId: actorId,
      reviewedAt: new Date(),
    })
    .where(eq(vendorChangeRequests.id, id));
}

/** One request with its field-by-field diff against the live profile and the photos added since. */
export async function getChangeRequestDetail(app: Services, db: Db, id: string): Promise<ChangeRequestDetail> {
  const [row] = await db
    .select({
      request: vendorChangeRequests,
      companyName: vendorProfiles.companyName,
      vendorType: vendorProfiles.vendorType,
      vendorStatus: vendorProfiles.status,
      version: vendorProfiles.version,
    })
    .from(vendorChangeRequests)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, vendorChangeRequests.vendorId))
    .where(eq(vendorChangeRequests.id, id));
  if (!row) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  const r = row.request;
  const kind = changeKindOf(row.vendorType);
  const live = await kind.load(db, r.vendorId);
  if (!live) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  // A decided request is shown against what is live now; its diff is informative only.
  const changes = await kind.diff(db, live, r.proposed);
  const uploads = await listVendorUploads(app, db, r.vendorId);
  const base = new Set(r.baseUploadIds);
  const current = new Set(uploads.map((u) => u.id));
  return {
    id: r.id,
    status: r.status as ChangeRequestStatus,
    reason: r.reason,
    step: (r.reasonStep as ChangeRequestDetail["step"]) ?? null,
    submittedAt: r.submittedAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    vendor: {
      id: r.vendorId,
      companyName: row.companyName,
      vendorType: row.vendorType,
      status: row.vendorStatus,
      version: row.version,
    },
    baseVersion: r.baseVersion,
    stale: r.status === "pending" && row.version !== r.baseVersion,
    changes,
    photos: {
      added: uploads.filter((u) => !base.has(u.id)).map((u) => ({ id: u.id, url: u.url, thumbUrl: u.thumbUrl })),
      removed: [...base].filter((pid) => !current.has(pid)),
    },
  };
}

/** Pending requests, oldest first, each with the number of fields it would change. */
export async function listPendingChangeRequests(db: Db) {
  const rows = await db
    .select({
      request: vendorChangeRequests,
      companyName: vendorProfiles.companyName,
      vendorType: vendorProfiles.vendorType,
      loginEmail: users.email,
    })
    .from(vendorChangeRequests)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, vendorChangeRequests.vendorId))
    .leftJoin(users, eq(users.id, vendorProfiles.userId))
    .where(eq(vendorChangeRequests.status, "pending"))
    .orderBy(asc(vendorChangeRequests.submittedAt))
    .limit(200);
  const items = [];
  // The review queue is short (one pending request per vendor, decided daily): a diff each is cheap.
  for (const { request: r, companyName, vendorType, loginEmail } of rows) {
    const kind = changeKindOf(vendorType);
    const live = await kind.load(db, r.vendorId);
    const changeCount = live ? (await kind.diff(db, live, r.proposed)).length : 0;
    items.push({
      id: r.id,
      vendorId: r.vendorId,
      companyName,
      vendorType,
      loginEmail: loginEmail ?? null,
      submittedAt: r.submittedAt.toISOString(),
      changeCount,
    });
  }
  return { items };
}
