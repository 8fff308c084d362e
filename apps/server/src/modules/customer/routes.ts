import { isUuid } from "@bihe/shared";
import { customerContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf, requireAdmin, requireRole } from "../../auth/guards";
import { route } from "../../lib/route";
import { unlockCapAt, unlockCapsOf } from "../marketplace/unlock-caps";
import { contactedVendors, profileOf, recentBursts, saveProfile } from "./queries";

const NO_STORE = { "cache-control": "no-store" };
const customerOnly = requireRole("customer");

/** A couple's own account (docs/decisions/0018): profile, contacted vendors; and the admin's list of caps hit. */
export async function customerRoutes(app: FastifyInstance) {
  const answer = async (request: FastifyRequest) => {
    const caller = callerOf(request);
    return { email: caller.email, emailVerified: caller.emailVerified, profile: await profileOf(app.db, caller.id) };
  };

  route(app, contracts.profile, { preHandler: customerOnly }, async (request, reply) => {
    reply.headers(NO_STORE);
    return answer(request);
  });

  route(app, contracts.updateProfile, { preHandler: customerOnly }, async (request, reply) => {
    await saveProfile(app.db, callerOf(request).id, request.body);
    reply.headers(NO_STORE);
    return answer(request);
  });

  route(app, contracts.unlocks, { preHandler: customerOnly }, async (request, reply) => {
    reply.headers(NO_STORE);
    return { vendors: await contactedVendors(app.db, callerOf(request).id) };
  });

  // Separate from the vendor page (cached for everyone): only this small private answer knows the couple.
  route(app, contracts.unlockOf, { preHandler: customerOnly }, async (request, reply) => {
    reply.headers(NO_STORE);
    const vendorId = request.params.vendorId;
    const customerId = callerOf(request).id;
    const [unlock] = isUuid(vendorId) ? await contactedVendors(app.db, customerId, vendorId.toLowerCase()) : [];
    // A vendor not yet contacted: whether a cap refuses it now, so the page can say so before the click.
    const cap = unlock
      ? null
      : await unlockCapAt(app.db, unlockCapsOf(app), { customerId, ip: request.ip }, Date.now());
    return { unlock: unlock ?? null, cap };
  });

  route(app, contracts.unlockBursts, { preHandler: requireAdmin }, async (_request, reply) => {
    reply.headers(NO_STORE);
    return { bursts: await recentBursts(app.db) };
  });
}
