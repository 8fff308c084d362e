/**
 * How long someone must wait before trying again (a 429's Retry-After), in words: whole minutes
 * up to an hour and a half, then whole hours, always rounded up so the wait named is never short.
 */
export type Wait = { n: number; unit: "minute" | "hour" };

export function waitOf(seconds: number): Wait {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return { n: minutes, unit: "minute" };
  return { n: Math.ceil(minutes / 60), unit: "hour" };
}

/** '1 minute', '7 minutes', '5 hours'. */
export function waitWords(seconds: number): string {
  const { n, unit } = waitOf(seconds);
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** A rate limit's answer, naming the wait that its Retry-After carries. */
export const retryLaterMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${waitWords(retryAfterSeconds)}.`;

/** The same when the wait is not known. */
export const RETRY_SOON_MESSAGE = "Too many requests. Please wait a moment and try again.";
