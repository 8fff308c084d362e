import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { users } from "../db/schema";
import { AppError, notFound } from "../lib/errors";

/** Per-email limits on top of Better Auth's per-IP ones: a code cannot be brute-forced from many IPs. */
const EMAIL_LIMITED_PATHS: Record<string, number> = {
  "/api/auth/sign-in/email": 10,
  "/api/auth/sign-up/email": 5,
  "/api/auth/email-otp/verify-email": 10,
  "/api/auth/email-otp/check-verification-otp": 10,
  "/api/auth/email-otp/reset-password": 10,
  "/api/auth/email-otp/send-verification-otp": 5,
  "/api/auth/email-otp/request-password-reset": 5,
};

/**
 * The Better Auth endpoints the app uses; every other one (passwordless sign-in codes, the
 * deprecated reset alias, email change, account deletion...) answers 404, so nothing reaches
 * an account by a door the rate limits and checks above do not watch.
 */
const ALLOWED: Record<string, "GET" | "POST"> = {
  "/api/auth/get-session": "GET",
  "/api/auth/list-sessions": "GET",
  "/api/auth/sign-in/email": "POST",
  "/api/auth/sign-up/email": "POST",
  "/api/auth/sign-out": "POST",
  "/api/auth/email-otp/send-verification-otp": "POST",
  "/api/auth/email-otp/verify-email": "POST",
  "/api/auth/email-otp/check-verification-otp": "POST",
  "/api/auth/email-otp/request-password-reset": "POST",
  "/api/auth/email-otp/reset-password": "POST",
  "/api/auth/change-password": "POST",
  "/api/auth/update-user": "POST",
  "/api/auth/revoke-session": "POST",
  "/api/auth/revoke-sessions": "POST",
  "/api/auth/revoke-other-sessions": "POST",
};

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

/** Mounts Better Auth at /api/auth/*, translating Fastify's request and reply. */
export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
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
      if (ALLOWED[pathOf(request)] !== request.method) throw notFound("Not found");
      // Spec 000 section 5: an existing account is reported as such ('Account already exists'),
      // where Better Auth would answer a silent 200 (see docs/decisions/0002).
      if (pathOf(request) === "/api/auth/sign-up/email" && emailOf(request)) {
        const [existing] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, emailOf(request)));
        if (existing) throw new AppError(422, "USER_ALREADY_EXISTS", "User already exists. Use another email.");
      }
      const url = new URL(request.url, app.authBaseUrl);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
      }
      headers.set("x-bihe-client-ip", request.ip);
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === "GET" || request.body === undefined ? undefined : JSON.stringify(request.body),
        }),
      );
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
    },
  });
}
