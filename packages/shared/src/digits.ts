/**
 * Devanagari digits. Its own module, apart from calendar.ts, so that a page which only formats numbers
 * (the listing's prices) does not load the Bikram Sambat day tables.
 */
const NE_DIGITS = ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"];

export function toNepaliDigits(value: number | string): string {
  return String(value).replace(/\d/g, (d) => NE_DIGITS[Number(d)]!);
}

/**
 * Devanagari digits as ASCII ('९८४१' -> '9841'), everything else unchanged. A Nepali keyboard types
 * ०-९; numbers, phones and codes are read and stored in ASCII digits.
 */
export function toAsciiDigits(value: string): string {
  return value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966));
}
