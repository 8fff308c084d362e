import { formatNumber, type Lang, localDigits, toLang } from "@bihe/shared";
import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { common } from "./en/common";
import { marketplace } from "./en/marketplace";

/**
 * English resources hold the spec's exact texts, one namespace per feature; Nepali (ne/) mirrors
 * them key for key (parity.test.ts).
 *
 * The public pages' English namespaces are bundled; everything else loads with its page
 * (`useTranslation("leads")` suspends until its texts are here), so a visitor on a phone never
 * downloads the admin's or the leads pipeline's texts, and an English reader never downloads Nepali.
 * A Nepali page's common and marketplace texts are preloaded by the server with the HTML.
 */
type Loader = () => Promise<Record<string, unknown>>;
const lazyNamespaces: Record<Lang, Record<string, Loader>> = {
  en: {
    admin: () => import("./en/admin").then((m) => m.admin),
    auth: () => import("./en/auth").then((m) => m.auth),
    leads: () => import("./en/leads").then((m) => m.leads),
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
    hallsDecorators: () => import("./en/halls-decorators").then((m) => m.hallsDecorators),
  },
  ne: {
    common: () => import("./ne/common").then((m) => m.common),
    marketplace: () => import("./ne/marketplace").then((m) => m.marketplace),
    admin: () => import("./ne/admin").then((m) => m.admin),
    auth: () => import("./ne/auth").then((m) => m.auth),
    leads: () => import("./ne/leads").then((m) => m.leads),
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
    validation: () => import("./ne/validation").then((m) => m.validation),
    hallsDecorators: () => import("./ne/halls-decorators").then((m) => m.hallsDecorators),
  },
};

const lazyTexts: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = lazyNamespaces[toLang(language)][namespace];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (err) => callback(err, false),
    );
  },
};

/** The page's language as the server sent it (`<html lang>`, from ?lang=, the cookie or the browser). */
function pageLanguage(): Lang {
  return typeof document === "undefined" ? "en" : toLang(document.documentElement.lang);
}

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { en: { common, marketplace } },
    partialBundledLanguages: true,
    ns: ["common", "marketplace"],
    lng: pageLanguage(),
    supportedLngs: ["en", "ne"],
    // A text someone has not translated yet shows in English rather than as its key.
    fallbackLng: "en",
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });

/**
 * `{{count, number}}` in the Nepali texts: Devanagari digits with lakh grouping from the shared
 * formatting module (browsers' Intl often lacks Nepali number data and falls back to 0-9).
 */
i18n.services.formatter?.add("number", (value: unknown, lng: string | undefined) => {
  const lang = toLang(lng);
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return Number.isInteger(n) ? formatNumber(n, lang) : localDigits(String(n), lang);
});

export default i18n;
