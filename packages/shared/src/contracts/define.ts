import { z } from "zod";
import { pathQueryKey } from "./ref";

export { contractUrl } from "./ref";

/**
 * One contract per endpoint: the server registers the route from it (input validated, answer
 * serialised and stripped to the schema), the web calls through it, and the OpenAPI description
 * is generated from it. Path, input, output and cache key are written once, here.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An answer that is not JSON (a PNG, a PDF, a page): documented by its media type. */
export type FileResponse = { kind: "file"; contentType: string; description: string };
export const fileResponse = (contentType: string, description: string): FileResponse => ({
  kind: "file",
  contentType,
  description,
});
export const isFileResponse = (spec: unknown): spec is FileResponse =>
  typeof spec === "object" && spec !== null && (spec as FileResponse).kind === "file";

export type ResponseSpec = z.ZodType | FileResponse;

export type ContractShape = {
  method: HttpMethod;
  /** Fastify's form: `/api/vendor/leads/:id`. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** The module it belongs to (the reference page groups by it). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer per status code (errors share one shape and are added by the server's helper). */
  responses: { [status: number]: ResponseSpec };
};

type Field<S, K extends string> = S extends z.ZodType
  ? Partial<z.input<S>> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: path params, query and body, each typed by the contract. */
export type ContractInput<C extends ContractShape> = Field<C["params"], "params"> &
  Field<C["query"], "query"> &
  Field<C["body"], "body">;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type JsonOf<S> = S extends z.ZodType ? z.output<S> : never;
/** The typed answer of a successful call (the union of its 2xx JSON answers). */
export type ContractOutput<C extends ContractShape> = {
  [K in keyof C["responses"]]: K extends SuccessStatus ? JsonOf<C["responses"][K]> : never;
}[keyof C["responses"]];

export type Contract<C extends ContractShape = ContractShape> = C & {
  /** The TanStack Query key the web caches this answer under (also used by the server's page heads). */
  queryKey: (input: ContractInput<C>) => readonly unknown[];
};

/**
 * Declares a contract. The query key (second argument) defaults to the path plus the params and
 * query, so two inputs never share a key; give it when the web reads the key elsewhere (invalidation).
 */
export function defineContract<const C extends ContractShape>(
  contract: C,
  queryKey?: (input: ContractInput<C>) => readonly unknown[],
): Contract<C> {
  return { ...contract, queryKey: queryKey ?? pathQueryKey(contract.path) };
}

/** Every error answer (DESIGN 'How a request flows'). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A JSON object typed by another schema's inference but checked only as an object at run time:
 * for answers that carry what a person typed and was never validated in full (a wizard draft).
 */
export const typedObject = <T>() => z.record(z.string(), z.unknown()) as unknown as z.ZodType<T>;

/** An answer that carries nothing but success. */
export const okSchema = z.object({ ok: z.literal(true) });
