import { isUuid, listingTypeOf, type VendorType } from "@bihe/shared";
import { seoContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, notFound } from "../../lib/errors";
import { route } from "../../lib/route";
import { TtlCache } from "../../lib/ttl-cache";
import { vendorPage } from "../../modules/marketplace/service";
import { siteSettings } from "../../modules/system/settings";
import { ogImageVersion, vendorOgImage } from "./og-image";
import { type PreviewSubject, pagePreview } from "./og-page-image";
import { placeBySlug } from "./place-names";
import { vendorPageRows, vendorPageTotals } from "./queries";
import { robotsTxt } from "./robots";
import { placeCountsCached, placeDirectory, placeSummary } from "./service";
import {
  newestOf,
  placesSitemapXml,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  vendorSitemapCount,
  vendorSitemapXml,
} from "./sitemap";
import { siteOrigin } from "./urls";

export const PLACE_NOT_FOUND = "Place Not Found";

/** A place answer's vendor type: photographers when none is named; an unknown one is a 400 that names it. */
function placeTypeOf(type: string | undefined): VendorType {
  if (!type?.trim()) return "wedding_cinematographer";
  const vendorType = listingTypeOf(type);
  if (!vendorType) throw badRequest(`Unknown vendor type "${type}". Use photographers, banquets or decorators.`);
  return vendorType;
}
/** Crawlers come back often; an hour old is fresh enough, and a CDN may serve it meanwhile. */
const CRAWLER_CACHE = "public, max-age=3600";
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** A versioned picture never changes; an old or missing version gets the current one, kept an hour. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const PICTURE_CACHE = "public, max-age=3600";

/** What search engines and link previews read: robots.txt, sitemaps, place data, preview pictures. */
export async function seoRoutes(app: FastifyInstance) {
  const origin = (request: FastifyRequest) => siteOrigin(app, request);
  // A vendor sitemap is up to 50,000 rows: made at most once per 10 minutes per file and instance, so
  // requesting it again and again costs nothing (crawlers need no fresher lastmod than that).
  const sitemaps = new TtlCache<string | null>(10 * 60_000, 100);

  route(app, contracts.robots, {}, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", CRAWLER_CACHE)
      .send(robotsTxt(origin(request))),
  );

  route(app, contracts.sitemapIndex, {}, async (request, reply) => {
    const site = origin(request);
    const body = await sitemaps.get(`${site}|index`, async () => {
      const [vendors, counts] = await Promise.all([vendorPageTotals(app.db), placeCountsCached(app)]);
      const placesLastmod = newestOf([vendors.lastmod, ...counts.map((c) => c.lastmod)]);
      return sitemapIndexXml(site, vendors, placesLastmod);
    });
    return reply.type("application/xml; charset=utf-8").header("cache-control", CRAWLER_CACHE).send(body);
  });

  route(app, contracts.sitemap, {}, async (request, reply) => {
    const { file } = request.params;
    const site = origin(request);
    const n = /^vendors-([1-9][0-9]{0,5})\.xml$/.exec(file)?.[1];
    if (file !== "places.xml" && !n) throw notFound("Sitemap not found");
    const body = await sitemaps.get(`${site}|${file}`, async () => {
      if (file === "places.xml") {
        const [vendors, counts] = await Promise.all([vendorPageTotals(app.db), placeCountsCached(app)]);
        return placesSitemapXml(site, counts, vendors.lastmod);
      }
      if (Number(n) > vendorSitemapCount((await vendorPageTotals(app.db)).count)) return null;
      const rows = await vendorPageRows(app.db, (Number(n) - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
      return vendorSitemapXml(site, rows);
    });
    if (body == null) throw notFound("Sitemap not found");
    return reply.type("application/xml; charset=utf-8").header("cache-control", CRAWLER_CACHE).send(body);
  });

  /** 'Browse by district': provinces and districts with at least one vendor of the type. */
  route(app, contracts.places, {}, async (request, reply) => {
    const vendorType = placeTypeOf(request.query.type);
    reply.header("cache-control", PUBLIC_CACHE);
    return placeDirectory(app, vendorType);
  });

  /** A place page's own facts (the vendors themselves come from GET /api/vendors with the place's filter). */
  route(app, contracts.place, {}, async (request, reply) => {
    const vendorType = placeTypeOf(request.query.type);
    const place = placeBySlug(request.params.slug);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    reply.header("cache-control", PUBLIC_CACHE);
    return placeSummary(app, place, vendorType);
  });

  /** A vendor's link-preview picture (1200 x 630 JPEG), for approved vendors only. */
  route(app, contracts.vendorPreview, {}, async (request, reply) => {
    const id = /^(.+)\.jpg$/.exec(request.params.file)?.[1] ?? "";
    if (!isUuid(id)) throw notFound("Picture not found");
    const page = await vendorPage(app, id.toLowerCase(), async () => null).catch(() => null);
    if (!page) throw notFound("Picture not found");
    const { siteName } = await siteSettings(app);
    const lang = request.query.lang === "ne" ? "ne" : "en";
    // The versioned address never changes content: cache it for good. An old version gets the current picture, briefly cached.
    const immutable = request.query.v === ogImageVersion(page, siteName, lang);
    reply.type("image/jpeg").header("cache-control", immutable ? IMMUTABLE : PICTURE_CACHE);
    return reply.send(await vendorOgImage(app, page, siteName, lang));
  });

  /** The home page's, a listing's or a place page's link-preview picture (1200 x 630 JPEG). */
  route(app, contracts.pagePreview, {}, async (request, reply) => {
    const { type, place: slug } = request.query;
    const vendorType = type ? listingTypeOf(type) : slug ? "wedding_cinematographer" : null;
    const place = slug ? placeBySlug(slug) : null;
    if ((type && !vendorType) || (slug && !place)) throw notFound("Picture not found");
    const subject: PreviewSubject = !vendorType
      ? { kind: "home" }
      : place
        ? { kind: "place", vendorType, place }
        : { kind: "listing", vendorType };
    const { siteName } = await siteSettings(app);
    const { version, image } = await pagePreview(app, subject, siteName, request.query.lang === "ne" ? "ne" : "en");
    reply.type("image/jpeg").header("cache-control", request.query.v === version ? IMMUTABLE : PICTURE_CACHE);
    return reply.send(image);
  });
}
