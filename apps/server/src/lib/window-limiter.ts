import { retryLaterMessage } from "@bihe/shared";
import type { Counters } from "./counters";
import { RetryLater } from "./errors";

/**
 * A fixed-window counter per key, for a second limit on one route (per phone, per vendor):
 * @fastify/rate-limit runs only one limiter per request. Counted in the app's counters
 * (lib/counters.ts), so instances on one PostgreSQL server count together; `name` keeps this
 * limiter's keys apart from every other's there.
 */
export function windowLimiter(
  counters: Counters,
  { name, max, timeWindow }: { name: string; max: number; timeWindow: number },
) {
  return async (key: string): Promise<void> => {
    const { count, resetInMs } = await counters.add(`${name}|${key}`, 1, timeWindow);
    if (count > max) throw new RetryLater("RATE_LIMITED", retryLaterMessage(resetInMs / 1000), resetInMs / 1000);
  };
}

/**
 * A fixed-window counter that is read and counted separately, for limits that must count only
 * what succeeded (docs/decisions/0010): `full(key)` before the work, `count(key)` after it went through.
 * Failed attempts (an unknown vendor, a bad phone) cost nothing, so nobody can fill someone else's
 * window with them.
 */
export function windowCounter(
  counters: Counters,
  { name, max, timeWindow }: { name: string; max: number; timeWindow: number },
) {
  return {
    /** Whether `key` has used up its window. */
    async full(key: string): Promise<boolean> {
      return (await counters.get(`${name}|${key}`)).count >= max;
    },
    async count(key: string): Promise<void> {
      await counters.add(`${name}|${key}`, 1, timeWindow);
    },
  };
}
