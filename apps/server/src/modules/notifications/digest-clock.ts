import { DIGEST_HOUR_NPT } from "@bihe/shared";

/** Nepal is UTC+5:45 all year (no daylight saving). */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The latest digest moment at or before `now`: 08:00 Nepal time of today, or of yesterday when
 * it is not 08:00 yet in Nepal. `day` is that Nepal calendar date (the digest's claim key).
 */
export function latestDigestMoment(now: Date): { at: Date; day: string } {
  const nepal = new Date(now.getTime() + NEPAL_OFFSET_MS);
  let dayStartUtcMs = Date.UTC(nepal.getUTCFullYear(), nepal.getUTCMonth(), nepal.getUTCDate());
  let at = dayStartUtcMs + DIGEST_HOUR_NPT * 3_600_000 - NEPAL_OFFSET_MS;
  if (at > now.getTime()) {
    dayStartUtcMs -= DAY_MS;
    at -= DAY_MS;
  }
  return { at: new Date(at), day: new Date(dayStartUtcMs).toISOString().slice(0, 10) };
}
