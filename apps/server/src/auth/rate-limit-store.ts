import type { BetterAuthOptions } from "better-auth";

type Storage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/** Past this many keys the oldest go (a flood from many addresses cannot grow the process). */
const MAX_KEYS = 100_000;

/**
 * Better Auth's rate-limit counts, kept by one app. Its built-in memory store is a single map per
 * process, so two apps in one process (the API tests run many per worker) counted each other's
 * sign-ins. Same rule and bound as the built-in store: a key's window starts again once `window`
 * seconds have passed since its last allowed request; at `max`, requests are refused until then.
 */
export function appRateLimitStorage(): Storage {
  const keys = new Map<string, { count: number; expiresAt: number }>();
  return {
    async consume(key, { window, max }) {
      const now = Date.now();
      const entry = keys.get(key);
      if (entry && entry.expiresAt > now && entry.count >= max) {
        return { allowed: false, retryAfter: Math.ceil((entry.expiresAt - now) / 1000) };
      }
      const count = entry && entry.expiresAt > now ? entry.count + 1 : 1;
      // Re-inserted, so the map's order is the order of last use: the first keys are the stalest.
      keys.delete(key);
      keys.set(key, { count, expiresAt: now + window * 1000 });
      if (keys.size > MAX_KEYS) keys.delete(keys.keys().next().value as string);
      return { allowed: true, retryAfter: null };
    },
  };
}
