/**
 * A vendor's availability on a date (docs/decisions/0034): how many weddings it takes a day
 * (capacity), what fills a date (the Won leads with an event on it, each lead once, and the
 * vendor's own blocks, which take the whole date), and the three states the public sees.
 */
import { adToBs, BS_MAX_YEAR, BS_MIN_YEAR, bsToAd, formatBs, isAdInBsRange, isValidBsDate } from "./calendar";

export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 50;
export const DEFAULT_CAPACITY = 1;
/** The longest range a vendor blocks or asks for in one request. */
export const DATE_RANGE_MAX_DAYS = 366;
/** How far ahead the vendor page shows availability. */
export const PUBLIC_AVAILABILITY_MONTHS = 12;
export const BLOCK_NOTE_MAX = 200;

export const DATE_STATES = ["free", "few_left", "booked"] as const;
export type DateState = (typeof DATE_STATES)[number];

export const CAPACITY_MESSAGE = `Capacity must be a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}`;
export const DATE_PARAM_MESSAGE = `Please choose a date between ${BS_MIN_YEAR} and ${BS_MAX_YEAR} BS, as YYYY-MM-DD`;
export const RANGE_TOO_LONG_MESSAGE = `A range can cover at most ${DATE_RANGE_MAX_DAYS} days`;
export const RANGE_ORDER_MESSAGE = "The range must end on or after its first date";

/** What fills one date of one vendor. */
export type DayLoad = { weddings: number; blocked: boolean };

/**
 * free: nothing on it; few left: some weddings but room for more; booked: blocked, or as many
 * weddings as the capacity (or more, when the vendor accepted the warning).
 */
export function dateState(load: DayLoad | undefined, capacity: number): DateState {
  if (!load) return "free";
  if (load.blocked || load.weddings >= capacity) return "booked";
  return load.weddings > 0 ? "few_left" : "free";
}

/**
 * The weddings per date from Won leads' events: a lead counts once on each date it has an event
 * (a mehendi and a wedding on the same day are one wedding; a three-day wedding fills three dates).
 */
export function weddingsPerDate(events: readonly { leadId: string; date: string | null }[]): Map<string, number> {
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const e of events) {
    if (!e.date) continue;
    const key = `${e.leadId}|${e.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    counts.set(e.date, (counts.get(e.date) ?? 0) + 1);
  }
  return counts;
}

/** The warning a vendor accepts before a Won lead takes a date beyond its capacity. */
export function overCapacityMessage(ad: string, weddings: number, capacity: number, lang: "en" | "ne" = "en"): string {
  if (lang === "ne") {
    return `${formatBs(ad, "ne")} मा तपाईंसँग पहिले नै ${toNe(weddings)} विवाह छ; तपाईंको क्षमता ${toNe(capacity)} हो`;
  }
  return `You already have ${weddings} wedding${weddings === 1 ? "" : "s"} on ${formatBs(ad)}; your capacity is ${capacity}`;
}

/** The warning a vendor accepts before a Won lead takes a date it marked as booked. */
export function blockedDateMessage(ad: string, lang: "en" | "ne" = "en"): string {
  if (lang === "ne") return `तपाईंले ${formatBs(ad, "ne")} बुक भएको भनी चिन्ह लगाउनुभएको छ`;
  return `You marked ${formatBs(ad)} as booked`;
}

const toNe = (n: number) => String(n).replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)]!);

const BS_PARAM = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A BS date as the URL carries it ('2083-11-02' = 2 Falgun 2083) to its AD date; null when it is
 * malformed or outside the supported range.
 */
export function bsParamToAd(value: unknown): string | null {
  if (typeof value !== "string" || value.length !== 10) return null;
  const m = BS_PARAM.exec(value);
  if (!m) return null;
  const bs = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidBsDate(bs) ? bsToAd(bs) : null;
}

/** An AD date back to the URL's BS form ('2027-02-14' -> '2083-11-02'). */
export function adToBsParam(ad: string): string {
  if (!isAdInBsRange(ad)) throw new RangeError(`'${ad}' is outside the supported calendar`);
  const bs = adToBs(ad);
  return `${bs.year}-${String(bs.month).padStart(2, "0")}-${String(bs.day).padStart(2, "0")}`;
}

/** Days from one AD date to another (inclusive count of the range). */
export function daysInRange(fromAd: string, toAd: string): number {
  return Math.round((Date.parse(`${toAd}T00:00:00Z`) - Date.parse(`${fromAd}T00:00:00Z`)) / 86_400_000) + 1;
}
