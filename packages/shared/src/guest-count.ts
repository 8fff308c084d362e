import { toAsciiDigits } from "./digits";

/**
 * A couple's number of guests, as the banquet-hall listing filters by it (`?guests=300`): a hall fits
 * when its largest package seats every guest. Zod-free, so the listing's first screen reads it.
 */

/** The most guests the filter takes: the largest halls seat a few thousand; 30000 is a typo, refused. */
export const MAX_GUESTS = 10_000;
export const GUESTS_INVALID = "The number of guests must be a whole number from 1 to 10,000.";

/** A typed or linked guest count ('300', '३००', '1,200'), or null when it is not a whole number in 1..MAX_GUESTS. */
export function parseGuests(value: string | null | undefined): number | null {
  if (value == null) return null;
  const text = toAsciiDigits(value).replace(/[,\s]/g, "");
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_GUESTS ? n : null;
}

/** Whether a hall whose largest package seats `capacity` fits `guests` (a hall without packages fits nobody). */
export const hallFitsGuests = (capacity: number | null | undefined, guests: number): boolean =>
  capacity != null && capacity > 0 && capacity >= guests;
