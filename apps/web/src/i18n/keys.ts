import type { admin } from "./en/admin";
import type { auth } from "./en/auth";
import type { banquetDecorator } from "./en/banquet-decorator";
import type { bookings } from "./en/bookings";
import type { calendar } from "./en/calendar";
import type { changes } from "./en/changes";
import type { common } from "./en/common";
import type { conversations } from "./en/conversations";
import type { customer } from "./en/customer";
import type { hallsDecorators } from "./en/halls-decorators";
import type { leads } from "./en/leads";
import type { marketplace } from "./en/marketplace";
import type { notifications } from "./en/notifications";
import type { quotations } from "./en/quotations";
import type { reference } from "./en/reference";
import type { review } from "./en/review";
import type { reviews } from "./en/reviews";
import type { shortlist } from "./en/shortlist";
import type { vendorForm } from "./en/vendor-form";
import type { vendorWorkspace } from "./en/vendor-workspace";
import type { wizard } from "./en/wizard";

import type { TOptions } from "./translate";

/**
 * Typed translation keys: `t("home.title")` is checked against the English resources (the source
 * of every key; ne/ mirrors them, parity.test.ts), so a wrong key or namespace fails the typecheck,
 * as it did with i18next's CustomTypeOptions. `validation` maps the server's English messages to
 * Nepali: its keys are open-ended.
 */
export type Resources = {
  admin: typeof admin;
  auth: typeof auth;
  banquetDecorator: typeof banquetDecorator;
  bookings: typeof bookings;
  calendar: typeof calendar;
  changes: typeof changes;
  common: typeof common;
  conversations: typeof conversations;
  customer: typeof customer;
  hallsDecorators: typeof hallsDecorators;
  leads: typeof leads;
  marketplace: typeof marketplace;
  notifications: typeof notifications;
  quotations: typeof quotations;
  reference: typeof reference;
  review: typeof review;
  reviews: typeof reviews;
  shortlist: typeof shortlist;
  vendorForm: typeof vendorForm;
  vendorWorkspace: typeof vendorWorkspace;
  wizard: typeof wizard;
  validation: Record<string, string>;
};
export type Namespace = keyof Resources;

/** `years_one` and `years_other` are both `t("years", { count })`. */
type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every key of a namespace: `title`, `page.ward`, `years` (plural), and groups (for `returnObjects`). */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

/** The groups of a namespace (`moderation.actions`): a key built at run time must start with one. */
export type GroupOf<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? never : K | `${K}.${GroupOf<T[K]>}`;
}[keyof T & string];

type First<N> = N extends readonly [infer F extends Namespace, ...unknown[]] ? F : N extends Namespace ? N : never;
/** `marketplace:years`: a key of any namespace by its prefix, as i18next allowed. */
type Prefixed = { [M in Namespace]: `${M}:${KeyOf<Resources[M]>}` }[Namespace];
type OwnKey<N> = KeyOf<Resources[First<N>]> | Prefixed;

/** A text option set without `returnObjects` (which returns the group itself) and without `ns`. */
type TextOptions = TOptions & { returnObjects?: false; ns?: undefined };

/** `t` over one namespace or a list (the first is the default; the others by `ns:key`). */
export interface TFunction<N extends Namespace | readonly Namespace[] = "common"> {
  (key: OwnKey<N>, options?: TextOptions): string;
  /** `t("unexpected", { ns: "common" })`: a key of another namespace. */
  <M extends Namespace>(key: KeyOf<Resources[M]>, options: TOptions & { ns: M; returnObjects?: false }): string;
  /**
   * `t(\`moderation.actions.${name}\`, { defaultValue: name })`: a key built at run time, inside a real
   * group, with the text to show when it is not there.
   */
  (
    key: `${GroupOf<Resources[First<N>]>}.${string}`,
    options: TOptions & { defaultValue: string; ns?: undefined },
  ): string;
  /** `t("testimonials", { returnObjects: true })`: the array or object, for the caller to shape. */
  (key: OwnKey<N>, options: TOptions & { returnObjects: true }): unknown;
}
