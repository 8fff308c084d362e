import {
  defaultText,
  eventName,
  formatMoney,
  formatNumber,
  type Lang,
  localDigits,
  placeLabel,
  placeLine,
  placeName,
  policyText,
  serviceAreaText,
  toLang,
} from "@bihe/shared";
import { useTranslation } from "./use-translation";

/**
 * The shared formatting module bound to the reader's language, everything but dates: numbers, money,
 * digits, place and event names. Its own module because a module lives in one chunk: the date
 * functions (format.ts) bring the Bikram Sambat tables (about 6 KB gzip) with them, and a public page
 * that shows no date need not download them.
 */
export function plainFormatterFor(lang: Lang) {
  return {
    lang,
    money: (amount: number | null | undefined) => formatMoney(amount, lang),
    number: (value: number | null | undefined) => formatNumber(value, lang),
    digits: (value: number | string) => localDigits(value, lang),
    place: (name: string) => placeName(name, lang),
    event: (name: string) => eventName(name, lang),
    placeLabel: (place: { name: string; nameNe?: string | null }) => placeLabel(place, lang),
    /** A vendor's place line (its `locationText`, or `locationTextNe` for a Nepali reader). */
    location: (v: { locationText: string; locationTextNe?: string }) => placeLine(v, lang),
    serviceArea: (label: string) => serviceAreaText(label, lang),
    /** The product's own text kept as data (a default payment term, 'Standard Package') in the reader's language. */
    defaultText: (text: string) => defaultText(text, lang),
    /** A cancellation policy with its default lines in the reader's language. */
    policy: (text: string) => policyText(text, lang),
  };
}
export type PlainFormatter = ReturnType<typeof plainFormatterFor>;

/** `const f = usePlainFormat(); f.money(120000)` -> "Rs. 1,20,000" or "रु. १,२०,०००" (no dates: see useFormat). */
export function usePlainFormat(): PlainFormatter {
  const { i18n } = useTranslation();
  return plainFormatterFor(toLang(i18n.language));
}
