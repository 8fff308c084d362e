import { isUuid, VENDOR_LINK_NOT_FOUND } from "@bihe/shared";
import { leadsContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf } from "../../auth/guards";
import { requireVendor, vendorOf } from "../../auth/vendor";
import { notFound } from "../../lib/errors";
import { route } from "../../lib/route";
import { countLeads, getLead, listLeads, publicVendor } from "./queries";
import { createLead, LEAD_NOT_FOUND, updateLead } from "./service";

/** Public form submissions allowed per IP in the window below. */
export const CLIENT_FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

/** Leads pipeline API (spec 001 sections 2.12-2.16 and 7 'Leads'). */
export async function leadsRoutes(app: FastifyInstance) {
  const noStore = { "cache-control": "no-store" };

  const approvedVendor = async (vendorId: string) => {
    const vendor = isUuid(vendorId) ? await publicVendor(app.db, vendorId) : null;
    if (!vendor) throw notFound(VENDOR_LINK_NOT_FOUND);
    return vendor;
  };
  /** The caller's own vendor profile; every /api/vendor/leads route works only inside it. */
  const ownVendorId = (request: FastifyRequest) => vendorOf(request).id;
  const leadId = (id: string) => {
    if (!isUuid(id)) throw notFound(LEAD_NOT_FOUND);
    return id;
  };

  // ---- Public client intake form ----
  route(app, contracts.clientFormVendor, {}, async (request, reply) => {
    reply.headers(noStore);
    return approvedVendor(request.params.vendorId);
  });

  route(
    app,
    contracts.submitClientForm,
    {
      config: {
        rateLimit: app.config.rateLimits
          ? { ...CLIENT_FORM_LIMIT, keyGenerator: (request: FastifyRequest) => `client-form|${request.ip}` }
          : false,
      },
    },
    async (request, reply) => {
      const vendor = await approvedVendor(request.params.vendorId);
      const lead = await createLead(app.db, vendor.id, request.body, { fromClientForm: true });
      return reply.status(201).send(lead);
    },
  );

  // ---- The signed-in vendor's leads ----
  const vendorOnly = requireVendor({ missing: "Vendor not found" });

  route(app, contracts.createLead, { preHandler: vendorOnly }, async (request, reply) => {
    const lead = await createLead(app.db, ownVendorId(request), request.body);
    return reply.status(201).send(lead);
  });

  route(app, contracts.list, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    return listLeads(app.db, ownVendorId(request), request.query.status);
  });

  route(app, contracts.counts, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    return countLeads(app.db, ownVendorId(request));
  });

  route(app, contracts.detail, { preHandler: vendorOnly }, async (request, reply) => {
    reply.headers(noStore);
    const lead = await getLead(app.db, ownVendorId(request), leadId(request.params.id));
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return lead;
  });

  route(app, contracts.update, { preHandler: vendorOnly }, async (request) =>
    updateLead(app.db, ownVendorId(request), callerOf(request).id, leadId(request.params.id), request.body),
  );
}
