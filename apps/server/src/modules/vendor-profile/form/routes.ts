import {
  APPLICATION_CHANGED_MESSAGE,
  type ChangeEntry,
  defaultVendorApplication,
  mergeWithDefaults,
  normalizeVendorType,
  type VendorApplication,
  type VendorApplicationResponse,
  type VendorFormStatus,
} from "@bihe/shared";
import { vendorFormContracts as contracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf, requireRole } from "../../../auth/guards";
import { ownVendorOf, requireVendor } from "../../../auth/vendor";
import type { DbOrTx } from "../../../db/client";
import { vendorDrafts, vendorProfiles } from "../../../db/schema";
import { conflict, forbidden } from "../../../lib/errors";
import { route } from "../../../lib/route";
import { changeKindOf } from "../changes/kinds";
import { latestChangeRequest, latestDecision } from "../changes/queries";
import { pendingProposal } from "../changes/store";
import { listVendorUploads } from "../media/service";
import { cityNe, loadVendorApplication, submitVendorApplication } from "./service";

/** The signed-in vendor (admins and customers have no application of their own). */
function vendorCaller(request: FastifyRequest) {
  const caller = callerOf(request);
  if (caller.role !== "vendor") throw forbidden("Only vendor accounts can register a business.");
  return { ...caller, vendorType: normalizeVendorType(caller.vendorType) };
}

/** The nine-step wizard is the photography companies' form; banquet halls and decorators have their own. */
function wizardCaller(request: FastifyRequest) {
  const caller = vendorCaller(request);
  if (caller.vendorType !== "wedding_cinematographer")
    throw forbidden("This registration form is for photography companies. Please use your own registration form.");
  return caller;
}

/**
 * What a stale draft would change in the latest version (the waiting proposal, else the live one), as the
 * admin's diff reads it. A draft is never validated, so one the diff cannot read answers no rows.
 */
async function draftChanges(db: DbOrTx, vendorId: string, draft: VendorApplication): Promise<ChangeEntry[]> {
  const latest = (await pendingProposal(db, vendorId)) ?? (await loadVendorApplication(db, vendorId));
  if (!latest) return [];
  try {
    return await changeKindOf("wedding_cinematographer").diff(db, latest, draft);
  } catch {
    return [];
  }
}

/** A kept draft is based on the latest saved version; a newer one (another admin edit since) is a 409. */
async function assertLatestVersion(db: DbOrTx, userId: string, version: number | null) {
  const [vendor] = await db
    .select({ version: vendorProfiles.version })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId));
  if ((vendor?.version ?? null) !== version) throw conflict(APPLICATION_CHANGED_MESSAGE);
}

export async function vendorFormRoutes(app: FastifyInstance) {
  const guard = { preHandler: requireRole("vendor") };
  // The two routes that read the caller's profile (none yet is fine: the wizard starts from defaults).
  const withProfile = { preHandler: requireVendor({ optional: true }) };

  /** The caller's draft, else their saved application, else the defaults. */
  route(app, contracts.application, withProfile, async (request, reply): Promise<VendorApplicationResponse> => {
    const caller = wizardCaller(request);
    reply.header("cache-control", "no-store");
    const vendor = ownVendorOf(request);
    const [draft] = await app.db.select().from(vendorDrafts).where(eq(vendorDrafts.userId, caller.id));
    const uploads = vendor ? await listVendorUploads(app, app.db, vendor.id) : [];
    const savedVersion = vendor?.version ?? null;
    const common = {
      vendorType: caller.vendorType,
      vendor: vendor && { id: vendor.id, status: vendor.status, companyName: vendor.companyName, slug: vendor.slug },
      uploads,
      loginEmail: caller.email,
      savedVersion,
    } as Omit<VendorApplicationResponse, "application" | "step" | "source" | "version" | "draftStale">;
    if (draft) {
      // Someone else (an admin) saved the application after this draft started: the same rule
      // the submission's 409 applies, so the wizard can offer to compare, keep or discard the draft.
      const draftStale = !!vendor && vendor.adminEditedVersion > (draft.baseVersion ?? 0);
      const application = mergeWithDefaults(draft.data, caller.email);
      return {
        ...common,
        draftStale,
        staleChanges: draftStale && vendor ? await draftChanges(app.db, vendor.id, application) : undefined,
        application,
        step: draft.step,
        source: "draft",
        // A draft is based on the version it started from (a stale draft's submission is a 409).
        version: draft.baseVersion,
      };
    }
    // An approved vendor with an update waiting continues from that update, not the live version.
    const saved = vendor
      ? ((await pendingProposal(app.db, vendor.id)) ?? (await loadVendorApplication(app.db, vendor.id)))
      : null;
    if (saved)
      return { ...common, application: saved, step: 0, source: "saved", version: savedVersion, draftStale: false };
    return {
      ...common,
      draftStale: false,
      application: defaultVendorApplication(caller.email),
      step: 0,
      source: "defaults",
      version: savedVersion,
    };
  });

  // A complete application is under 150 KB; a bigger draft is not typing, and storing a megabyte
  // of JSON in the embedded database holds the event loop for tens of milliseconds (docs/decisions/0013).
  const draftSize = { bodyLimit: 256 * 1024 };
  /** Autosave: the wizard's state as typed. Never public, never validated beyond its shape. */
  route(app, contracts.saveDraft, { ...guard, ...draftSize }, async (request) => {
    const caller = wizardCaller(request);
    const { step, data, version, rebase } = request.body;
    const values = { vendorType: caller.vendorType, step, data, updatedAt: new Date() };
    // Keeping a stale draft after comparing it: only over the version that was compared.
    if (rebase) await assertLatestVersion(app.db, caller.id, version ?? null);
    // The version the draft started from is written once, with its first save (never moved on
    // by later autosaves: it says what the typed changes are based on), or when the vendor keeps it.
    await app.db
      .insert(vendorDrafts)
      .values({ userId: caller.id, ...values, baseVersion: version ?? null })
      .onConflictDoUpdate({
        target: vendorDrafts.userId,
        set: rebase ? { ...values, baseVersion: version ?? null } : values,
      });
    return { ok: true as const, savedAt: values.updatedAt.toISOString() };
  });

  route(app, contracts.discardDraft, guard, async (request) => {
    const caller = wizardCaller(request);
    await app.db.delete(vendorDrafts).where(eq(vendorDrafts.userId, caller.id));
    return { ok: true } as const;
  });

  /** Submit: validated again here, saved in one transaction, status pending. */
  route(app, contracts.submit, guard, async (request) => {
    const caller = wizardCaller(request);
    const { version: baseVersion, ...application } = request.body;
    const result = await submitVendorApplication(app.db, caller, application, baseVersion);
    const { vendorId, created, status, version, changeRequestId } = result;
    return { vendorId, created, status, version, changeRequestId };
  });

  route(app, contracts.status, withProfile, async (request, reply): Promise<VendorFormStatus> => {
    const caller = vendorCaller(request);
    reply.header("cache-control", "no-store");
    const row = ownVendorOf(request);
    if (!row)
      return {
        status: null,
        companyName: null,
        vendorType: caller.vendorType,
        city: null,
        cityNe: null,
        submittedAt: null,
        decision: null,
        changeRequest: null,
      };
    return {
      decision: await latestDecision(app.db, row.id),
      changeRequest: await latestChangeRequest(app.db, row.id),
      status: row.status,
      companyName: row.companyName,
      vendorType: normalizeVendorType(row.vendorType),
      city: row.city,
      cityNe: await cityNe(app.db, row.id, row.city),
      submittedAt: (row.submittedAt ?? row.createdAt).toISOString(),
    };
  });
}
