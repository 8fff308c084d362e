import { AppError } from "./errors";

/**
 * A fixed-window counter per key, for a second limit on one route (per phone, per vendor):
 * @fastify/rate-limit runs only one limiter per request. In process memory, like the plugin's
 * default store; several instances would share a store (DESIGN principle 6).
 */
export function windowLimiter({ max, timeWindow }: { max: number; timeWindow: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string): void => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      w = { count: 0, resetAt: now + timeWindow };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > max)
      throw new AppError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
  };
}

/**
 * A fixed-window counter that is read and counted separately, for limits that must count only
 * what succeeded (docs/decisions/0010): `full(key)` before the work, `count(key)` after it went through.
 * Failed attempts (an unknown vendor, a bad phone) cost nothing, so nobody can fill someone else's
 * window with them.
 */
export function windowCounter({ max, timeWindow }: { max: number; timeWindow: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    /** Whether `key` has used up its window. */
    full(key: string): boolean {
      return (current(key, Date.now())?.count ?? 0) >= max;
    },
    count(key: string): void {
      const now = Date.now();
      let w = current(key, now);
      if (!w) {
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        w = { count: 0, resetAt: now + timeWindow };
        windows.set(key, w);
      }
      w.count += 1;
    },
  };
}
