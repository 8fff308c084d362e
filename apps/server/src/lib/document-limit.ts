import type { Counters } from "./counters";
import { windowLimiter } from "./window-limiter";

/**
 * PDFs (quotations, receipts) one caller has made per window. Making one subsets the Devanagari font,
 * up to a second of CPU on this event loop, so downloads are counted like writes (docs/decisions/0013):
 * plenty for a couple or a studio at work, too few to hold the server.
 */
export const DOCUMENT_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/** One limiter shared by every route that makes a PDF: a caller's downloads count together. */
export function documentLimiter(counters: Counters): (caller: string) => Promise<void> {
  return windowLimiter(counters, { name: "documents", ...DOCUMENT_LIMIT });
}
