/** Money in Nepalese rupees: integer rupees, Nepali/Indian digit grouping, never decimals. */

/** Groups a non-negative integer string the Nepali way: last three digits, then pairs ("120000" -> "1,20,000"). */
export function groupNepali(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const pairs: string[] = [];
  while (rest.length > 2) {
    pairs.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) pairs.unshift(rest);
  return `${pairs.join(",")},${last3}`;
}

/** `Rs. 1,20,000`. Fractions are rounded to whole rupees; a missing or non-finite amount shows as `Rs. 0`. */
export function formatRs(amount: number | null | undefined): string {
  const n = typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount) : 0;
  const sign = n < 0 ? "-" : "";
  return `${sign}Rs. ${groupNepali(String(Math.abs(n)))}`;
}
