import type { BetterAuthOptions } from "better-auth";
import type { Counters } from "../lib/counters";

type Storage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/**
 * Better Auth's rate-limit counts, in the app's counters (lib/counters.ts): its built-in memory
 * store is a single map per process, so two apps in one process (the API tests run many per
 * worker) counted each other's sign-ins, and two instances of the app counted apart. A key's
 * window is fixed from its first request; at `max`, requests are refused until it ends.
 */
export function appRateLimitStorage(counters: Counters): Storage {
  return {
    async consume(key, { window, max }) {
      const { count, resetInMs } = await counters.add(`better-auth|${key}`, 1, window * 1000);
      if (count > max) return { allowed: false, retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) };
      return { allowed: true, retryAfter: null };
    },
  };
}
