import {
  adminCountsQuerySchema,
  adminVendorEditBodySchema,
  adminSettingsSchema,
  adminStatusSchema,
  adminVendorListQuerySchema,
} from "@bihe/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireAdmin } from "../../auth/guards";
import { getSettings } from "../system/settings";
import { discardHeldReview, listHeldReviews, publishHeldReview } from "./held-reviews";
import { countVendors, listVendors } from "./queries";
import { changeVendorStatus, saveSettings } from "./service";
import { getVendorDetail, saveVendorByAdmin } from "./vendor-edit";

const idParams = z.object({ id: z.uuid("Invalid vendor id") });

/** Admin console API: every route refuses anonymous callers (401) and non-admins (403). */
export async function adminRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const noStore = { "cache-control": "no-store" };

  app.get(
    "/api/admin/vendors",
    { preHandler: requireAdmin, schema: { querystring: adminVendorListQuerySchema } },
    async (request, reply) => {
      reply.headers(noStore);
      return listVendors(app.db, request.query);
    },
  );

  app.get(
    "/api/admin/vendors/counts",
    { preHandler: requireAdmin, schema: { querystring: adminCountsQuerySchema } },
    async (request, reply) => {
      reply.headers(noStore);
      return countVendors(app.db, request.query.type);
    },
  );

  app.post(
    "/api/admin/vendors/:id/status",
    { preHandler: requireAdmin, schema: { params: idParams, body: adminStatusSchema } },
    async (request) => changeVendorStatus(app.db, callerOf(request).id, request.params.id, request.body.status),
  );

  app.get(
    "/api/admin/vendors/:id",
    { preHandler: requireAdmin, schema: { params: idParams } },
    async (request, reply) => {
      reply.headers(noStore);
      return getVendorDetail(app, app.db, request.params.id);
    },
  );

  app.put(
    "/api/admin/vendors/:id",
    { preHandler: requireAdmin, schema: { params: idParams, body: adminVendorEditBodySchema } },
    async (request) =>
      saveVendorByAdmin(app, callerOf(request).id, request.params.id, request.body.application, request.body.version),
  );

  // Reviews held for moderation when a vendor got more than its hourly share (see held-reviews.ts).
  const reviewParams = z.object({ id: z.uuid("Review not found") });
  app.get("/api/admin/reviews/held", { preHandler: requireAdmin }, async (_request, reply) => {
    reply.headers(noStore);
    return listHeldReviews(app.db);
  });
  app.post(
    "/api/admin/reviews/held/:id/publish",
    { preHandler: requireAdmin, schema: { params: reviewParams } },
    async (request) => publishHeldReview(app.db, callerOf(request).id, request.params.id),
  );
  app.delete(
    "/api/admin/reviews/held/:id",
    { preHandler: requireAdmin, schema: { params: reviewParams } },
    async (request) => discardHeldReview(app.db, callerOf(request).id, request.params.id),
  );

  app.get("/api/admin/settings", { preHandler: requireAdmin }, async (_request, reply) => {
    reply.headers(noStore);
    return getSettings(app.db);
  });

  app.put("/api/admin/settings", { preHandler: requireAdmin, schema: { body: adminSettingsSchema } }, async (request) =>
    saveSettings(app.db, callerOf(request).id, request.body),
  );
}
