import {
  defaultVendorApplication,
  mergeWithDefaults,
  normalizeVendorType,
  type VendorApplicationResponse,
  type VendorFormStatus,
  vendorApplicationSchema,
  vendorDraftSchema,
} from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf, requireRole } from "../../auth/guards";
import { vendorDrafts, vendorProfiles } from "../../db/schema";
import { forbidden } from "../../lib/errors";
import { listVendorUploads } from "../media/service";
import { loadVendorApplication, submitVendorApplication } from "./service";

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

export async function vendorFormRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: requireRole("vendor") };

  const ownProfile = async (userId: string) =>
    (
      await app.db
        .select({
          id: vendorProfiles.id,
          status: vendorProfiles.status,
          companyName: vendorProfiles.companyName,
          slug: vendorProfiles.slug,
        })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.userId, userId))
    )[0] ?? null;

  /** The caller's draft, else their saved application, else the defaults. */
  app.get("/api/vendor/application", guard, async (request, reply): Promise<VendorApplicationResponse> => {
    const caller = wizardCaller(request);
    reply.header("cache-control", "no-store");
    const [vendor, [draft]] = await Promise.all([
      ownProfile(caller.id),
      app.db.select().from(vendorDrafts).where(eq(vendorDrafts.userId, caller.id)),
    ]);
    const uploads = vendor ? await listVendorUploads(app, app.db, vendor.id) : [];
    const common = {
      vendorType: caller.vendorType,
      vendor: vendor as VendorApplicationResponse["vendor"],
      uploads,
      loginEmail: caller.email,
    };
    if (draft)
      return { ...common, application: mergeWithDefaults(draft.data, caller.email), step: draft.step, source: "draft" };
    const saved = vendor ? await loadVendorApplication(app.db, vendor.id) : null;
    if (saved) return { ...common, application: saved, step: 0, source: "saved" };
    return { ...common, application: defaultVendorApplication(caller.email), step: 0, source: "defaults" };
  });

  /** Autosave: the wizard's state as typed. Never public, never validated beyond its shape. */
  app.put("/api/vendor/draft", { ...guard, schema: { body: vendorDraftSchema } }, async (request) => {
    const caller = wizardCaller(request);
    const values = {
      vendorType: caller.vendorType,
      step: request.body.step,
      data: request.body.data,
      updatedAt: new Date(),
    };
    await app.db
      .insert(vendorDrafts)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({ target: vendorDrafts.userId, set: values });
    return { ok: true, savedAt: values.updatedAt.toISOString() };
  });

  app.delete("/api/vendor/draft", guard, async (request) => {
    const caller = wizardCaller(request);
    await app.db.delete(vendorDrafts).where(eq(vendorDrafts.userId, caller.id));
    return { ok: true };
  });

  /** Submit: validated again here, saved in one transaction, status pending. */
  app.post("/api/vendor/application", { ...guard, schema: { body: vendorApplicationSchema } }, async (request) => {
    const caller = wizardCaller(request);
    const { vendorId, created } = await submitVendorApplication(app.db, caller, request.body);
    return { vendorId, created, status: "pending" as const };
  });

  app.get("/api/vendor/status", guard, async (request, reply): Promise<VendorFormStatus> => {
    const caller = vendorCaller(request);
    reply.header("cache-control", "no-store");
    const [row] = await app.db
      .select({
        status: vendorProfiles.status,
        companyName: vendorProfiles.companyName,
        vendorType: vendorProfiles.vendorType,
        city: vendorProfiles.city,
        submittedAt: vendorProfiles.submittedAt,
        createdAt: vendorProfiles.createdAt,
      })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, caller.id));
    if (!row) return { status: null, companyName: null, vendorType: caller.vendorType, city: null, submittedAt: null };
    return {
      status: row.status as VendorFormStatus["status"],
      companyName: row.companyName,
      vendorType: normalizeVendorType(row.vendorType),
      city: row.city,
      submittedAt: (row.submittedAt ?? row.createdAt).toISOString(),
    };
  });
}
