/**
 * Turning a key into a text, as i18next did for our resources (en/*.ts, ne/*.ts keep its format):
 * nested keys with dots (`page.ward`), plural keys by Intl.PluralRules (`years_one`, `years_other`),
 * `{{name}}` and `{{count, number}}` interpolation, `returnObjects` and `defaultValue`.
 * Pure functions: the store (runtime.ts) hands them the texts of one namespace in one language.
 * Why our own code and not i18next: docs/decisions/0022-small-i18n-runtime.md (15 KB gzip on every page).
 */

/** One namespace's texts: strings, nested groups, and arrays or objects read with `returnObjects`. */
export type Texts = { readonly [key: string]: unknown };

/** Options a `t(key, options)` call takes; every other property is a value for `{{name}}`. */
export type TOptions = {
  count?: number;
  defaultValue?: string;
  ns?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};

/** A named format after the comma in `{{value, name}}`: gets the value and the language, returns the text. */
export type Format = (value: unknown, lang: string) => string;

/** The value at a dotted path (`page.ward`), or undefined. A flat key that contains a dot is found too. */
export function lookup(texts: Texts | undefined, key: string): unknown {
  if (!texts) return undefined;
  if (key in texts) return texts[key];
  let node: unknown = texts;
  for (const part of key.split(".")) {
    if (node == null || typeof node !== "object") return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

// Intl.PluralRules objects are slow to build and the same for every call in a language: one each.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * The text for `key` in one language's namespace texts, before interpolation: with a count, the
 * plural form the language's rules pick (`_one`, `_other`; also `_few`, `_many`... should a language
 * need them), then `_other`, then the bare key. Undefined when this language lacks it.
 */
export function resolve(texts: Texts | undefined, key: string, lang: string, options: TOptions | undefined): unknown {
  if (typeof options?.count === "number") {
    const plural = lookup(texts, `${key}_${pluralCategory(lang, options.count)}`) ?? lookup(texts, `${key}_other`);
    if (typeof plural === "string") return plural;
  }
  return lookup(texts, key);
}

const PLACEHOLDER = /\{\{\s*([^{},\s]+)\s*(?:,\s*([^{}\s]+)\s*)?\}\}/g;

/**
 * Fills `{{name}}` and `{{name, format}}` with `values` (dotted names reach into objects). A value
 * that is missing becomes the empty text, as with i18next. Texts are not HTML-escaped: React escapes.
 */
export function interpolate(
  text: string,
  values: TOptions | undefined,
  lang: string,
  formats: Record<string, Format>,
): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (_match, name: string, format: string | undefined) => {
    const value = values ? lookup(values, name) : undefined;
    if (value === undefined || value === null) return "";
    const formatter = format ? formats[format] : undefined;
    return formatter ? formatter(value, lang) : String(value);
  });
}

/** `returnObjects`: the array or object itself, with its texts interpolated (the home page's testimonials). */
export function interpolateDeep(
  value: unknown,
  values: TOptions | undefined,
  lang: string,
  formats: Record<string, Format>,
): unknown {
  if (typeof value === "string") return interpolate(value, values, lang, formats);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values, lang, formats));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values, lang, formats)] as const),
    );
  }
  return value;
}
