import type { BetterAuthOptions } from "better-auth";
import type { Counters } from "../lib/counters";
import { windowLimiter } from "../lib/window-limiter";

type Rule = { max: number; windowSeconds: number };

/**
 * Requests one address may make to one auth endpoint (path under /api/auth) in a window. They are
 * counted when the request arrives, before its body is read: a flood of sign-ins costs a counter
 * each, not a parse (docs/decisions/0010). Sign-up counts every attempt, 'already exists' answers
 * included, or they would be a free way to find out which addresses have accounts.
 */
const RULES: Record<string, Rule> = {
  "/sign-in/email": { max: 10, windowSeconds: 60 },
  "/sign-up/email": { max: 5, windowSeconds: 60 },
  "/sign-in/email-otp": { max: 10, windowSeconds: 60 },
  "/email-otp/verify-email": { max: 10, windowSeconds: 60 },
  "/email-otp/check-verification-otp": { max: 10, windowSeconds: 60 },
  "/email-otp/reset-password": { max: 10, windowSeconds: 60 },
  "/email-otp/send-verification-otp": { max: 5, windowSeconds: 60 },
  "/email-otp/request-password-reset": { max: 5, windowSeconds: 60 },
  // Better Auth's own rule for password changes.
  "/change-password": { max: 3, windowSeconds: 10 },
};
/** Every other endpoint (sessions, sign-out, profile), and every unknown path together. */
const OTHERS: Rule = { max: 100, windowSeconds: 60 };

/**
 * The same rules for Better Auth's own limiter, which stays behind ours: it counts only what
 * passed ours, so it never refuses first; it is there for any request that reaches Better Auth
 * another way.
 */
export const betterAuthIpRules = (): NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customRules"]> =>
  Object.fromEntries(
    Object.entries(RULES).map(([path, { max, windowSeconds }]) => [path, { max, window: windowSeconds }]),
  );
export const BETTER_AUTH_DEFAULT_RULE = { max: OTHERS.max, window: OTHERS.windowSeconds };

/**
 * Counts a request to `path` (under /api/auth; undefined for a path the app does not serve) from
 * `ip`, and throws a 429 past its rule.
 */
export function authIpLimiter(counters: Counters): (path: string | undefined, ip: string) => Promise<void> {
  const limiters = new Map(
    [...Object.entries(RULES), ["", OTHERS] as const].map(([path, rule]) => [
      path,
      windowLimiter(counters, { name: "auth-ip", max: rule.max, timeWindow: rule.windowSeconds * 1000 }),
    ]),
  );
  const others = limiters.get("")!;
  return (path, ip) => {
    const limiter = (path !== undefined && limiters.get(path)) || others;
    return limiter(`${path ?? ""}|${ip}`);
  };
}
