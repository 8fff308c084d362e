import { saaitContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf, requireAdmin } from "../../auth/guards";
import { route } from "../../lib/route";
import { saaitDaysBetween } from "./saait";
import { addSaaitDate, editSaaitDate, removeSaaitDate, saaitYear } from "./saait-admin";

/** The list changes a few times a year: browsers keep it an hour, shared caches serve it stale while refreshing. */
const SAAIT_CACHE = "public, max-age=3600, stale-while-revalidate=86400";
const NO_STORE = "no-store";

/** Saait dates: one public read for every picker and calendar, and the admin console's list per BS year. */
export async function saaitRoutes(app: FastifyInstance) {
  route(app, contracts.between, {}, async (request, reply) => {
    reply.header("cache-control", SAAIT_CACHE);
    return { dates: await saaitDaysBetween(app.db, request.query.from, request.query.to) };
  });

  route(app, contracts.adminYear, { preHandler: requireAdmin }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    return { year: request.query.year, dates: await saaitYear(app.db, request.query.year) };
  });

  route(app, contracts.add, { preHandler: requireAdmin }, async (request, reply) => {
    const date = await addSaaitDate(app.db, callerOf(request).id, request.body.day, request.body.note);
    return reply.status(201).send({ date });
  });

  route(app, contracts.edit, { preHandler: requireAdmin }, async (request) => ({
    date: await editSaaitDate(app.db, callerOf(request).id, request.params.day, request.body.note),
  }));

  route(app, contracts.remove, { preHandler: requireAdmin }, async (request) => {
    await removeSaaitDate(app.db, callerOf(request).id, request.params.day);
    return { ok: true as const };
  });
}
