import { MAX_MAP_INPUT_LENGTH, parseGoogleMapsEmbed } from "./maps";

/**
 * A map pin a phone can give (docs/decisions/0020). The address step accepts coordinates typed in or
 * found by the browser, a Google Maps share link, or today's embed code; the server keeps the
 * coordinates and builds the embed itself. Nothing here fetches a URL: a short link
 * (maps.app.goo.gl) hides its coordinates behind a redirect, so it is answered with a clear message.
 *
 * No pattern below can backtrack (docs/decisions/0013): links are read with URL and split on '!' and ',',
 * and numbers with Number().
 */
export type LatLng = { lat: number; lng: number };

export type MapInput =
  | { kind: "empty" }
  | { kind: "coordinates"; point: LatLng }
  | { kind: "embed"; embedUrl: string; point: LatLng | null }
  | { kind: "short-link" }
  | { kind: "invalid" };

export const SHORT_MAP_LINK_MESSAGE =
  "Short Google Maps links (maps.app.goo.gl) cannot be read here. Open the link, copy the full address from the browser, or use 'Use my current location'.";
export const INVALID_MAP_MESSAGE = "Please provide a valid Google Maps iframe code";
export const LATITUDE_MESSAGE = "Latitude must be between -90 and 90";
export const LONGITUDE_MESSAGE = "Longitude must be between -180 and 180";
export const BOTH_COORDINATES_MESSAGE = "Enter both latitude and longitude";

/** Nepal's bounding box with a small margin (26.35-30.45 N, 80.06-88.2 E). */
const NEPAL = { south: 26.2, north: 30.6, west: 79.9, east: 88.4 };

export const isLatitude = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= 90;
export const isLongitude = (v: unknown): v is number =>
  typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= 180;
export const isInNepal = (p: LatLng) =>
  p.lat >= NEPAL.south && p.lat <= NEPAL.north && p.lng >= NEPAL.west && p.lng <= NEPAL.east;

/** Six decimals (about 10 cm): what a phone's GPS can tell, and what is stored. */
export const roundCoordinate = (v: number) => Math.round(v * 1e6) / 1e6;

/** A plain decimal number as typed ('27.7172', '-0.5'); anything else (hex, exponents, words) is not. */
function decimal(text: string): number | null {
  const s = text.trim();
  if (!s || s.length > 20) return null;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "-" || c === "+") {
      if (i !== 0) return null;
    } else if (c === ".") dots++;
    else if (c >= "0" && c <= "9") digits++;
    else return null;
  }
  if (digits === 0 || dots > 1) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** 'lat,lng' or 'lat lng' (as Google shows and share links carry them) -> a point in range, or null. */
export function parseLatLngText(text: string | null | undefined): LatLng | null {
  const s = (text ?? "").trim();
  if (!s || s.length > 60) return null;
  const parts = s.includes(",") ? s.split(",") : s.split(" ").filter(Boolean);
  if (parts.length !== 2) return null;
  const lat = decimal(parts[0]);
  const lng = decimal(parts[1]);
  if (lat == null || lng == null || !isLatitude(lat) || !isLongitude(lng)) return null;
  return { lat, lng };
}

/**
 * The pin inside Google's '!'-separated data: a place link's '!3d<lat>!4d<lng>', or an embed's
 * '!2d<lng>!3d<lat>' (the map's centre).
 */
function pointFromBangData(text: string): LatLng | null {
  const tokens = text.split("!");
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].startsWith("3d") && tokens[i + 1].startsWith("4d")) {
      const p = parseLatLngText(`${tokens[i].slice(2)},${tokens[i + 1].slice(2)}`);
      if (p) return p;
    }
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].startsWith("2d") && tokens[i + 1].startsWith("3d")) {
      const p = parseLatLngText(`${tokens[i + 1].slice(2)},${tokens[i].slice(2)}`);
      if (p) return p;
    }
  }
  return null;
}

