import type { Lang } from "@bihe/shared";
import { escapeHtml } from "../../lib/escape-html";
import { withLang } from "../language-head";
import { OG_HEIGHT, OG_WIDTH } from "./og-layout";

/**
 * Open Graph and Twitter tags, so a link pasted into Facebook, WhatsApp or Viber shows a title, a description and a
 * picture, in the language it was shared in: a Nepali reader's link opens the Nepali page (`?lang=ne`) and previews
 * its Nepali picture.
 */
export function openGraphTags(o: {
  type: "website" | "profile";
  siteName: string;
  title: string;
  description: string;
  /** The page's address (absolute, without a language). */
  url: string;
  /** The preview picture's absolute address. */
  image: string;
  lang: Lang;
}): string {
  const tags: [string, string, string][] = [
    ["property", "og:type", o.type],
    ["property", "og:site_name", o.siteName],
    ["property", "og:title", o.title],
    ["property", "og:description", o.description],
    ["property", "og:url", withLang(o.url, o.lang === "ne" ? "ne" : null)],
    ["property", "og:image", o.image],
    ["property", "og:image:type", "image/jpeg"],
    ["property", "og:image:width", String(OG_WIDTH)],
    ["property", "og:image:height", String(OG_HEIGHT)],
    ["property", "og:image:alt", o.title],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", o.title],
    ["name", "twitter:description", o.description],
    ["name", "twitter:image", o.image],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join("\n    ");
}
