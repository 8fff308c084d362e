import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { admin } from "./en/admin";
import { auth } from "./en/auth";
import { banquetDecorator } from "./en/banquet-decorator";
import { common } from "./en/common";
import { leads } from "./en/leads";
import { marketplace } from "./en/marketplace";
import { reference } from "./en/reference";
import { vendorForm } from "./en/vendor-form";
import { vendorWorkspace } from "./en/vendor-workspace";

/**
 * English resources hold the spec's exact texts, one namespace per feature. A Nepali
 * translation is a second `resources.ne` object and needs no code change.
 */
export const resources = {
  en: { admin, common, auth, leads, vendorWorkspace, reference, vendorForm, marketplace, banquetDecorator },
} as const;

void i18n.use(initReactI18next).init({
  resources,
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
