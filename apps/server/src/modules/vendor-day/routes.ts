import { vendorDayContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { requireVendor, vendorOf } from "../../auth/vendor";
import { route } from "../../lib/route";
import { vendorDay } from "./queries";

/** The vendor's day: its own vendor's lists only (an admin without a vendor profile gets a 404). */
export async function vendorDayRoutes(app: FastifyInstance) {
  route(app, contracts.day, { preHandler: requireVendor() }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return vendorDay(app.db, vendorOf(request).id);
  });
}
