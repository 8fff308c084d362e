/**
 * Google Maps embed (spec 001 section 5 'Address', DESIGN 'Google Maps iframe'): the pasted
 * iframe is never stored or rendered as HTML. Only its src is kept, and only when it is an
 * https Google Maps embed URL; the app renders its own iframe (width 100%, height 300).
 */

/** Longer input is not a map (a real embed iframe is under 1,000 characters). */
export const MAX_MAP_INPUT_LENGTH = 5000;

// Each pattern below runs on one bounded piece and cannot backtrack over the same characters
// twice (docs/decisions/0013): the opening tag is cut at its first '>' before its src is looked for.
const OPENING = /^<iframe\b/i;
const CLOSING = /<\/iframe\s*>$/i;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const BARE_URL = /^https:\/\/[^\s<>"']+$/i;

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The src of the pasted iframe's opening tag, or null. */
function iframeSrc(text: string): string | null {
  if (!CLOSING.test(text)) return null;
  const end = text.indexOf(">");
  const m = SRC_ATTRIBUTE.exec(text.slice(0, end));
  if (!m) return null;
  return decodeEntities((m[1] ?? m[2] ?? m[3] ?? "").trim());
}

/** A pasted iframe (with its closing tag) or a bare URL -> the embed URL, or null. */
export function parseGoogleMapsEmbed(input: string | null | undefined): string | null {
  const text = (input ?? "").trim();
  if (!text || text.length > MAX_MAP_INPUT_LENGTH) return null;
  let candidate: string | null;
  if (OPENING.test(text)) candidate = iframeSrc(text);
  else candidate = BARE_URL.test(text) ? text : null;
  if (!candidate) return null;
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
