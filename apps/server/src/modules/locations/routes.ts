import { locationsContracts, systemContracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf, getCaller, requireAdmin, requireRole } from "../../auth/guards";
import { sendShared } from "../../lib/compressed";
import { notFound } from "../../lib/errors";
import { route } from "../../lib/route";
import { listAreasForAdmin, listWardAreas, toAreaDto } from "./queries";
import {
  assertWard,
  buildTreeAnswer,
  districtLocalLevels,
  locationRegions,
  proposeArea,
  reviewArea,
  type TreeAnswer,
} from "./service";

/** A week: the tree changes only with a deploy, and the ETag revalidates it cheaply after that. */
export const LOCATIONS_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

/** Locations (the whole tree, one answer) and the areas (toles) of a ward, with their admin review. */
export async function locationsRoutes(app: FastifyInstance) {
  let tree: Promise<TreeAnswer> | null = null;
  const treeAnswer = () => {
    tree ??= buildTreeAnswer(app.db).catch((err) => {
      tree = null;
      throw err;
    });
    return tree;
  };

  // The answer is JSON made and compressed once (a Buffer), so it passes the serializer; the
  // contract still describes it, and contracts.test.ts checks the tree against it.
  route(app, locationsContracts.tree, {}, async (request, reply) => {
    const answer = await treeAnswer();
    reply
      .header("cache-control", LOCATIONS_CACHE_CONTROL)
      .header("etag", answer.etag)
      .header("vary", "accept-encoding");
    const inm = request.headers["if-none-match"];
    if (inm?.split(",").some((t) => t.trim().replace(/^W\//, "") === answer.etag)) return reply.status(304).send();
    reply.type("application/json; charset=utf-8");
    const accept = String(request.headers["accept-encoding"] ?? "");
    if (/\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(answer.br);
    if (/\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(answer.gzip);
    return reply.send(answer.json);
  });

  // One object for the process's lifetime, so its JSON and compressed forms are made once (sendShared).
  route(app, locationsContracts.regions, {}, async (request, reply) => {
    reply.header("cache-control", LOCATIONS_CACHE_CONTROL);
    return sendShared(request, reply, locationRegions());
  });

  // The listing's place filter asks for one district's local levels when a district is chosen (shared objects too).
  route(app, locationsContracts.localLevels, {}, async (request, reply) => {
    const levels = districtLocalLevels(request.query);
    if (!levels) throw notFound(request.query.district != null ? "District not found" : "Municipality not found");
    reply.header("cache-control", LOCATIONS_CACHE_CONTROL);
    return sendShared(request, reply, levels);
  });

  // Tells the web app's /dev/components page (shared pickers, for browser tests) that it may render.
  if (!app.config.isProduction) route(app, systemContracts.devComponents, {}, async () => ({ enabled: true }) as const);

  route(app, locationsContracts.wardAreas, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { municipalityId, ward } = request.query;
    await assertWard(app.db, municipalityId, ward);
    const caller = await getCaller(request);
    return { areas: await listWardAreas(app.db, municipalityId, ward, caller?.id ?? null) };
  });

  route(app, locationsContracts.proposeArea, { preHandler: requireRole("vendor") }, async (request, reply) => {
    const { area, created } = await proposeArea(app.db, callerOf(request).id, request.body);
    return reply.status(created ? 201 : 200).send({ area, created });
  });

  route(app, locationsContracts.adminAreas, { preHandler: requireAdmin }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { areas: await listAreasForAdmin(app.db, request.query.status) };
  });

  for (const [contract, status] of [
    [locationsContracts.approveArea, "approved"],
    [locationsContracts.rejectArea, "rejected"],
  ] as const) {
    route(app, contract, { preHandler: requireAdmin }, async (request) => {
      const caller = callerOf(request);
      const row = await reviewArea(app.db, request.params.id, status, caller.id);
      if (!row) throw notFound("Area not found");
      request.log.info({ areaId: row.id, status: row.status, by: caller.id }, "area reviewed");
      return { area: toAreaDto(row, caller.id) };
    });
  }
}
