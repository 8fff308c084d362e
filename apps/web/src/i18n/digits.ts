import { localDigits, toLang } from "@bihe/shared";
import { useTranslation } from "./use-translation";

/**
 * Digits in the reader's script, for what every page's navigation bar shows (the shortlist count). Its own
 * module: a module lives in one chunk, and the formatter's (format.ts) date functions would bring the Bikram
 * Sambat tables into the first download with it.
 */
export function useDigits(): (value: number | string) => string {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return (value) => localDigits(value, lang);
}
