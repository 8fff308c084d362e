import { formatNumber, type Lang, localDigits, toLang } from "@bihe/shared";
import type { Namespace, TFunction } from "./keys";
import { createRuntime, type Loader } from "./runtime";

/**
 * English resources hold the spec's exact texts, one namespace per feature; Nepali (ne/) mirrors
 * them key for key (parity.test.ts).
 *
 * Every namespace is its own chunk per language and loads with its page (`useTranslation("leads")`
 * suspends until its texts are here), so a visitor on a phone never downloads the admin's or the
 * leads pipeline's texts, an English reader never downloads Nepali and a Nepali reader never
 * downloads the English texts. The texts of every page's first screen (common, marketplace) are
 * preloaded by the server with the HTML in the page's language (apps/server/src/modules/locale:
 * ENTRY_TEXT_MODULES) and this module waits for them before the app renders (see the end).
 */
const lazyNamespaces: Record<Lang, Record<string, Loader>> = {
  en: {
    common: () => import("./en/common").then((m) => m.common),
    marketplace: () => import("./en/marketplace").then((m) => m.marketplace),
    admin: () => import("./en/admin").then((m) => m.admin),
    auth: () => import("./en/auth").then((m) => m.auth),
    leads: () => import("./en/leads").then((m) => m.leads),
    calendar: () => import("./en/calendar").then((m) => m.calendar),
    vendorWorkspace: () => import("./en/vendor-workspace").then((m) => m.vendorWorkspace),
    reference: () => import("./en/reference").then((m) => m.reference),
    review: () => import("./en/review").then((m) => m.review),
    reviews: () => import("./en/reviews").then((m) => m.reviews),
    customer: () => import("./en/customer").then((m) => m.customer),
    vendorForm: () => import("./en/vendor-form").then((m) => m.vendorForm),
    changes: () => import("./en/changes").then((m) => m.changes),
    wizard: () => import("./en/wizard").then((m) => m.wizard),
    banquetDecorator: () => import("./en/banquet-decorator").then((m) => m.banquetDecorator),
    shortlist: () => import("./en/shortlist").then((m) => m.shortlist),
    notifications: () => import("./en/notifications").then((m) => m.notifications),
    bookings: () => import("./en/bookings").then((m) => m.bookings),
    conversations: () => import("./en/conversations").then((m) => m.conversations),
    quotations: () => import("./en/quotations").then((m) => m.quotations),
    hallsDecorators: () => import("./en/halls-decorators").then((m) => m.hallsDecorators),
  },
  ne: {
    common: () => import("./ne/common").then((m) => m.common),
    marketplace: () => import("./ne/marketplace").then((m) => m.marketplace),
    admin: () => import("./ne/admin").then((m) => m.admin),
    auth: () => import("./ne/auth").then((m) => m.auth),
    leads: () => import("./ne/leads").then((m) => m.leads),
    calendar: () => import("./ne/calendar").then((m) => m.calendar),
    vendorWorkspace: () => import("./ne/vendor-workspace").then((m) => m.vendorWorkspace),
    reference: () => import("./ne/reference").then((m) => m.reference),
    review: () => import("./ne/review").then((m) => m.review),
    reviews: () => import("./ne/reviews").then((m) => m.reviews),
    customer: () => import("./ne/customer").then((m) => m.customer),
    vendorForm: () => import("./ne/vendor-form").then((m) => m.vendorForm),
    changes: () => import("./ne/changes").then((m) => m.changes),
    wizard: () => import("./ne/wizard").then((m) => m.wizard),
    banquetDecorator: () => import("./ne/banquet-decorator").then((m) => m.banquetDecorator),
    shortlist: () => import("./ne/shortlist").then((m) => m.shortlist),
    notifications: () => import("./ne/notifications").then((m) => m.notifications),
    bookings: () => import("./ne/bookings").then((m) => m.bookings),
    conversations: () => import("./ne/conversations").then((m) => m.conversations),
    quotations: () => import("./ne/quotations").then((m) => m.quotations),
    validation: () => import("./ne/validation").then((m) => m.validation),
    hallsDecorators: () => import("./ne/halls-decorators").then((m) => m.hallsDecorators),
  },
};

/** The page's language as the server sent it (`<html lang>`, from ?lang=, the cookie or the browser). */
function pageLanguage(): Lang {
  return typeof document === "undefined" ? "en" : toLang(document.documentElement.lang);
}

/**
 * `{{count, number}}` in the Nepali texts: Devanagari digits with lakh grouping from the shared
 * formatting module (browsers' Intl often lacks Nepali number data and falls back to 0-9).
 */
function number(value: unknown, lng: string): string {
  const lang = toLang(lng);
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return Number.isInteger(n) ? formatNumber(n, lang) : localDigits(String(n), lang);
}

export const runtime = createRuntime({
  language: pageLanguage(),
  // A text someone has not translated yet shows in English rather than as its key.
  fallbackLanguage: "en",
  resources: {},
  loaders: lazyNamespaces,
  defaultNamespace: "common",
  formats: { number },
});

/** The runtime with the app's typed keys (keys.ts): `getFixedT("ne", "marketplace")` knows its keys. */
export type I18n = Omit<typeof runtime, "getFixedT" | "language" | "changeLanguage"> & {
  readonly language: Lang;
  changeLanguage(lang: Lang): Promise<void>;
  getFixedT<N extends Namespace | readonly Namespace[]>(lang: Lang, ns: N): TFunction<N>;
};
const i18n = runtime as unknown as I18n;

/** The namespaces of every page's first screen; the server preloads their chunks in the page's language. */
export const ENTRY_NAMESPACES = ["common", "marketplace"] as const;

/**
 * The first texts in the page's language: the server preloaded their chunks with the HTML, so this waits for no
 * extra round trip. main.tsx renders the app when they are here (the first render neither suspends nor shows
 * keys); a failed download renders with empty texts, as a lazy namespace does.
 *
 * A function, not a load started while this module is evaluated: an `import()` made while the entry's code is
 * still being evaluated has that whole code on its stack, and when the page is traced (Lighthouse) Chromium
 * reparses all of it to give that stack its line numbers, 40-90 ms in the entry's one long task
 * (docs/performance.md). main.tsx calls it from a task of its own.
 */
export const loadEntryTexts = (): Promise<void> => runtime.loadNamespaces(ENTRY_NAMESPACES);

// Tests render components without main.tsx: their modules wait here instead. Vite writes the mode into the
// build, so the app's bundle has no top-level await (with one the bundler splits the entry: 0.6 KB gzip more).
if (import.meta.env.MODE === "test") await loadEntryTexts();

export default i18n;
