import type { Counters } from "../../lib/counters";
import { AppError } from "../../lib/errors";

/**
 * Limits on review-code emails (docs/decisions/0019, with the rules of docs/decisions/0010): a stranger must not be
 * able to lock someone else's address out, so the per-address rule never refuses for long.
 * - per IP (any address): 10 codes an hour;
 * - per address and IP: 3 codes in 10 minutes;
 * - per address (any IP): the first 5 codes an hour are free, then one a minute at most. Someone
 *   asking codes for your address from many IPs makes you wait at most a minute, never more.
 * A refusal is an immediate 429 with Retry-After.
 */
export const CODE_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60_000 },
  perEmailIp: { max: 3, windowMs: 10 * 60_000 },
  perEmail: { free: 5, windowMs: 60 * 60_000, spacingMs: 60_000 },
};
/** A refusal: the 429 the route sends, with the seconds to send as Retry-After. */
function wait(ms: number): AppError & { retryAfter: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const error = new AppError(
    429,
    "RATE_LIMITED",
    `Too many codes asked. Please wait ${seconds} seconds and try again.`,
  ) as AppError & { retryAfter: number };
  error.retryAfter = seconds;
  return error;
}

/**
 * The limits above in the app's counters (lib/counters.ts: fixed windows, shared by every
 * instance on one PostgreSQL server). Each counter changes atomically; a refused request gives
 * back what it counted. From the last free code on, a code takes the address's one-minute gate,
 * and a request that finds the gate taken waits for it.
 */
export class ReviewCodeLimits {
  constructor(private counters: Counters) {}

  /** Refuses (429) or counts one code request for this address from this IP. */
  async take(email: string, ip: string): Promise<void> {
    const c = this.counters;
    const { perIp, perEmailIp, perEmail } = CODE_LIMITS;
    const counted: [string, number][] = [];
    const count = async (key: string, windowMs: number) => {
      counted.push([key, windowMs]);
      return c.add(key, 1, windowMs);
    };
    const refuse = async (ms: number) => {
      await Promise.all(counted.map(([key, windowMs]) => c.add(key, -1, windowMs)));
      return wait(ms);
    };
    const byIp = await count(`review-code-ip|${ip}`, perIp.windowMs);
    if (byIp.count > perIp.max) throw await refuse(byIp.resetInMs);
    const byPair = await count(`review-code-pair|${email}|${ip}`, perEmailIp.windowMs);
    if (byPair.count > perEmailIp.max) throw await refuse(byPair.resetInMs);
    const byEmail = await count(`review-code-email|${email}`, perEmail.windowMs);
    if (byEmail.count >= perEmail.free) {
      const gate = await count(`review-code-spacing|${email}`, perEmail.spacingMs);
      if (gate.count > 1) throw await refuse(gate.resetInMs);
    }
  }
}