const SHORT_HOSTS = new Set(["maps.app.goo.gl", "goo.gl", "g.co"]);
/** google.com, google.com.np, google.co.in ... with or without www. / maps. */
function isGoogleMapsHost(host: string): boolean {
  const h = host.startsWith("www.") ? host.slice(4) : host.startsWith("maps.") ? host.slice(5) : host;
  const labels = h.split(".");
  return (
    labels[0] === "google" && labels.length >= 2 && labels.length <= 3 && labels.slice(1).every((l) => l.length <= 3)
  );
}
const POINT_PARAMS = ["q", "query", "ll", "center", "destination", "daddr", "sll"];

/** The pin a Google Maps share link carries, or null (the link points at no coordinates). */
function pointFromShareUrl(url: URL): LatLng | null {
  const path = decodeURIComponent(url.pathname);
  // Place links: /maps/place/<name>/@27.70,85.31,17z/data=!3m1!4b1!4m6!3m5!...!3d27.7172!4d85.324
  const fromData = pointFromBangData(path);
  if (fromData) return fromData;
  for (const param of POINT_PARAMS) {
    const p = parseLatLngText(url.searchParams.get(param));
    if (p) return p;
  }
  for (const segment of path.split("/")) {
    if (segment.startsWith("@")) {
      const [lat, lng] = segment.slice(1).split(",");
      const p = parseLatLngText(`${lat},${lng}`);
      if (p) return p;
    }
  }
  // /maps/search/27.7172,+85.3240 and /maps/dir//27.7,85.3
  for (const segment of path.split("/")) {
    const p = parseLatLngText(segment.split("+").join(" ").replace(", ", ","));
    if (p) return p;
  }
  return null;
}

/** Whatever the vendor pasted or typed into the map field, understood without any network. */
export function parseMapInput(input: string | null | undefined): MapInput {
  const text = (input ?? "").trim();
  if (!text) return { kind: "empty" };
  if (text.length > MAX_MAP_INPUT_LENGTH) return { kind: "invalid" };
  const typed = parseLatLngText(text);
  if (typed) return { kind: "coordinates", point: typed };
  const embedUrl = parseGoogleMapsEmbed(text);
  if (embedUrl) {
    const url = new URL(embedUrl);
    const point = pointFromBangData(url.searchParams.get("pb") ?? "") ?? parseLatLngText(url.searchParams.get("q"));
    return { kind: "embed", embedUrl, point };
  }
  if (/\s/.test(text) || !(text.startsWith("https://") || text.startsWith("http://"))) return { kind: "invalid" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "invalid" };
  }
  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.has(host)) return { kind: "short-link" };
  if (url.username || url.password || !isGoogleMapsHost(host)) return { kind: "invalid" };
  const point = pointFromShareUrl(url);
  return point ? { kind: "coordinates", point } : { kind: "invalid" };
}

/** The embed the server builds for a pin (the older embed form, allowed by the page's frame-src). */
export function embedUrlFor(point: LatLng): string {
  const lat = roundCoordinate(point.lat);
  const lng = roundCoordinate(point.lng);
  return `https://maps.google.com/maps?q=${lat},${lng}&z=16&output=embed`;
}

/**
 * The pin and embed an address saves: typed / located coordinates first, else the pin the pasted
 * link or embed carries; an embed without a readable pin is kept as it was given.
 */
export function resolveMapLocation(address: {
  latitude?: number | null;
  longitude?: number | null;
  googleMapsIframe?: string | null;
}): { point: LatLng | null; embedUrl: string | null } {
  if (isLatitude(address.latitude) && isLongitude(address.longitude)) {
    const point = { lat: roundCoordinate(address.latitude), lng: roundCoordinate(address.longitude) };
    return { point, embedUrl: embedUrlFor(point) };
  }
  const parsed = parseMapInput(address.googleMapsIframe);
  if (parsed.kind === "coordinates") {
    const point = { lat: roundCoordinate(parsed.point.lat), lng: roundCoordinate(parsed.point.lng) };
    return { point, embedUrl: embedUrlFor(point) };
  }
  if (parsed.kind === "embed") return { point: parsed.point, embedUrl: parsed.embedUrl };
  return { point: null, embedUrl: null };
}
