import { clientFormSchema, LEAD_STATUSES, leadUpdateSchema } from "@bihe/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireRole } from "../../auth/guards";
import { notFound } from "../../lib/errors";
import { countLeads, getLead, listLeads, publicVendor, vendorOfUser } from "./queries";
import { createLead, LEAD_NOT_FOUND, updateLead } from "./service";

export const VENDOR_NOT_FOUND = "Vendor not found. Please check the link and try again.";
/** Public form submissions allowed per IP in the window below. */
export const CLIENT_FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Any string: a malformed id is simply "not found" (404), like an unknown one.
const vendorParams = z.object({ vendorId: z.string().max(100) });
const leadParams = z.object({ id: z.string().max(100) });
const listQuery = z.object({ status: z.enum(LEAD_STATUSES).optional() });

/** Leads pipeline API (spec 001 sections 2.12-2.16 and 7 'Leads'). */
export async function leadsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const noStore = { "cache-control": "no-store" };

  const approvedVendor = async (vendorId: string) => {
    const vendor = UUID.test(vendorId) ? await publicVendor(app.db, vendorId) : null;
    if (!vendor) throw notFound(VENDOR_NOT_FOUND);
    return vendor;
  };
  /** The caller's own vendor profile; every /api/vendor/leads route works only inside it. */
  const ownVendorId = async (request: FastifyRequest) => {
    const vendor = await vendorOfUser(app.db, callerOf(request).id);
    if (!vendor) throw notFound("Vendor not found");
    return vendor.id;
  };
  const leadId = (id: string) => {
    if (!UUID.test(id)) throw notFound(LEAD_NOT_FOUND);
    return id;
  };

  // ---- Public client intake form ----
  app.get("/api/client-form/:vendorId/vendor", { schema: { params: vendorParams } }, async (request, reply) => {
    reply.headers(noStore);
    return approvedVendor(request.params.vendorId);
  });

  app.post(
    "/api/client-form/:vendorId",
    {
      schema: { params: vendorParams, body: clientFormSchema },
      config: {
        rateLimit: app.config.rateLimits
          ? { ...CLIENT_FORM_LIMIT, keyGenerator: (request: FastifyRequest) => `client-form|${request.ip}` }
          : false,
      },
    },
    async (request, reply) => {
      const vendor = await approvedVendor(request.params.vendorId);
      const lead = await createLead(app.db, vendor.id, request.body);
      return reply.status(201).send(lead);
    },
  );

  // ---- The signed-in vendor's leads ----
  const vendorOnly = requireRole("vendor");

  app.post(
    "/api/vendor/leads",
    { preHandler: vendorOnly, schema: { body: clientFormSchema } },
    async (request, reply) => {
      const lead = await createLead(app.db, await ownVendorId(request), request.body);
      return reply.status(201).send(lead);
    },
  );

  app.get(
    "/api/vendor/leads",
    { preHandler: vendorOnly, schema: { querystring: listQuery } },
    async (request, reply) => {
      reply.headers(noStore);
      return listLeads(app.db, await ownVendorId(request), request.query.status);
    },
  );

  app.get("/api/vendor/leads/counts", { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    return countLeads(app.db, await ownVendorId(request));
  });

  app.get(
    "/api/vendor/leads/:id",
    { preHandler: vendorOnly, schema: { params: leadParams } },
    async (request, reply) => {
      reply.headers(noStore);
      const lead = await getLead(app.db, await ownVendorId(request), leadId(request.params.id));
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },
  );

  app.patch(
    "/api/vendor/leads/:id",
    { preHandler: vendorOnly, schema: { params: leadParams, body: leadUpdateSchema } },
    async (request) =>
      updateLead(app.db, await ownVendorId(request), callerOf(request).id, leadId(request.params.id), request.body),
  );
}
