import { conversationsContracts as contracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { callerOf, requireRole } from "../../auth/guards";
import { requireVendor, vendorOf } from "../../auth/vendor";
import { vendorProfiles } from "../../db/schema";
import { route } from "../../lib/route";
import { windowLimiter } from "../../lib/window-limiter";
import { clientLead, type LeadParty, vendorLead } from "./access";
import { customerThreads, leadEventList, threadView, vendorInbox } from "./queries";
import { markThreadRead, revokeClientLink, sendMessage, setClientLink } from "./service";

/**
 * Messages one sender may write per window, counted in the app's counters so every instance on one
 * PostgreSQL server counts together (docs/decisions/0031): a conversation, not a channel for bulk text.
 */
export const MESSAGE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };
/**
 * Private links a vendor makes (each one emailed to an address it types) per hour: enough to invite
 * and correct a day's walk-in clients, too few to make the product a way to mail strangers.
 */
export const CLIENT_LINK_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** A lead's conversation for its three kinds of party (see access.ts for who may see what). */
export async function conversationsRoutes(app: FastifyInstance) {
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");
  const limit = windowLimiter(app.counters, { name: "messages", ...MESSAGE_LIMIT });
  const linkLimit = windowLimiter(app.counters, { name: "client-links", ...CLIENT_LINK_LIMIT });
  const vendorOnly = { preHandler: requireVendor() };
  const customerOnly = { preHandler: requireRole("customer") };

  const asVendor = (request: FastifyRequest<{ Params: { id: string } }>) =>
    vendorLead(app.db, vendorOf(request).id, request.params.id);
  const asCustomer = (request: FastifyRequest<{ Params: { id: string } }>) =>
    clientLead(app.db, { userId: callerOf(request).id }, request.params.id);
  const asLinkHolder = (request: FastifyRequest<{ Params: { token: string } }>) =>
    clientLead(app.db, { token: request.params.token });
  /** Who a message counts against: the vendor, the couple's account, or the lead of a private link. */
  const senderKey = (party: LeadParty, userId: string | null) =>
    party.party === "vendor" ? `vendor|${party.vendorId}` : userId ? `user|${userId}` : `link|${party.leadId}`;

  // ---- The vendor ----
  route(app, contracts.vendorInbox, vendorOnly, async (request, reply) => {
    noStore(reply);
    return vendorInbox(app.db, vendorOf(request).id);
  });
  route(app, contracts.vendorThread, vendorOnly, async (request, reply) => {
    noStore(reply);
    return threadView(app.db, await asVendor(request));
  });
  route(app, contracts.vendorSend, vendorOnly, async (request, reply) => {
    const party = await asVendor(request);
    const userId = callerOf(request).id;
    await limit(senderKey(party, userId));
    return reply.status(201).send(await sendMessage(app.db, app.mailer, party, userId, request.body));
  });
  route(app, contracts.vendorRead, vendorOnly, async (request) => {
    await markThreadRead(app.db, await asVendor(request), callerOf(request).id);
    return { ok: true as const };
  });
  route(app, contracts.vendorClientLink, vendorOnly, async (request) => {
    const party = await asVendor(request);
    await linkLimit(`vendor|${party.vendorId}`);
    return setClientLink(app.db, app.mailer, app.authBaseUrl, party, request.body.email);
  });
  route(app, contracts.vendorRevokeClientLink, vendorOnly, async (request) => {
    await revokeClientLink(app.db, await asVendor(request));
    return { ok: true as const };
  });

  // ---- The couple ----
  route(app, contracts.customerThreads, customerOnly, async (request, reply) => {
    noStore(reply);
    return customerThreads(app.db, callerOf(request).id);
  });
  route(app, contracts.customerThread, customerOnly, async (request, reply) => {
    noStore(reply);
    return threadView(app.db, await asCustomer(request));
  });
  route(app, contracts.customerSend, customerOnly, async (request, reply) => {
    const party = await asCustomer(request);
    const userId = callerOf(request).id;
    await limit(senderKey(party, userId));
    return reply.status(201).send(await sendMessage(app.db, app.mailer, party, userId, request.body));
  });
  route(app, contracts.customerRead, customerOnly, async (request) => {
    await markThreadRead(app.db, await asCustomer(request), callerOf(request).id);
    return { ok: true as const };
  });

  // ---- A walk-in client, by the private link's token (no account) ----
  route(app, contracts.clientPage, {}, async (request, reply) => {
    noStore(reply);
    reply.header("x-robots-tag", "noindex");
    const party = await asLinkHolder(request);
    const [thread, events, [vendor]] = await Promise.all([
      threadView(app.db, party),
      leadEventList(app.db, party.leadId),
      app.db
        .select({ companyName: vendorProfiles.companyName, slug: vendorProfiles.slug })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, party.vendorId)),
    ]);
    return { vendorName: vendor?.companyName ?? "", vendorSlug: vendor?.slug ?? "", events, thread };
  });
  route(app, contracts.clientSend, {}, async (request, reply) => {
    const party = await asLinkHolder(request);
    await limit(senderKey(party, null));
    return reply.status(201).send(await sendMessage(app.db, app.mailer, party, null, request.body));
  });
  route(app, contracts.clientRead, {}, async (request) => {
    await markThreadRead(app.db, await asLinkHolder(request), null);
    return { ok: true as const };
  });
}
