/**
 * What the public sees of a vendor's calendar (docs/decisions/0034): the next months' dates that are
 * not free, each as few left or booked (never why, never who), and each vendor's state on one date.
 */
import { z } from "zod";
import { DATE_STATES, PUBLIC_AVAILABILITY_MONTHS } from "./availability";
import { addBsMonths, bsMonthDays, bsToAd, todayBs } from "./calendar";

/** The vendors one availability request may ask about (a listing's loaded cards, compare's four). */
export const AVAILABILITY_IDS_MAX = 100;
export const AVAILABILITY_IDS_MESSAGE = `Please ask about 1 to ${AVAILABILITY_IDS_MAX} vendors (ids, comma-separated)`;

/** The vendor page's months: from the first of this BS month through the end of the twelfth. */
export function publicAvailabilityRange(now: Date = new Date()): { from: string; to: string } {
  const today = todayBs(now);
  const last = addBsMonths(today.year, today.month, PUBLIC_AVAILABILITY_MONTHS - 1);
  return {
    from: bsToAd({ year: today.year, month: today.month, day: 1 }),
    to: bsToAd({ ...last, day: bsMonthDays(last.year, last.month) }),
  };
}

const notFreeState = z.enum(["few_left", "booked"]);

/** The vendor page's availability: the range it covers, its dates that are not free, its saait dates. */
export const vendorAvailabilitySchema = z.object({
  /** AD dates, both included. */
  from: z.string(),
  to: z.string(),
  /** Only the dates that are not free, in date order. */
  days: z.array(z.object({ day: z.string(), state: notFreeState })),
  /** The saait dates in the range (AD), and whether they are the demo's sample list. */
  saait: z.array(z.object({ day: z.string(), sample: z.boolean() })),
});
export type VendorAvailability = z.infer<typeof vendorAvailabilitySchema>;

/** GET /api/vendors/availability: each asked vendor's state on one date (unknown ids left out). */
export const availabilityOnDateSchema = z.object({
  /** The AD date asked about. */
  date: z.string(),
  states: z.record(z.string(), z.enum(DATE_STATES)),
});
export type AvailabilityOnDate = z.infer<typeof availabilityOnDateSchema>;
