/**
 * Bikram Sambat (BS) calendar on calendar dates (no time of day, no time zone).
 * Wraps nepali-date-library (pinned 1.1.16) through its string conversions ADtoBS/BStoAD and its
 * month-length table only. Its NepaliDate class is deliberately not used: it shifts dates by a day
 * outside Nepal's time zone. We store AD dates ("YYYY-MM-DD") and show BS; see docs/decisions/0004.
 */

import * as nepaliDateLibrary from "nepali-date-library";
import { toNepaliDigits } from "./digits";
import { todayAdInNepal } from "./nepal-clock";

// Interop: bundlers load the package's ESM build (named exports), while Node loads its minified
// CommonJS build, whose exports only appear on `default`. Take whichever holds the functions.
type Lib = Pick<typeof nepaliDateLibrary, "ADtoBS" | "BStoAD" | "NEPALI_DATE_MAP">;
const lib: Lib =
  "ADtoBS" in nepaliDateLibrary ? nepaliDateLibrary : (nepaliDateLibrary as unknown as { default: Lib }).default;
const { ADtoBS, BStoAD, NEPALI_DATE_MAP } = lib;

export type BsDate = { year: number; month: number; day: number };

export const BS_MIN_YEAR: number = NEPALI_DATE_MAP[0]!.year;
export const BS_MAX_YEAR: number = NEPALI_DATE_MAP[NEPALI_DATE_MAP.length - 1]!.year;
/** From this year on, every published month-length table is a projection: dates may move. */
export const BS_FIRST_PROVISIONAL_YEAR = 2084;

export const BS_MONTHS: readonly { en: string; ne: string }[] = [
  { en: "Baishakh", ne: "बैशाख" },
  { en: "Jestha", ne: "जेठ" },
  { en: "Asar", ne: "असार" },
  { en: "Shrawan", ne: "साउन" },
  { en: "Bhadra", ne: "भदौ" },
  { en: "Ashwin", ne: "असोज" },
  { en: "Kartik", ne: "कार्तिक" },
  { en: "Mangsir", ne: "मंसिर" },
  { en: "Poush", ne: "पुस" },
  { en: "Magh", ne: "माघ" },
  { en: "Falgun", ne: "फागुन" },
  { en: "Chaitra", ne: "चैत" },
];

export const WEEKDAYS: readonly { en: string; short: string; ne: string }[] = [
  { en: "Sunday", short: "Sun", ne: "आइत" },
  { en: "Monday", short: "Mon", ne: "सोम" },
  { en: "Tuesday", short: "Tue", ne: "मंगल" },
  { en: "Wednesday", short: "Wed", ne: "बुध" },
  { en: "Thursday", short: "Thu", ne: "बिहि" },
  { en: "Friday", short: "Fri", ne: "शुक्र" },
  { en: "Saturday", short: "Sat", ne: "शनि" },
];

const pad = (n: number) => String(n).padStart(2, "0");
const AD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isProvisionalBsYear(year: number): boolean {
  return year >= BS_FIRST_PROVISIONAL_YEAR;
}

