/**
 * A vendor's own calendar as its workspace reads and writes it (docs/decisions/0034): dates travel
 * as BS 'YYYY-MM-DD' like every URL date, answers carry AD dates (the screen shows BS with AD alongside).
 */
import { z } from "zod";
import {
  BLOCK_NOTE_MAX,
  bsParamToAd,
  CAPACITY_MAX,
  CAPACITY_MESSAGE,
  CAPACITY_MIN,
  DATE_PARAM_MESSAGE,
  DATE_RANGE_MAX_DAYS,
  DATE_STATES,
  daysInRange,
  RANGE_ORDER_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
} from "./availability";
import { BS_MAX_YEAR, BS_MIN_YEAR, bsMonthDays, bsToAd, isAdInBsRange, isValidBsDate } from "./calendar";
import { boundedText } from "./text-rules";

export const BLOCK_NOTE_MESSAGE = `A note can be at most ${BLOCK_NOTE_MAX} characters`;
export const MONTH_PARAM_MESSAGE = `Please choose a month between ${BS_MIN_YEAR} and ${BS_MAX_YEAR} BS, as YYYY-MM`;
export const SPAN_MISSING_MESSAGE = "Please choose a month (month=YYYY-MM) or a range (from and to)";
/** The error code of a Won lead that would take a date beyond the vendor's capacity (or a blocked one). */
export const OVER_CAPACITY_CODE = "OVER_CAPACITY";

// Dates are checked by the server (parseBsSpan) so a bad one answers the shared message exactly.
const bsDate = (description: string) =>
  z
    .string()
    .max(20)
    .meta({ description: `${description}: a BS date, YYYY-MM-DD`, example: "2083-11-02" });

/** Admins name the vendor; a vendor reads and writes only its own calendar. */
const vendorIdQuery = z.uuid("Vendor not found").optional();

export const calendarSpanQuerySchema = z.object({
  month: z.string().max(20).optional().meta({ description: "A BS month, YYYY-MM", example: "2083-11" }),
  from: bsDate("The first date").optional(),
  to: bsDate("The last date (at most 366 days after from)").optional(),
  vendorId: vendorIdQuery,
});
export const calendarVendorQuerySchema = z.object({ vendorId: vendorIdQuery });

export const calendarRangeSchema = z.object({
  from: bsDate("The first date"),
  /** Omitted: the one date `from`. */
  to: bsDate("The last date (at most 366 days after from)").optional(),
});
export const calendarBlockSchema = calendarRangeSchema.extend({
  note: boundedText(BLOCK_NOTE_MAX, BLOCK_NOTE_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type CalendarBlockInput = z.input<typeof calendarBlockSchema>;

export const capacitySchema = z.object({
  capacity: z
    .number({ error: CAPACITY_MESSAGE })
    .int(CAPACITY_MESSAGE)
    .min(CAPACITY_MIN, CAPACITY_MESSAGE)
    .max(CAPACITY_MAX, CAPACITY_MESSAGE),
});

export const calendarDaySchema = z.object({
  /** AD date. */
  day: z.string(),
  weddings: z.number(),
  blocked: z.boolean(),
  /** The block's private note. */
  note: z.string().nullable(),
  state: z.enum(DATE_STATES),
});
export type CalendarDay = z.output<typeof calendarDaySchema>;

export const calendarSaaitSchema = z.object({
  day: z.string(),
  note: z.string().nullable(),
  sample: z.boolean(),
  /** Inquiries the vendor has had for this wedding date; null for a date already past. */
  inquiries: z.number().nullable(),
});
export type CalendarSaait = z.output<typeof calendarSaaitSchema>;

export const vendorCalendarSchema = z.object({
  vendorId: z.string(),
  capacity: z.number(),
  /** The span asked for, AD, both ends included. */
  from: z.string(),
  to: z.string(),
  /** Every date of the span, in order. */
  days: z.array(calendarDaySchema),
  /** The saait dates of the span. */
  saait: z.array(calendarSaaitSchema),
  /** The saait dates of the coming months (from today), with their inquiries. */
  comingSaait: z.array(calendarSaaitSchema),
  /** The private iCalendar feed's address; null until the vendor makes one. */
  feedUrl: z.string().nullable(),
});
export type VendorCalendar = z.output<typeof vendorCalendarSchema>;

export const capacityAnswerSchema = z.object({ capacity: z.number() });
export const blocksAnswerSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });
export const feedAnswerSchema = z.object({ feedUrl: z.string().nullable() });

export type BsSpan = { fromAd: string; toAd: string };
export type SpanProblem = { field: string; message: string };

/**
 * A BS range ('2083-11-02' .. '2083-11-05') to AD, or what is wrong with it: a malformed or
 * unsupported date, an end before the start, more than DATE_RANGE_MAX_DAYS days.
 */
export function parseBsRange(from: string, to: string | undefined): BsSpan | SpanProblem {
  const fromAd = bsParamToAd(from);
  if (!fromAd) return { field: "from", message: DATE_PARAM_MESSAGE };
  const toAd = to === undefined ? fromAd : bsParamToAd(to);
  if (!toAd) return { field: "to", message: DATE_PARAM_MESSAGE };
  if (toAd < fromAd) return { field: "to", message: RANGE_ORDER_MESSAGE };
  if (daysInRange(fromAd, toAd) > DATE_RANGE_MAX_DAYS) return { field: "to", message: RANGE_TOO_LONG_MESSAGE };
  return { fromAd, toAd };
}

const BS_MONTH_PARAM = /^(\d{4})-(\d{2})$/;

/** A BS month ('2083-11') to its first and last AD dates, or null. */
export function bsMonthToAdSpan(value: string): BsSpan | null {
  const m = BS_MONTH_PARAM.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (!isValidBsDate({ year, month, day: 1 })) return null;
  const fromAd = bsToAd({ year, month, day: 1 });
  const toAd = bsToAd({ year, month, day: bsMonthDays(year, month) });
  return isAdInBsRange(fromAd) && isAdInBsRange(toAd) ? { fromAd, toAd } : null;
}

export const isSpanProblem = (v: BsSpan | SpanProblem): v is SpanProblem => "message" in v;
