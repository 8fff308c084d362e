import { adminAreaListQuerySchema, areaListQuerySchema, areaProposalSchema } from "@bihe/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, getCaller, requireAdmin, requireRole } from "../../auth/guards";
import { notFound } from "../../lib/errors";
import { listAreasForAdmin, listWardAreas, toAreaDto } from "./queries";
import { assertWard, buildTreeAnswer, proposeArea, reviewArea, type TreeAnswer } from "./service";

const areaIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A week: the tree changes only with a deploy, and the ETag revalidates it cheaply after that. */
export const LOCATIONS_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

/** Locations (the whole tree, one answer) and the areas (toles) of a ward, with their admin review. */
export async function locationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  let tree: Promise<TreeAnswer> | null = null;
  const treeAnswer = () => {
    tree ??= buildTreeAnswer(app.db).catch((err) => {
      tree = null;
      throw err;
    });
    return tree;
  };

  app.get("/api/locations", async (request, reply) => {
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

  // Tells the web app's /dev/components page (shared pickers, for browser tests) that it may render.
  if (!app.config.isProduction) app.get("/api/dev/components", async () => ({ enabled: true }));

  app.get("/api/areas", { schema: { querystring: areaListQuerySchema } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { municipalityId, ward } = request.query;
    await assertWard(app.db, municipalityId, ward);
    const caller = await getCaller(request);
    return { areas: await listWardAreas(app.db, municipalityId, ward, caller?.id ?? null) };
  });

  app.post(
    "/api/areas",
    { preHandler: requireRole("vendor"), schema: { body: areaProposalSchema } },
    async (request, reply) => {
      const { area, created } = await proposeArea(app.db, callerOf(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ area, created });
    },
  );

  app.get(
    "/api/admin/areas",
    { preHandler: requireAdmin, schema: { querystring: adminAreaListQuerySchema } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { areas: await listAreasForAdmin(app.db, request.query.status) };
    },
  );

  for (const action of ["approve", "reject"] as const) {
    app.post(
      `/api/admin/areas/:id/${action}`,
      { preHandler: requireAdmin, schema: { params: areaIdParams } },
      async (request) => {
        const caller = callerOf(request);
        const row = await reviewArea(
          app.db,
          request.params.id,
          action === "approve" ? "approved" : "rejected",
          caller.id,
        );
        if (!row) throw notFound("Area not found");
        request.log.info({ areaId: row.id, status: row.status, by: caller.id }, "area reviewed");
        return { area: toAreaDto(row, caller.id) };
      },
    );
  }
}
