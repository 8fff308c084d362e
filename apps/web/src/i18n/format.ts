import {
  type BsDate,
  formatAdDate,
  formatBsMonth,
  formatBsWithAd,
  formatClock,
  formatContactDays,
  formatDate,
  formatStoredTime,
  formatWeekday,
  type Lang,
  nepalDateTime,
  toLang,
} from "@bihe/shared";
import { plainFormatterFor } from "./format-plain";
import { useTranslation } from "./use-translation";

/**
 * The shared formatting module (packages/shared/src/format) bound to the reader's language, dates
 * included. A page that shows no date uses usePlainFormat (format-plain.ts) and leaves the Bikram
 * Sambat tables out of its download.
 */
export function formatterFor(lang: Lang) {
  return {
    ...plainFormatterFor(lang),
    date: (value: BsDate | string | null | undefined) => formatDate(value, lang),
    adDate: (ad: string | null | undefined) => formatAdDate(ad, lang),
    bsMonth: (year: number, month: number) => formatBsMonth(year, month, lang),
    weekday: (ad: string, style: "long" | "short" = "long") => formatWeekday(ad, lang, style),
    bsWithAd: (iso: string | Date) => formatBsWithAd(iso, lang),
    clock: (hhmm: string | null | undefined) => formatClock(hhmm, lang),
    /** A time as the time picker stores it ("6:30 PM"): ne "बेलुका ६:३०". */
    storedTime: (text: string | null | undefined) => formatStoredTime(text, lang),
    /** A lead's preferred contact days as stored ("Sunday, Friday", "Any day"). */
    contactDays: (text: string | null | undefined) => formatContactDays(text, lang),
    /** A moment's date in Nepal, AD (never the device's zone). */
    adMoment: (iso: string) => formatAdDate(nepalDateTime(iso).ad, lang),
    /** A moment's date in Nepal, BS (reviews, inquiries). */
    moment: (iso: string) => formatBsWithAd(iso, lang).bs,
  };
}
export type Formatter = ReturnType<typeof formatterFor>;

/** `const f = useFormat(); f.money(120000)` -> "Rs. 1,20,000" or "रु. १,२०,०००"; `f.date(...)` -> "७ मंसिर २०८३". */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return formatterFor(toLang(i18n.language));
}
