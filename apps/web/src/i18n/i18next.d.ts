import type { admin } from "./en/admin";
import type { auth } from "./en/auth";
import type { banquetDecorator } from "./en/banquet-decorator";
import type { changes } from "./en/changes";
import type { common } from "./en/common";
import type { customer } from "./en/customer";
import type { hallsDecorators } from "./en/halls-decorators";
import type { leads } from "./en/leads";
import type { marketplace } from "./en/marketplace";
import type { notifications } from "./en/notifications";
import type { reference } from "./en/reference";
import type { review } from "./en/review";
import type { reviews } from "./en/reviews";
import type { shortlist } from "./en/shortlist";
import type { vendorForm } from "./en/vendor-form";
import type { vendorWorkspace } from "./en/vendor-workspace";
import type { wizard } from "./en/wizard";

/**
 * Typed translation keys: `t("home.title")` is checked against the English resources (the source
 * of every key; ne/ mirrors them, parity.test.ts), so a wrong key or namespace fails the typecheck.
 * `validation` maps the server's English messages to Nepali: its keys are open-ended.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      banquetDecorator: typeof banquetDecorator;
      changes: typeof changes;
      common: typeof common;
      customer: typeof customer;
      hallsDecorators: typeof hallsDecorators;
      leads: typeof leads;
      marketplace: typeof marketplace;
      notifications: typeof notifications;
      reference: typeof reference;
      review: typeof review;
      reviews: typeof reviews;
      shortlist: typeof shortlist;
      vendorForm: typeof vendorForm;
      vendorWorkspace: typeof vendorWorkspace;
      wizard: typeof wizard;
      validation: Record<string, string>;
    };
  }
}
