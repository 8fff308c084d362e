import { authContracts, type ContractShape } from "@bihe/shared/contracts";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { responseSchemas } from "../../lib/route";

type Json = Record<string, unknown>;
type OpenApiObject = Json & { paths?: Record<string, Json> };

/**
 * The description of one operation from its contract, in the form @fastify/swagger gives a route:
 * the same zod-to-JSON-schema conversion, every 4xx in the error shape.
 */
function operationOf(contract: ContractShape, openapiObject: OpenApiObject): Json {
  const { schema } = jsonSchemaTransform({
    schema: { body: contract.body, response: responseSchemas(contract) },
    url: contract.path,
    route: {} as never,
    openapiObject: openapiObject as never,
  }) as { schema: { body?: unknown; response: Json } };
  const json = (jsonSchema: unknown) => ({ "application/json": { schema: jsonSchema } });
  return {
    summary: contract.summary,
    tags: [contract.tag],
    ...(schema.body
      ? { requestBody: { required: !contract.body?.safeParse(undefined).success, content: json(schema.body) } }
      : {}),
    responses: Object.fromEntries(
      Object.entries(schema.response).map(([status, jsonSchema]) => [
        status.toUpperCase(),
        { description: "Default Response", content: json(jsonSchema) },
      ]),
    ),
  };
}

/**
 * Adds the Better Auth operations the app serves (packages/shared/src/contracts/auth.ts) to the
 * description: one catch-all route serves them, so @fastify/swagger sees only the catch-all.
 */
export function withAuthOperations<D extends object>(document: D): D {
  const openapiObject = document as OpenApiObject;
  const paths = { ...openapiObject.paths };
  for (const contract of Object.values(authContracts) as ContractShape[]) {
    paths[contract.path] = {
      ...paths[contract.path],
      [contract.method.toLowerCase()]: operationOf(contract, openapiObject),
    };
  }
  return { ...openapiObject, paths } as D;
}
