import { EMAIL_MAX_LENGTH } from "@bihe/shared";
import { authContracts } from "@bihe/shared/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { users } from "../db/schema";
import { AUTH_BODY_LIMIT } from "../lib/body-limits";
import { AppError, badRequest, notFound } from "../lib/errors";
import { authIpLimiter } from "./ip-limits";
import { OWN_ORIGIN_HEADER } from "./origins";
import { SignInLimits, type SignInOutcome, SignInWait } from "./sign-in-limits";

/**
 * Per-email limits on top of Better Auth's per-IP ones: a code cannot be brute-forced from many IPs.
 * Sign-in is not here: a flat per-email limit would let anyone lock the owner out (sign-in-limits.ts).
 */
const EMAIL_LIMITED_PATHS: Record<string, number> = {
  "/api/auth/sign-up/email": 5,
  "/api/auth/email-otp/verify-email": 10,
  "/api/auth/sign-in/email-otp": 10,
  "/api/auth/email-otp/check-verification-otp": 10,
  "/api/auth/email-otp/reset-password": 10,
  "/api/auth/email-otp/send-verification-otp": 5,
  "/api/auth/email-otp/request-password-reset": 5,
};

/**
 * The Better Auth endpoints the app uses, as their contracts describe them; every other one (the
 * deprecated reset alias, email change, account deletion...) answers 404, so nothing reaches an
 * account by a door the rate limits and checks here do not watch.
 */
const ALLOWED: Record<string, string> = Object.fromEntries(
  Object.values(authContracts).map((contract) => [contract.path, contract.method]),
);

const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/** Better Auth's bare messages, with what the user can do about them. */
const CLEARER: Record<string, string> = {
  OTP_EXPIRED: "OTP expired. Please request a new code.",
  TOO_MANY_ATTEMPTS: "Too many attempts. Please request a new code.",
};

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
};
const pathOf = (request: FastifyRequest) => request.url.split("?")[0];
/** The endpoint under /api/auth, or undefined for a path the app does not serve. */
const endpointOf = (request: FastifyRequest) => {
  const path = pathOf(request);
  return ALLOWED[path] ? path.slice(AUTH_PREFIX.length) : undefined;
};

const AUTH_PREFIX = "/api/auth";

const SIGN_IN = "/api/auth/sign-in/email";
const SIGN_UP = "/api/auth/sign-up/email";
const SIGN_IN_CODE = "/api/auth/sign-in/email-otp";
const CHANGE_PASSWORD = "/api/auth/change-password";
const signInOutcome = (status: number): SignInOutcome =>
  status === 401 ? "failed" : status === 200 ? "signed-in" : "not-checked";

/** Mounts Better Auth at /api/auth/*, translating Fastify's request and reply. */
export async function authRoutes(app: FastifyInstance) {
  const limited = app.config.rateLimits;
  const signInLimits = new SignInLimits(app.counters);
  const perIp = authIpLimiter(app.counters);
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    bodyLimit: AUTH_BODY_LIMIT,
    // Per address before the body is read (ip-limits.ts); the per-email limits below need the body.
    onRequest: async (request) => {
      if (limited) await perIp(endpointOf(request), request.ip);
    },
    config: {
      rateLimit: app.config.rateLimits
        ? {
            hook: "preHandler",
            timeWindow: 60_000,
            max: (request: FastifyRequest) => EMAIL_LIMITED_PATHS[pathOf(request)] ?? 1000,
            keyGenerator: (request: FastifyRequest) => {
              const path = pathOf(request);
              return EMAIL_LIMITED_PATHS[path] && emailOf(request) ? `${path}|${emailOf(request)}` : `ip|${request.ip}`;
            },
          }
        : false,
    },
    async handler(request, reply) {
      const path = pathOf(request);
      if (ALLOWED[path] !== request.method) throw notFound("Not found");
      // Better Auth checks only the shape of an address: a long one would be looked up and kept.
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email === "string" && email.length > EMAIL_MAX_LENGTH) throw badRequest(INVALID_EMAIL_MESSAGE);
      if (path === SIGN_UP) {
        // Spec 000 section 5: an existing account is reported as such ('Account already exists'),
        // where Better Auth would answer a silent 200 (see docs/decisions/0002).
        if (emailOf(request)) {
          const [existing] = await app.db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, emailOf(request)));
          if (existing) throw new AppError(422, "USER_ALREADY_EXISTS", "User already exists. Use another email.");
        }
      }
      let settleSignIn: ((outcome: SignInOutcome) => Promise<void>) | undefined;
      if (path === SIGN_IN && limited && emailOf(request)) {
        try {
          settleSignIn = await signInLimits.begin(emailOf(request), request.ip);
        } catch (err) {
          if (err instanceof SignInWait) reply.header("retry-after", String(err.retryAfterSeconds));
          throw err;
        }
      }
      try {
        return await forward(request, reply, (status) => settleSignIn?.(signInOutcome(status)));
      } catch (err) {
        await settleSignIn?.("not-checked");
        throw err;
      }
    },
  });

  /** Hands the request to Better Auth and its answer back, in the error shape of every other route. */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    answered: (status: number) => Promise<void> | undefined,
  ) {
    // A password change always ends the user's other sessions, whatever the client asked for.
    const sent = request.body && typeof request.body === "object" ? (request.body as Record<string, unknown>) : null;
    const body =
      pathOf(request) === CHANGE_PASSWORD && sent
        ? { ...sent, revokeOtherSessions: true }
        : pathOf(request) === SIGN_IN_CODE && sent
          ? // A code sign-in that makes an account makes a couple's (docs/decisions/0018): only these fields pass.
            { email: sent.email, otp: sent.otp, name: "", locale: sent.locale === "ne" ? "ne" : "en", role: "customer" }
          : request.body;
    const url = new URL(request.url, app.authBaseUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
    }
    headers.set("x-bihe-client-ip", request.ip);
    headers.set(OWN_ORIGIN_HEADER, `${request.protocol}://${request.host}`);
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: request.method === "GET" || body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    await answered(response.status);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    const text = await response.text();
    if (response.status >= 400) {
      // Same error shape as every other route.
      let parsed: { code?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {}
      return reply.header("content-type", "application/json").send({
        error: {
          code: parsed.code ?? "AUTH_ERROR",
          message: CLEARER[parsed.code ?? ""] ?? (parsed.message || response.statusText || "Request failed"),
        },
      });
    }
    return reply.send(text || null);
  }
}
