/**
 * Numbers and money in the reader's language. Apart from the dates (index.ts) so that the first screen, which
 * shows prices but no dates, does not load the Bikram Sambat calendar.
 */
import { toNepaliDigits } from "../digits";
import { formatRs, groupNepali } from "../money";

export const LANGUAGES = ["en", "ne"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** "ne", "ne-NP" -> "ne"; anything else (or nothing) -> "en". */
export function toLang(value: unknown): Lang {
  return typeof value === "string" && /^ne\b/i.test(value.trim()) ? "ne" : "en";
}

/** Digits in the reader's script (Devanagari for Nepali); other characters unchanged. */
export function localDigits(value: number | string, lang: Lang): string {
  return lang === "ne" ? toNepaliDigits(value) : String(value);
}

/** 1234567 -> en "12,34,567", ne "१२,३४,५६७" (lakh/crore grouping in both). Rounds to an integer. */
export function formatNumber(value: number | null | undefined, lang: Lang): string {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0;
  const text = `${n < 0 ? "-" : ""}${groupNepali(String(Math.abs(n)))}`;
  return localDigits(text, lang);
}

/** en `Rs. 1,20,000` (unchanged formatRs), ne `रु. १,२०,०००`. */
export function formatMoney(amount: number | null | undefined, lang: Lang): string {
  if (lang === "en") return formatRs(amount);
  const n = typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount) : 0;
  return `${n < 0 ? "-" : ""}रु. ${formatNumber(Math.abs(n), "ne")}`;
}
