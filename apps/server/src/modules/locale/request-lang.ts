import { type Lang, toLang } from "@bihe/shared";
import type { FastifyRequest } from "fastify";
import { searchParamsOf } from "../../lib/search-params";

/** The cookie that remembers a visitor's language (readable by the web app, which sets it on a switch). */
export const LANG_COOKIE = "lang";
/** One year: a language choice is not something to make again next month. */
const MAX_AGE = 60 * 60 * 24 * 365;

/** `?lang=ne` / `?lang=en`: the language's own crawlable address (docs/decisions/0008-language-urls.md). */
export function queryLang(request: FastifyRequest): Lang | null {
  const value = searchParamsOf(request.url).get("lang");
  return value === "en" || value === "ne" ? value : null;
}

export function cookieLang(request: FastifyRequest): Lang | null {
  const match = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? "");
  return match?.[1] === "en" || match?.[1] === "ne" ? match[1] : null;
}

/** The first language of Accept-Language the site has: "ne-NP,ne;q=0.9,en;q=0.8" -> ne. */
export function acceptLang(header: string | undefined): Lang {
  const ranked = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = ranked.find((r) => /^(ne|en)\b/.test(r.tag));
  return toLang(first?.tag);
}

/**
 * The language a page is sent in: the address's `?lang=` first (a shared or crawled Nepali link is
 * Nepali), then the visitor's choice (cookie; a signed-in user's choice is also copied there), then
 * the browser's language.
 */
export function requestLang(request: FastifyRequest): Lang {
  return queryLang(request) ?? cookieLang(request) ?? acceptLang(request.headers["accept-language"]);
}

export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
