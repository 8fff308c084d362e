/**
 * Devanagari digits. Its own module, apart from calendar.ts, so that a page which only formats numbers
 * (the listing's prices) does not load the Bikram Sambat day tables.
 */
const NE_DIGITS = ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"];

export function toNepaliDigits(value: number | string): string {
  return String(value).replace(/\d/g, (d) => NE_DIGITS[Number(d)]!);
}
