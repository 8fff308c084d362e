import { shortlistContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf, requireRole } from "../../auth/guards";
import { route } from "../../lib/route";
import { addToShortlist, compareVendors, listShortlist, mergeShortlist, removeFromShortlist } from "./service";

/** A couple's own list: never cached by anyone but their browser's memory. */
const NO_STORE = { "cache-control": "private, no-store" };
/** Compare reads public fields only, the same for everyone: cached like the listing. */
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

/**
 * The shortlist on a customer's account (docs/decisions/0016) and compare. Hearts on public pages read the
 * account's list through `list` once per screen, so the cached public answers stay the same for all.
 */
export async function shortlistRoutes(app: FastifyInstance) {
  const customer = { preHandler: requireRole("customer") };

  route(app, contracts.list, customer, async (request, reply) => {
    reply.headers(NO_STORE);
    return listShortlist(app, callerOf(request).id);
  });

  route(app, contracts.add, customer, async (request, reply) => {
    reply.headers(NO_STORE);
    return addToShortlist(app, callerOf(request).id, request.params.vendorId);
  });

  route(app, contracts.remove, customer, async (request, reply) => {
    reply.headers(NO_STORE);
    return removeFromShortlist(app, callerOf(request).id, request.params.vendorId);
  });

  route(app, contracts.merge, customer, async (request, reply) => {
    reply.headers(NO_STORE);
    return mergeShortlist(app, callerOf(request).id, request.body.vendorIds);
  });

  route(app, contracts.compare, {}, async (request, reply) => {
    const answer = await compareVendors(app, request.query.ids);
    reply.header("cache-control", PUBLIC_CACHE);
    return answer;
  });
}
