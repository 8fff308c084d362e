import { adminContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf, requireAdmin } from "../../auth/guards";
import { route } from "../../lib/route";
import { getSettings } from "../system/settings";
import { variantKeys } from "../vendor-profile/media/stored-image";
import { removeVendorPhoto } from "./photos";
import { countVendors, listVendors } from "./queries";
import { saveSettings, setVendorStatus } from "./service";
import { getVendorDetail, saveVendorByAdmin } from "./vendor-edit";

/** Admin console API: every route refuses anonymous callers (401) and non-admins (403). */
export async function adminRoutes(app: FastifyInstance) {
  const noStore = { "cache-control": "no-store" };
  const adminOnly = { preHandler: requireAdmin };

  route(app, contracts.vendors, adminOnly, async (request, reply) => {
    reply.headers(noStore);
    return listVendors(app.db, request.query, (path) => app.storage.url(variantKeys(path).thumb));
  });

  route(app, contracts.counts, adminOnly, async (request, reply) => {
    reply.headers(noStore);
    return countVendors(app.db, request.query.type);
  });

  route(app, contracts.changeStatus, adminOnly, async (request) =>
    setVendorStatus(app.db, callerOf(request).id, request.params.id, request.body.status, request.body),
  );

  route(app, contracts.vendor, adminOnly, async (request, reply) => {
    reply.headers(noStore);
    return getVendorDetail(app, app.db, request.params.id);
  });

  route(app, contracts.saveVendor, adminOnly, async (request) =>
    saveVendorByAdmin(app, callerOf(request).id, request.params.id, request.body.application, request.body.version),
  );

  route(app, contracts.removePhoto, adminOnly, async (request) =>
    removeVendorPhoto(app, callerOf(request).id, request.params.id, request.params.photoId, request.body.reason),
  );

  route(app, contracts.settings, adminOnly, async (_request, reply) => {
    reply.headers(noStore);
    return getSettings(app.db);
  });

  route(app, contracts.saveSettings, adminOnly, async (request) =>
    saveSettings(app.db, callerOf(request).id, request.body),
  );
}
