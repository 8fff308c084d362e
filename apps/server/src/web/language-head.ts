import type { Lang } from "@bihe/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { siteOrigin } from "./seo/urls";

/**
 * The language parts of a page's <head> (docs/decisions/0008-language-urls.md): the
 * Nepali site-wide title and description, each language's own address (`?lang=ne`) with hreflang
 * links, and og:locale so a shared link previews in the sender's language.
 */
export const NEPALI_HEAD = {
  tagline: "नेपालका बिहेका भेन्डरहरू",
  description: "नेपालका बिहेका फोटोग्राफर र भेन्डरहरू स्पष्ट मूल्य र साँचो समीक्षासहित खोज्नुहोस्, र एकै थिचाइमा सम्पर्क गर्नुहोस्।",
  notFound: "पेज भेटिएन",
};

const OG_LOCALE: Record<Lang, string> = { en: "en_US", ne: "ne_NP" };

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An absolute URL with `lang` set to a language (null: without it); its other parameters kept. */
export function withLang(url: string, lang: Lang | null): string {
  const u = new URL(url);
  u.searchParams.delete("lang");
  if (lang) u.searchParams.set("lang", lang);
  return u.toString();
}

/**
 * hreflang alternates (en, ne and x-default: the bare address, which follows the visitor's choice)
 * and og:locale. `canonical` is the page's own address when it has one (its language parameter is
 * set by the caller); otherwise the requested address is used.
 */
export function languageLinks(
  app: FastifyInstance,
  request: FastifyRequest,
  lang: Lang,
  opts: { canonical?: string; indexable: boolean },
): string[] {
  const tags = [
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[lang === "ne" ? "en" : "ne"]}">`,
  ];
  if (!opts.indexable) return tags;
  const base = withLang(opts.canonical ?? `${siteOrigin(app, request)}${request.url}`, null);
  for (const [hreflang, href] of [
    ["en", withLang(base, "en")],
    ["ne", withLang(base, "ne")],
    ["x-default", base],
  ]) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttr(href!)}">`);
  }
  return tags;
}
