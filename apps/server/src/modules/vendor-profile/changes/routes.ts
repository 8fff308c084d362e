import { vendorChangesContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf, requireAdmin } from "../../../auth/guards";
import { route } from "../../../lib/route";
import {
  approveChangeRequest,
  getChangeRequestDetail,
  listPendingChangeRequests,
  rejectChangeRequest,
} from "./service";

/** The admin's review of approved vendors' updates: admins only (401 anonymous, 403 others). */
export async function vendorChangesRoutes(app: FastifyInstance) {
  const adminOnly = { preHandler: requireAdmin };
  const noStore = { "cache-control": "no-store" };

  route(app, contracts.list, adminOnly, async (_request, reply) => {
    reply.headers(noStore);
    return listPendingChangeRequests(app.db);
  });

  route(app, contracts.detail, adminOnly, async (request, reply) => {
    reply.headers(noStore);
    return getChangeRequestDetail(app, app.db, request.params.id);
  });

  route(app, contracts.approve, adminOnly, async (request) => {
    await approveChangeRequest(app.db, callerOf(request).id, request.params.id);
    return getChangeRequestDetail(app, app.db, request.params.id);
  });

  route(app, contracts.reject, adminOnly, async (request) => {
    await rejectChangeRequest(app.db, callerOf(request).id, request.params.id, request.body);
    return getChangeRequestDetail(app, app.db, request.params.id);
  });
}
