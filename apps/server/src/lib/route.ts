import { apiErrorSchema } from "@bihe/shared";
import { type ContractOutput, type ContractShape, isFileResponse } from "@bihe/shared/contracts";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from "fastify";
import { z } from "zod";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a contract's handler receives: params, query and body already parsed by its schemas. */
export type ContractRequest<C extends ContractShape> = FastifyRequest<{
  Params: Out<C["params"]>;
  Querystring: Out<C["query"]>;
  Body: Out<C["body"]>;
}>;

/** Guards, rate limits and other route options; method, path and schemas come from the contract. */
export type RouteOptions = {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  config?: RouteShorthandOptions["config"];
  bodyLimit?: number;
};

/**
 * Registers a route from its contract: the zod type provider validates params, query and body
 * (a 400 in the one error shape) and serialises the answer through the response schema of its
 * status code, so fields the contract does not name never leave the server. A handler answers
 * with the contract's type, or sends through `reply` (files, other status codes).
 */
export function route<C extends ContractShape>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<ContractOutput<C> | FastifyReply>,
): void {
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: responseSchemas(contract),
    },
    handler: handler as never,
  });
}

const binary = z.string().meta({ format: "binary" });

/** Per status code: the contract's schema, a file's media type, and the error shape for every 4xx. */
export function responseSchemas(contract: Pick<ContractShape, "responses">): Record<string, unknown> {
  const response: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(contract.responses)) {
    response[status] = isFileResponse(spec)
      ? { description: spec.description, content: { [spec.contentType]: { schema: binary } } }
      : spec;
  }
  response["4xx"] = apiErrorSchema;
  return response;
}
