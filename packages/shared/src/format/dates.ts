/** Dates in the reader's language: BS with Nepali month and weekday names, AD, clock times. */
import { adToBs, adWeekday, BS_MONTHS, type BsDate, formatAd, formatBs, isAdDate, isAdInBsRange } from "../calendar";
import { toNepaliDigits } from "../digits";
import { nepalDateTime, todayAdInNepal } from "../nepal-clock";
import { time12To24 } from "../time";
import type { Lang } from "./numbers";

const AD_MONTHS_NE = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
];

/** An AD "YYYY-MM-DD" as AD: en "22 Nov 2026", ne "२२ नोभेम्बर २०२६". "" for an unusable value. */
export function formatAdDate(ad: string | null | undefined, lang: Lang): string {
  if (!ad || !isAdDate(ad)) return "";
  if (lang === "en") return formatAd(ad);
  const [y, m, d] = ad.split("-").map(Number) as [number, number, number];
  return `${toNepaliDigits(d)} ${AD_MONTHS_NE[m - 1]} ${toNepaliDigits(y)}`;
}

/**
 * A calendar date shown in Bikram Sambat: en "7 Mangsir 2083", ne "७ मंसिर २०८३".
 * Dates outside the BS tables fall back to AD; "" for an unusable value.
 */
export function formatDate(value: BsDate | string | null | undefined, lang: Lang): string {
  if (value == null || value === "") return "";
  if (typeof value === "string" && !isAdInBsRange(value)) return formatAdDate(value, lang);
  return formatBs(value, lang);
}

/** A BS month and year (calendar headings): en "Mangsir 2083", ne "मंसिर २०८३". */
export function formatBsMonth(year: number, month: number, lang: Lang): string {
  const m = BS_MONTHS[month - 1];
  if (!m) return "";
  return lang === "ne" ? `${m.ne} ${toNepaliDigits(year)}` : `${m.en} ${year}`;
}

const WEEKDAYS_LONG = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  ne: ["आइतबार", "सोमबार", "मंगलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"],
} as const;
const WEEKDAYS_SHORT = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  ne: ["आइत", "सोम", "मंगल", "बुध", "बिही", "शुक्र", "शनि"],
} as const;

/** Weekday name by index (0 = Sunday): en "Sunday"/"Sun", ne "आइतबार"/"आइत". */
export function weekdayName(index: number, lang: Lang, style: "long" | "short" = "long"): string {
  return (style === "long" ? WEEKDAYS_LONG : WEEKDAYS_SHORT)[lang][((index % 7) + 7) % 7]!;
}

/** Weekday of an AD date: "2026-11-22" -> en "Sunday", ne "आइतबार". */
export function formatWeekday(ad: string, lang: Lang, style: "long" | "short" = "long"): string {
  return isAdDate(ad) ? weekdayName(adWeekday(ad), lang, style) : "";
}

/** A moment as a BS date with its AD date (both in Nepal time), for "BS (AD)" displays. */
export function formatBsWithAd(iso: string | Date, lang: Lang): { bs: string; ad: string } {
  const { ad } = nepalDateTime(iso);
  return { bs: formatDate(ad, lang), ad: formatAdDate(ad, lang) };
}

/**
 * Clock time of a day: en "9:30 AM", ne "बिहान ९:३०" (Nepali names the part of the day instead of AM/PM).
 * `hhmm` is "HH:MM" (24 h); "" for an unusable value.
 */
export function formatClock(hhmm: string | null | undefined, lang: Lang): string {
  const m = hhmm ? /^(\d{1,2}):(\d{2})/.exec(hhmm) : null;
  if (!m) return "";
  const h = Number(m[1]);
  const min = m[2]!;
  if (h > 23 || Number(min) > 59) return "";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  if (lang === "en") return `${h12}:${min} ${h < 12 ? "AM" : "PM"}`;
  const part = h < 4 ? "राति" : h < 12 ? "बिहान" : h < 17 ? "दिउँसो" : h < 20 ? "बेलुका" : "राति";
  return `${part} ${toNepaliDigits(`${h12}:${min}`)}`;
}

/**
 * A time stored as the time picker writes it ("6:30 PM", spec 001), in the reader's language: en as stored,
 * ne "बेलुका ६:३०"; text that is not such a time stays as it is.
 */
export function formatStoredTime(text: string | null | undefined, lang: Lang): string {
  const hhmm = lang === "en" ? null : time12To24(text);
  return hhmm ? formatClock(hhmm, lang) : (text ?? "");
}

/**
 * A lead's preferred contact days as stored ("Sunday, Friday", or "Any day" for all seven: leads.ts
 * collapseContactDays), in the reader's language: ne "आइतबार, शुक्रबार", "जुनसुकै दिन".
 */
export function formatContactDays(text: string | null | undefined, lang: Lang): string {
  if (!text || lang === "en") return text ?? "";
  if (text.trim() === "Any day") return "जुनसुकै दिन";
  return text
    .split(",")
    .map((day) => {
      const index = (WEEKDAYS_LONG.en as readonly string[]).indexOf(day.trim());
      return index >= 0 ? WEEKDAYS_LONG.ne[index]! : day.trim();
    })
    .join(", ");
}

/** Today's BS date in Nepal, in the reader's language. */
export function formatToday(lang: Lang, now: Date = new Date()): string {
  return formatDate(adToBs(todayAdInNepal(now)), lang);
}
