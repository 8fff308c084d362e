/**
 * Google Maps embed (spec 001 section 5 'Address', DESIGN 'Google Maps iframe'): the pasted
 * iframe is never stored or rendered as HTML. Only its src is kept, and only when it is an
 * https Google Maps embed URL; the app renders its own iframe (width 100%, height 300).
 */
const SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/i;

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** A pasted iframe (with its closing tag) or a bare URL -> the embed URL, or null. */
export function parseGoogleMapsEmbed(input: string | null | undefined): string | null {
  const text = (input ?? "").trim();
  if (!text) return null;
  let candidate: string;
  if (/^<iframe\b/i.test(text)) {
    if (!/<\/iframe\s*>\s*$/i.test(text)) return null;
    const m = SRC.exec(text);
    if (!m) return null;
    candidate = decodeEntities((m[1] ?? m[2] ?? m[3] ?? "").trim());
  } else if (/^https:\/\//i.test(text) && !/[\s<>"']/.test(text)) {
    candidate = text;
  } else {
    return null;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const isEmbedPath = url.pathname === "/maps/embed" || url.pathname.startsWith("/maps/embed/");
  if (host === "www.google.com" && isEmbedPath) return url.toString();
  // The older embed form: https://maps.google.com/maps?...&output=embed
  if (
    host === "maps.google.com" &&
    (isEmbedPath || (url.pathname === "/maps" && url.searchParams.get("output") === "embed"))
  ) {
    return url.toString();
  }
  return null;
}

export const MAP_EMBED_HEIGHT = 300;
