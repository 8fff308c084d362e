import {
  type BsDate,
  eventName,
  formatAdDate,
  formatBsMonth,
  formatBsWithAd,
  formatClock,
  formatDate,
  formatMoney,
  formatNumber,
  formatWeekday,
  type Lang,
  localDigits,
  nepalDateTime,
  placeLabel,
  placeName,
  serviceAreaText,
  toLang,
} from "@bihe/shared";
import { useTranslation } from "react-i18next";

/** The shared formatting module (packages/shared/src/format) bound to the reader's language. */
export function formatterFor(lang: Lang) {
  return {
    lang,
    money: (amount: number | null | undefined) => formatMoney(amount, lang),
    number: (value: number | null | undefined) => formatNumber(value, lang),
    digits: (value: number | string) => localDigits(value, lang),
    date: (value: BsDate | string | null | undefined) => formatDate(value, lang),
    adDate: (ad: string | null | undefined) => formatAdDate(ad, lang),
    bsMonth: (year: number, month: number) => formatBsMonth(year, month, lang),
    weekday: (ad: string, style: "long" | "short" = "long") => formatWeekday(ad, lang, style),
    bsWithAd: (iso: string | Date) => formatBsWithAd(iso, lang),
    clock: (hhmm: string | null | undefined) => formatClock(hhmm, lang),
    place: (name: string) => placeName(name, lang),
    event: (name: string) => eventName(name, lang),
    placeLabel: (place: { name: string; nameNe?: string | null }) => placeLabel(place, lang),
    serviceArea: (label: string) => serviceAreaText(label, lang),
    /** A moment's date in Nepal, AD (never the device's zone). */
    adMoment: (iso: string) => formatAdDate(nepalDateTime(iso).ad, lang),
    /** A moment's date in Nepal, BS (reviews, inquiries). */
    moment: (iso: string) => formatBsWithAd(iso, lang).bs,
  };
}
export type Formatter = ReturnType<typeof formatterFor>;

/** `const f = useFormat(); f.money(120000)` -> "Rs. 1,20,000" or "रु. १,२०,०००". */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return formatterFor(toLang(i18n.language));
}
