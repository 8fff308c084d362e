/**
 * What a request body may weigh, by who can send it. Fastify refuses a larger body with a 413 while
 * it reads it (at once when Content-Length says so), before anything is parsed.
 */

/** A signed-in caller's body (a vendor application with its texts is under 150 KB). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * A body any stranger may send, to a route without a guard: the largest public form, a couple's
 * inquiry with 10 places and 30 events at their longest, is under 40 KB.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** Better Auth's forms: an email, a password, a name, a code (a few hundred bytes). */
export const AUTH_BODY_LIMIT = 16 * 1024;
