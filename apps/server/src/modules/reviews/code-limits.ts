import { AppError } from "../../lib/errors";

/**
 * Limits on review-code emails (docs/decisions/0019, with the rules of docs/decisions/0010): a stranger must not be
 * able to lock someone else's address out, so the per-address rule never refuses for long.
 * - per IP (any address): 10 codes an hour;
 * - per address and IP: 3 codes in 10 minutes;
 * - per address (any IP): the first 5 codes an hour are free, then one a minute at most. Someone
 *   asking codes for your address from many IPs makes you wait at most a minute, never more.
 * A refusal is an immediate 429 with Retry-After. In process memory (one instance, DESIGN 6).
 */
export const CODE_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60_000 },
  perEmailIp: { max: 3, windowMs: 10 * 60_000 },
  perEmail: { free: 5, windowMs: 60 * 60_000, spacingMs: 60_000 },
};
const MAX_KEYS = 100_000;

type Window = { times: number[] };

export class ReviewCodeLimits {
  private windows = new Map<string, Window>();

  /** Refuses (429) or counts one code request for this address from this IP. */
  take(email: string, ip: string, now = Date.now()): void {
    const ipKey = `ip|${ip}`;
    const pairKey = `pair|${email}|${ip}`;
    const emailKey = `email|${email}`;
    const ipTimes = this.recent(ipKey, CODE_LIMITS.perIp.windowMs, now);
    const pairTimes = this.recent(pairKey, CODE_LIMITS.perEmailIp.windowMs, now);
    const emailTimes = this.recent(emailKey, CODE_LIMITS.perEmail.windowMs, now);
    let waitMs = 0;
    if (ipTimes.length >= CODE_LIMITS.perIp.max) waitMs = ipTimes[0] + CODE_LIMITS.perIp.windowMs - now;
    else if (pairTimes.length >= CODE_LIMITS.perEmailIp.max)
      waitMs = pairTimes[0] + CODE_LIMITS.perEmailIp.windowMs - now;
    else if (emailTimes.length >= CODE_LIMITS.perEmail.free) {
      const next = emailTimes[emailTimes.length - 1] + CODE_LIMITS.perEmail.spacingMs;
      if (next > now) waitMs = next - now;
    }
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      const error = new AppError(
        429,
        "RATE_LIMITED",
        `Too many codes asked. Please wait ${seconds} seconds and try again.`,
      ) as AppError & { retryAfter: number };
      error.retryAfter = seconds;
      throw error;
    }
    for (const key of [ipKey, pairKey, emailKey]) this.push(key, now);
  }

  private recent(key: string, windowMs: number, now: number): number[] {
    const w = this.windows.get(key);
    if (!w) return [];
    w.times = w.times.filter((t) => t > now - windowMs);
    return w.times;
  }

  private push(key: string, now: number): void {
    if (this.windows.size > MAX_KEYS) {
      // Drop keys with nothing in the last hour (the longest window) before growing further.
      for (const [k, v] of this.windows) if (!v.times.some((t) => t > now - 60 * 60_000)) this.windows.delete(k);
    }
    const w = this.windows.get(key) ?? { times: [] };
    w.times.push(now);
    this.windows.set(key, w);
  }
}
