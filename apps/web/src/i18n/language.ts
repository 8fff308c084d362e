import { type Lang, toLang } from "@bihe/shared";
import { localeRefs } from "@bihe/shared/contracts";
import { callApi } from "../lib/call-api";
import i18n from "./index";

/** The cookie the server reads to send pages in the visitor's language (apps/server/src/modules/locale). */
const COOKIE = "lang";
const YEAR = 60 * 60 * 24 * 365;

export const currentLanguage = (): Lang => toLang(i18n.language);

/**
 * Shows the site in a language: the texts (loaded on demand), `<html lang>` (fonts, screen readers,
 * hyphenation) and the cookie, so the next page the server sends is in it too.
 */
export async function applyLanguage(lang: Lang): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
  document.documentElement.lang = lang;
  if (currentLanguage() !== lang) await i18n.changeLanguage(lang);
}

/** The language switch: applies the language and remembers it (cookie; on the account when signed in). */
export async function chooseLanguage(lang: Lang): Promise<void> {
  await applyLanguage(lang);
  // Not awaited by the user: the page is already in the new language; a lost save only costs the account's copy.
  await callApi(localeRefs.set, { body: { locale: lang } }).catch(() => undefined);
}

const adopted = new Set<string>();
/**
 * Once per signed-in user and page load, the device and the account agree on one language. A
 * choice made on this device (the `lang` cookie, set only by the switch) is the newest: the account
 * takes it. Without one (a new device), the account's language is shown, unless the page's address
 * names its language (`?lang=ne`, decision 0008): a link to the Nepali page opens in Nepali.
 */
export async function adoptAccountLanguage(userId: string): Promise<void> {
  if (adopted.has(userId)) return;
  adopted.add(userId);
  const deviceChoice = /(?:^|;\s*)lang=(en|ne)(?:;|$)/.exec(document.cookie)?.[1] as Lang | undefined;
  const { account } = await callApi(localeRefs.get);
  if (!account) return;
  if (deviceChoice) {
    if (deviceChoice !== account) await callApi(localeRefs.set, { body: { locale: deviceChoice } });
    return;
  }
  if (addressLanguage(window.location.search)) return;
  if (account !== currentLanguage()) await applyLanguage(account);
}

/** The language a page's address names (`?lang=ne`), if any. */
function addressLanguage(search: string): Lang | null {
  const lang = new URLSearchParams(search).get("lang");
  return lang === "en" || lang === "ne" ? lang : null;
}
