import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/**
 * How deep objects and arrays may nest in a JSON body. The deepest real body (a wizard draft)
 * is under 10 levels; thousands of levels made recursive code further on (validation, Better
 * Auth, serialising a draft) overflow the stack and answer 500.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and lists are accepted.`;

/**
 * How many members one object or list may have, and how many values a body may hold in all. The
 * widest real body (a vendor application: 20 packages of 30 events, 60 priced events) has lists
 * of 60 and under 5,000 values; an anonymous sign-in of 60,000 fields took 200-490 ms of CPU to
 * parse, check and hand to Better Auth, holding every other request meanwhile, and a body of
 * 20,000 values still took 15 ms to parse and check (docs/decisions/0013).
 */
export const MAX_JSON_MEMBERS = 1_000;
export const MAX_JSON_VALUES = 10_000;
export const TOO_MANY_FIELDS_MESSAGE = `The request has too many fields: at most ${MAX_JSON_MEMBERS.toLocaleString("en")} in one object or list, and ${MAX_JSON_VALUES.toLocaleString("en")} in all, are accepted.`;

export type JsonBounds = { depth: number; members: number; values: number };
const BOUNDS: JsonBounds = { depth: MAX_JSON_DEPTH, members: MAX_JSON_MEMBERS, values: MAX_JSON_VALUES };

/**
 * Which bound the JSON text passes first, or null: objects and arrays nested deeper than
 * `depth`, one of them with more than `members` members, or more than `values` values in all
 * (commas and containers counted, an upper bound of the values). One pass over the characters
 * (brackets and commas inside strings do not count), stopping as soon as a bound is passed; it
 * runs before the text is parsed, so nothing deep or wide is ever built.
 */
export function jsonPastBounds(text: string, bounds: JsonBounds = BOUNDS): "depth" | "members" | "values" | null {
  // Commas seen in each open container, by depth.
  const commas = new Uint32Array(bounds.depth + 2);
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: on to its closing quote, the first one after an even run of backslashes (\"
      // does not end it). indexOf skips a long text at native speed (1 MB in 0.02 ms, 5 ms by
      // character); the runs of backslashes counted back lie between quotes, so each is read once.
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end < 0) return null;
        let k = end - 1;
        while (text.charCodeAt(k) === 0x5c) k--;
        i = end;
        if ((end - 1 - k) % 2 === 0) break;
      }
    } else if (c === 0x2c) {
      if (++commas[depth] >= bounds.members) return "members";
      if (++values > bounds.values) return "values";
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > bounds.depth) return "depth";
      commas[depth] = 0;
      if (++values > bounds.values) return "values";
    } else if ((c === 0x7d || c === 0x5d) && depth > 0) depth--;
  }
  return null;
}

/** True when objects and arrays in the JSON text nest deeper than `limit`. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  const unbounded = Number.POSITIVE_INFINITY;
  return jsonPastBounds(text, { depth: limit, members: unbounded, values: unbounded }) === "depth";
}

/**
 * Replaces Fastify's JSON body parser by the same parser behind the depth and width checks, for
 * every route (Better Auth's /api/auth/* included: it is a Fastify route and receives the parsed
 * body). Register before any route.
 */
export function useBoundedJsonParser(app: FastifyInstance) {
  // Fastify's own parser: empty bodies and '__proto__' / 'constructor' keys are still refused.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const past = jsonPastBounds(body as string);
    if (past) {
      done(badRequest(past === "depth" ? TOO_DEEP_MESSAGE : TOO_MANY_FIELDS_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
