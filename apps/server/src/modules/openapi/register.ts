import { systemContracts } from "@bihe/shared/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { route } from "../../lib/route";

/** Where the readable reference page lives (its HTML, script and the OpenAPI copy it reads). */
export const DOCS_PREFIX = "/api/docs";

/**
 * The OpenAPI 3.1 description of every route, generated from the contracts' zod schemas, at
 * /api/openapi.json, and Swagger UI reading it at /api/docs. Called on the root instance before
 * any route is registered: @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Bihe API",
        version: "1",
        description:
          "The wedding-vendor marketplace's HTTP API. Every answer's shape comes from one contract in " +
          "packages/shared/src/contracts. Errors answer `{ error: { code, message, fields? } }`; " +
          "signed-in calls use the session cookie set by /api/auth.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Everything is served from this origin (the page's CSP allows nothing else); no outside validator.
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: "list" },
    theme: { title: "Bihe API reference" },
  });
  route(app, systemContracts.openApi, {}, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger() as unknown as Record<string, unknown>;
  });
}
