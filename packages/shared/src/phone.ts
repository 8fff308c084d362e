/** Phone numbers: Nepali mobiles are 10 digits starting 96, 97 or 98. */
import { toAsciiDigits } from "./digits";

export const NEPAL_COUNTRY_CODE = "977";

/** Every phone rule below starts here: the digits of a value (Devanagari ones as ASCII), nothing else. */
export function digitsOnly(value: string | null | undefined): string {
  return toAsciiDigits(value ?? "").replace(/\D+/g, "");
}

/** A phone number anyone may type (landline or mobile, any country) has this many digits. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/**
 * A phone number as it is stored and compared (an inquiry's phone, a tel: link): its digits, with
 * a leading + kept so an international number stays one. ' 984-100 9999 ' -> '9841009999'.
 */
export function normalizePhone(value: string | null | undefined): string {
  const trimmed = (value ?? "").trim();
  return (trimmed.startsWith("+") ? "+" : "") + digitsOnly(trimmed);
}

/** True when a typed phone number has a plausible number of digits (7 to 15, E.164's most). */
export function isPhoneNumber(value: string | null | undefined): boolean {
  const n = digitsOnly(value).length;
  return n >= PHONE_MIN_DIGITS && n <= PHONE_MAX_DIGITS;
}

/** True for exactly 10 digits (after stripping non-digits) that start with 96, 97 or 98. */
export function isNepaliMobile(value: string | null | undefined): boolean {
  return /^9[678]\d{8}$/.test(digitsOnly(value));
}

/** The national number: digits without a leading +977 / 00977 when the rest is a 10-digit number. */
export function nationalNumber(value: string | null | undefined): string {
  const d = digitsOnly(value);
  if (d.length === 15 && d.startsWith(`00${NEPAL_COUNTRY_CODE}`)) return d.slice(5);
  if (d.length === 13 && d.startsWith(NEPAL_COUNTRY_CODE)) return d.slice(3);
  return d;
}

/** `tel:+977XXXXXXXXXX` for a Nepali number, else `tel:` with the number as stored (digits, leading +). */
export function telLink(value: string | null | undefined): string {
  const national = nationalNumber(value);
  return national.length === 10 ? `tel:+${NEPAL_COUNTRY_CODE}${national}` : `tel:${normalizePhone(value)}`;
}

/** `https://wa.me/977XXXXXXXXXX` (WhatsApp wants the country code and digits only). */
export function whatsappLink(value: string | null | undefined): string {
  return `https://wa.me/${NEPAL_COUNTRY_CODE}${nationalNumber(value)}`;
}
