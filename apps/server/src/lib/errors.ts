import { RETRY_SOON_MESSAGE, retryLaterMessage } from "@bihe/shared";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/** A failure the caller can act on: its message is shown to the user as is. */
export class AppError extends Error {
  constructor(
    public statusCode: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "BAD_REQUEST", message, fields);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You do not have access to this.") => new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);

/** A 429 that knows the wait: the error handler sends it as Retry-After, and the message names it. */
export class RetryLater extends AppError {
  readonly retryAfterSeconds: number;
  constructor(code: string, message: string, retryAfterSeconds: number) {
    super(429, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** The seconds a rate limit's answer already carries as Retry-After (@fastify/rate-limit sets it before refusing). */
function retryAfterOf(reply: FastifyReply): number | null {
  const seconds = Number(reply.getHeader("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Answers that did not match their contract's response schema. The serializer refuses them (a
 * 500, logged with the issues); the test harness fails the test that caused one, so a contract
 * and its handler can never drift apart silently.
 */
export const responseMismatches = { count: 0, last: [] as { method: string; url: string; issues: string[] }[] };

function recordResponseMismatch(error: FastifyError): string[] | null {
  if (error.code !== "FST_ERR_RESPONSE_SERIALIZATION" || !isResponseSerializationError(error)) return null;
  const issues = error.cause.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  responseMismatches.count++;
  responseMismatches.last = [...responseMismatches.last.slice(-19), { method: error.method, url: error.url, issues }];
  return issues;
}

/** '/a/0/b' -> 'a.0.b', the form field path react-hook-form uses. */
const fieldPath = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".");

/** The one error handler: 4xx pass their message through; 5xx log and answer generically. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error instanceof RetryLater) reply.header("retry-after", String(error.retryAfterSeconds));
    // A 5xx the code raised on purpose (a failed save) still needs its cause in the log.
    if (error.statusCode >= 500) {
      request.log.error(
        { err: error, cause: (error as { original?: unknown }).original ?? error.cause },
        "request failed",
      );
    }
    return reply
      .status(error.statusCode)
      .send({ error: { code: error.code, message: error.message, fields: error.fields } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation)
      fields[fieldPath(issue.instancePath ?? "") || "_"] ??= issue.message ?? "Invalid value";
    const first = error.validation[0];
    const where = fieldPath(first.instancePath ?? "");
    const text = first.message ?? "Invalid value";
    const message = where ? `${text} (${where})` : text;
    return reply.status(400).send({ error: { code: "VALIDATION_ERROR", message, fields } });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const code = status === 429 ? "RATE_LIMITED" : (error.code ?? "BAD_REQUEST");
    const wait = status === 429 ? retryAfterOf(reply) : null;
    const message =
      status === 429
        ? wait
          ? retryLaterMessage(wait)
          : RETRY_SOON_MESSAGE
        : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? `The request is too large: at most ${Math.floor((request.routeOptions?.bodyLimit ?? 0) / 1024)} KB are accepted here.`
          : error.message || "Bad request";
    return reply.status(status).send({ error: { code, message } });
  }
  const mismatch = recordResponseMismatch(error);
  if (mismatch) request.log.error({ err: error, issues: mismatch }, "answer does not match its contract");
  else request.log.error({ err: error }, "request failed");
  return reply
    .status(500)
    .send({ error: { code: "INTERNAL", message: "An unexpected error occurred. Please try again." } });
}
