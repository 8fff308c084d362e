/** 12-hour times for the time picker: hours 1-12, minutes in 5-minute steps, AM/PM ("h:mm AM"). */

export type Period = "AM" | "PM";
export type Time12 = { hour: number; minute: number; period: Period };

export const TIME_HOURS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);
export const TIME_MINUTES: readonly number[] = Array.from({ length: 12 }, (_, i) => i * 5);
export const TIME_PERIODS: readonly Period[] = ["AM", "PM"];

const TIME_RE = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?\s*$/;

/** Parses "h:mm AM" (also "07:30 pm"); null when not a valid 12-hour time on a 5-minute step. */
export function parseTime12(value: string | null | undefined): Time12 | null {
  if (!value) return null;
  const m = TIME_RE.exec(value);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 55 || minute % 5 !== 0) return null;
  return { hour, minute, period: m[3]!.toUpperCase() === "A" ? "AM" : "PM" };
}

/** { hour: 7, minute: 5, period: "PM" } -> "7:05 PM". */
export function formatTime12(t: Time12): string {
  return `${t.hour}:${String(t.minute).padStart(2, "0")} ${t.period}`;
}

export function isTime12(value: string | null | undefined): boolean {
  return parseTime12(value) !== null;
}

/** "7:05 PM" -> "19:05"; null when invalid. */
export function time12To24(value: string | null | undefined): string | null {
  const t = parseTime12(value);
  if (!t) return null;
  const h = (t.hour % 12) + (t.period === "PM" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`;
}

/** "19:05" -> "7:05 PM"; minutes are rounded down to a 5-minute step; null when invalid. */
export function time24To12(value: string | null | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value?.trim() ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return formatTime12({ hour: h % 12 === 0 ? 12 : h % 12, minute: min - (min % 5), period: h < 12 ? "AM" : "PM" });
}
