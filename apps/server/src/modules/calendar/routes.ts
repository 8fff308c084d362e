import { calendarContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { requireVendor } from "../../auth/vendor";
import { notFound } from "../../lib/errors";
import { publicOrigin } from "../../lib/public-origin";
import { route } from "../../lib/route";
import { feedIcs, feedTokenOf } from "./feed";
import { calendarVendorId } from "./owner";
import { blockDates, rangeOrBadRequest, readCalendar, setCapacity, setFeed, spanOf, unblockDates } from "./service";

const noStore = { "cache-control": "no-store" };

/**
 * A vendor's own calendar (docs/decisions/0034): the vendor's, or any vendor's for an admin
 * (`vendorId`); a couple is refused, a stranger asked to sign in. The feed is public to whoever
 * holds its secret address, and a wrong one is an ordinary 404.
 */
export async function calendarRoutes(app: FastifyInstance) {
  const vendorOrAdmin = requireVendor({ optional: true });

  route(app, contracts.read, { preHandler: vendorOrAdmin }, async (request, reply) => {
    reply.headers(noStore);
    const vendorId = await calendarVendorId(request, request.query.vendorId);
    return readCalendar(app.db, vendorId, spanOf(request.query), publicOrigin(request));
  });

  route(app, contracts.setCapacity, { preHandler: vendorOrAdmin }, async (request) =>
    setCapacity(app.db, await calendarVendorId(request, request.query.vendorId), request.body.capacity),
  );

  route(app, contracts.block, { preHandler: vendorOrAdmin }, async (request) => {
    const vendorId = await calendarVendorId(request, request.query.vendorId);
    const span = rangeOrBadRequest(request.body.from, request.body.to);
    return blockDates(app.db, vendorId, span, request.body.note);
  });

  route(app, contracts.unblock, { preHandler: vendorOrAdmin }, async (request) => {
    const vendorId = await calendarVendorId(request, request.query.vendorId);
    return unblockDates(app.db, vendorId, rangeOrBadRequest(request.query.from, request.query.to));
  });

  route(app, contracts.regenerateFeed, { preHandler: vendorOrAdmin }, async (request) =>
    setFeed(app.db, await calendarVendorId(request, request.query.vendorId), publicOrigin(request), true),
  );

  route(app, contracts.removeFeed, { preHandler: vendorOrAdmin }, async (request) =>
    setFeed(app.db, await calendarVendorId(request, request.query.vendorId), publicOrigin(request), false),
  );

  route(app, contracts.feed, {}, async (request, reply) => {
    const token = feedTokenOf(request.params.file);
    const ics = token ? await feedIcs(app.db, token) : null;
    if (!ics) throw notFound();
    return reply
      .type("text/calendar; charset=utf-8")
      .headers({ ...noStore, "x-robots-tag": "noindex", "referrer-policy": "no-referrer" })
      .send(ics);
  });
}
