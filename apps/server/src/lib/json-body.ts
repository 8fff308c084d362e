import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/**
 * How deep objects and arrays may nest in a JSON body. The deepest real body (a wizard draft)
 * is under 10 levels; thousands of levels made recursive code further on (validation, Better
 * Auth, serialising a draft) overflow the stack and answer 500 (issue 13 item 2).
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and lists are accepted.`;

/**
 * True when objects and arrays in the JSON text nest deeper than `limit`. One pass over the
 * characters (brackets inside strings do not count), stopping as soon as the limit is passed;
 * it runs before the text is parsed, so nothing deep is ever built.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character (\" does not end the string)
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser by the same parser behind a depth check, for every route
 * (Better Auth's /api/auth/* included: it is a Fastify route and receives the parsed body).
 * Register before any route.
 */
export function useDepthLimitedJsonParser(app: FastifyInstance) {
  // Fastify's own parser: empty bodies and '__proto__' / 'constructor' keys are still refused.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
