import { type ContractShape, fileResponse, systemContracts } from "@bihe/shared/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { responseSchemas, route } from "../../lib/route";
import { withAuthOperations } from "./auth-operations";

/**
 * What the catch-all routes answer: they are registered without a contract (contracts.test.ts
 * says why), so their answers are described here, every 4xx in the error shape.
 */
const CATCH_ALLS: Record<string, Pick<ContractShape, "summary" | "tag" | "responses">> = {
  "/api/auth/*": {
    summary: "Any other Better Auth endpoint: not served (404). The ones the app serves are listed under auth",
    tag: "auth",
    responses: {},
  },
  "/media/*": {
    summary: "An uploaded file by its storage key (photos are WebP)",
    tag: "media",
    responses: { 200: fileResponse("image/webp", "The file (WebP for photos, else application/octet-stream)") },
  },
};

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
    transform: (document) => {
      const catchAll = !document.schema && CATCH_ALLS[document.url];
      if (!catchAll) return jsonSchemaTransform(document);
      const { summary, tag, responses } = catchAll;
      const schema = { summary, tags: [tag], response: responseSchemas({ responses }) };
      return jsonSchemaTransform({ ...document, schema });
    },
    transformObject: (document) =>
      "openapiObject" in document ? withAuthOperations(document.openapiObject) : document.swaggerObject,
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
