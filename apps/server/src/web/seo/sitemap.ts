import { LISTING_PATH_BY_TYPE, placePath, VENDOR_TYPES } from "@bihe/shared";
import { places } from "./place-names";
import type { PlaceCount } from "./queries";
import { vendorPath } from "./urls";

/** The sitemaps protocol's limit of addresses per file; more vendors make more vendor sitemaps. */
export const SITEMAP_MAX_URLS = 50_000;

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

type Entry = { loc: string; lastmod: string | null };

function urlset(entries: Entry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return `${HEAD}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** How many vendor sitemaps `count` vendor pages need (at least one, so the index is never empty of them). */
export const vendorSitemapCount = (count: number, perFile = SITEMAP_MAX_URLS) =>
  Math.max(1, Math.ceil(count / perFile));

/** /sitemap.xml: the places sitemap and one sitemap per 50,000 vendor pages. */
export function sitemapIndexXml(
  origin: string,
  vendors: { count: number; lastmod: string | null },
  placesLastmod: string | null,
  perFile = SITEMAP_MAX_URLS,
): string {
  const maps: Entry[] = [{ loc: `${origin}/sitemaps/places.xml`, lastmod: placesLastmod }];
  for (let n = 1; n <= vendorSitemapCount(vendors.count, perFile); n++) {
    maps.push({ loc: `${origin}/sitemaps/vendors-${n}.xml`, lastmod: vendors.lastmod });
  }
  const items = maps.map(
    (m) => `<sitemap><loc>${xml(m.loc)}</loc>${m.lastmod ? `<lastmod>${m.lastmod}</lastmod>` : ""}</sitemap>`,
  );
  return `${HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The home page, the listings and every type's district and province page that lists at least one vendor. */
export function placesSitemapXml(origin: string, counts: PlaceCount[], newest: string | null): string {
  const entries: Entry[] = [
    { loc: `${origin}/`, lastmod: newest },
    ...VENDOR_TYPES.map((type) => ({ loc: `${origin}${LISTING_PATH_BY_TYPE[type]}`, lastmod: newest })),
  ];
  // By type (the listings' order), provinces before districts, then by id: the file reads like the site.
  const rank = (c: PlaceCount) => [VENDOR_TYPES.indexOf(c.vendorType), c.kind === "province" ? 0 : 1, c.id];
  const sorted = [...counts].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  for (const c of sorted) {
    if (c.vendorCount < 1) continue;
    const place = (c.kind === "district" ? places().districts : places().provinces).get(c.id);
    if (place) entries.push({ loc: `${origin}${placePath(place.name, c.vendorType)}`, lastmod: c.lastmod });
  }
  return urlset(entries);
}

export function vendorSitemapXml(origin: string, rows: { id: string; lastmod: string }[]): string {
  return urlset(rows.map((r) => ({ loc: `${origin}${vendorPath(r.id)}`, lastmod: r.lastmod })));
}

/** The newest of some ISO dates (null when there are none). */
export const newestOf = (dates: (string | null)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) ?? null;