/** Days in a BS month (month 1..12); throws RangeError outside the supported range. */
export function bsMonthDays(year: number, month: number): number {
  if (!Number.isInteger(year) || year < BS_MIN_YEAR || year > BS_MAX_YEAR) {
    throw new RangeError(`BS year ${year} is outside ${BS_MIN_YEAR}-${BS_MAX_YEAR}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`BS month ${month} is not 1-12`);
  return NEPALI_DATE_MAP[year - BS_MIN_YEAR]!.days[month - 1]!;
}

export function isValidBsDate(bs: BsDate): boolean {
  try {
    return Number.isInteger(bs.day) && bs.day >= 1 && bs.day <= bsMonthDays(bs.year, bs.month);
  } catch {
    return false;
  }
}

/** A real Gregorian calendar date in "YYYY-MM-DD" form. */
export function isAdDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = AD_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** First and last AD dates the calendar covers. */
export const AD_MIN: string = BStoAD(`${BS_MIN_YEAR}-01-01`);
export const AD_MAX: string = BStoAD(
  `${BS_MAX_YEAR}-12-${pad(NEPALI_DATE_MAP[NEPALI_DATE_MAP.length - 1]!.days[11]!)}`,
);

export function isAdInBsRange(ad: string): boolean {
  return isAdDate(ad) && ad >= AD_MIN && ad <= AD_MAX;
}

/** "2026-11-22" -> { year: 2083, month: 8, day: 6 }. Throws RangeError for an invalid or unsupported date. */
export function adToBs(ad: string): BsDate {
  if (!isAdInBsRange(ad)) throw new RangeError(`'${ad}' is not an AD date between ${AD_MIN} and ${AD_MAX}`);
  const [year, month, day] = ADtoBS(ad).split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** { year: 2083, month: 8, day: 6 } -> "2026-11-22". Throws RangeError for an invalid BS date. */
export function bsToAd(bs: BsDate): string {
  if (!isValidBsDate(bs)) throw new RangeError(`${bs.year}-${bs.month}-${bs.day} is not a valid BS date`);
  return BStoAD(`${bs.year}-${pad(bs.month)}-${pad(bs.day)}`);
}

/**
 * Formats a BS date (or an AD "YYYY-MM-DD", converted first):
 * en "15 Mangsir 2083", ne "१५ मंसिर २०८३". Returns "" for an unusable value.
 */
export function formatBs(value: BsDate | string | null | undefined, lang: "en" | "ne" = "en"): string {
  if (value == null || value === "") return "";
  let bs: BsDate;
  if (typeof value === "string") {
    if (!isAdInBsRange(value)) return "";
    bs = adToBs(value);
  } else {
    if (!isValidBsDate(value)) return "";
    bs = value;
  }
  const m = BS_MONTHS[bs.month - 1]!;
  return lang === "ne"
    ? `${toNepaliDigits(bs.day)} ${m.ne} ${toNepaliDigits(bs.year)}`
    : `${bs.day} ${m.en} ${bs.year}`;
}

/** "2026-11-22" -> "22 Nov 2026" (English, calendar date, no time zone). */
export function formatAd(ad: string | null | undefined): string {
  if (!ad || !isAdDate(ad)) return "";
  const [y, m, d] = ad.split("-").map(Number) as [number, number, number];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${d} ${months[m - 1]} ${y}`;
}

/** Day of the week of an AD date, 0 = Sunday. */
export function adWeekday(ad: string): number {
  const [y, m, d] = ad.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Adds days to an AD date. */
export function addDaysAd(ad: string, days: number): string {
  const [y, m, d] = ad.split("-").map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
}

/** Today's BS date in Nepal. */
export function todayBs(now: Date = new Date()): BsDate {
  return adToBs(todayAdInNepal(now));
}

/** Moves a BS (year, month) by `delta` months, clamped to the supported range. */
export function addBsMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = Math.min(Math.max(year * 12 + (month - 1) + delta, BS_MIN_YEAR * 12), BS_MAX_YEAR * 12 + 11);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export type BsGridCell = { bs: BsDate; ad: string; inMonth: boolean };

/** The 42 cells (6 weeks x 7 days, Sunday first) of a BS month; leading/trailing cells belong to the neighbours. */
export function bsMonthGrid(year: number, month: number): BsGridCell[] {
  const firstAd = bsToAd({ year, month, day: 1 });
  const start = addDaysAd(firstAd, -adWeekday(firstAd));
  const cells: BsGridCell[] = [];
  for (let i = 0; i < 42; i++) {
    const ad = addDaysAd(start, i);
    if (!isAdInBsRange(ad)) {
      cells.push({ bs: { year: 0, month: 0, day: 0 }, ad, inMonth: false });
      continue;
    }
    const bs = adToBs(ad);
    cells.push({ bs, ad, inMonth: bs.year === year && bs.month === month });
  }
  return cells;
}
