import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { common } from "./en/common";
import { marketplace } from "./en/marketplace";

/**
 * English resources hold the spec's exact texts, one namespace per feature. A Nepali
 * translation is a second set of files and needs no code change.
 *
 * The public pages' namespaces are bundled; the workspace's load with their pages
 * (`useTranslation("leads")` suspends until its texts are here), so a visitor on a phone
 * never downloads the admin's or the leads pipeline's texts.
 */
const lazyNamespaces: Record<string, () => Promise<Record<string, unknown>>> = {
  admin: () => import("./en/admin").then((m) => m.admin),
  auth: () => import("./en/auth").then((m) => m.auth),
  leads: () => import("./en/leads").then((m) => m.leads),
  vendorWorkspace: () => import("./en/vendor-workspace").then((m) => m.vendorWorkspace),
  reference: () => import("./en/reference").then((m) => m.reference),
  review: () => import("./en/review").then((m) => m.review),
  customer: () => import("./en/customer").then((m) => m.customer),
  vendorForm: () => import("./en/vendor-form").then((m) => m.vendorForm),
  banquetDecorator: () => import("./en/banquet-decorator").then((m) => m.banquetDecorator),
};

const lazyTexts: BackendModule = {
  type: "backend",
  init() {},
  read(_language, namespace, callback) {
    const load = lazyNamespaces[namespace];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (err) => callback(err, false),
    );
  },
};

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { en: { common, marketplace } },
    partialBundledLanguages: true,
    ns: ["common", "marketplace"],
    lng: "en",
    fallbackLng: "en",
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });

/** Adds a feature's namespace (features register their own texts). */
export function addTexts(ns: string, texts: Record<string, unknown>) {
  i18n.addResourceBundle("en", ns, texts, true, true);
}

export default i18n;
