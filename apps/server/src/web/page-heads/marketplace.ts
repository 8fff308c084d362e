import {
  BANNER_IMAGE_SIZES,
  CARD_IMAGE_SIZES,
  type ImageRef,
  imageSrcSet,
  isUuid,
  type ListingFilters,
  parseListingFilters,
  trimTrailing,
  type VendorPage,
  type VendorType,
} from "@bihe/shared";
import { listingKey, locationsContracts, marketplaceContracts, seoContracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { escapeHtml } from "../../lib/escape-html";
import { searchParamsOf } from "../../lib/search-params";
import { requestLang } from "../../modules/locale/request-lang";
import { districtLocalLevels, locationRegions } from "../../modules/locations/service";
import { featuredAnswer, listingAnswer } from "../../modules/marketplace/cached-answers";
import { vendorPage } from "../../modules/marketplace/service";
import { siteSettings } from "../../modules/system/settings";
import type { PageHead } from "../html";
import { withLang } from "../language-head";
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from "../seo/og-image";
import {
  clip,
  LISTING_COMPARE_WORDS,
  listingHeadline,
  vendorCountWords,
  vendorDescription,
  vendorKindWords,
  vendorTown,
} from "../seo/page-words";
import { listingDescriptionNe, listingHeadlineNe, vendorDescriptionNe, vendorTitleNe } from "../seo/page-words-ne";
import { placeDirectory } from "../seo/service";
import { itemListJsonLd, vendorJsonLd, websiteJsonLd } from "../seo/structured-data";
import { listingCanonicalPath, siteOrigin, vendorPath } from "../seo/urls";

/**
 * The heads of the public pages a phone lands on from a search or a shared link: `/`,
 * `/photographers` and `/vendor/:id` arrive with the answers their first screen needs (the
 * same answers, under the same query keys, as the API routes give) and a preload of the first
 * pictures. Only public data: the vendor page is embedded for approved vendors only.
 */
export const marketplacePageHeads = [vendorHead, listingHead, homeHead];

/** The web app's modules of these pages (their chunks are preloaded with the HTML). */
export const PAGE_MODULES = {
  home: "src/features/marketplace/home-page.tsx",
  // One listing page for every vendor type (/photographers, /banquets, /decorators).
  listing: "src/features/marketplace/listing-page.tsx",
  vendor: "src/features/marketplace/vendor-page.tsx",
  place: "src/features/marketplace/place-page.tsx",
};

/**
 * What a listing's place filter draws from, so it asks for nothing when it appears: the provinces and districts,
 * and the local levels of the district the address names (or of the local level it names).
 */
export function placeFilterAnswers(filters: ListingFilters): NonNullable<PageHead["queries"]> {
  const query =
    filters.district != null
      ? { district: filters.district }
      : filters.municipality != null
        ? { municipality: filters.municipality }
        : null;
  const levels = query ? districtLocalLevels(query) : null;
  return [
    { key: locationsContracts.regions.queryKey({}), data: locationRegions() },
    ...(query && levels ? [{ key: locationsContracts.localLevels.queryKey({ query }), data: levels }] : []),
  ];
}

const preload = (image: ImageRef | null | undefined, sizes: string) =>
  image ? [{ href: image.cardUrl, srcset: imageSrcSet(image), sizes }] : [];

const pathOf = (request: FastifyRequest) => trimTrailing(request.url.split("?")[0], "/") || "/";

async function homeHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  if (pathOf(request) === "/vendors") return { modules: [PAGE_MODULES.home] }; // the coming-soon page
  if (pathOf(request) !== "/") return null;
  const [answer, settings, directory] = await Promise.all([
    featuredAnswer(app),
    siteSettings(app),
    placeDirectory(app),
  ]);
  const origin = siteOrigin(app, request);
  return {
    canonical: `${origin}/`,
    jsonLd: [websiteJsonLd(origin, settings.siteName)],
    modules: [PAGE_MODULES.home],
    queries: [
      { key: marketplaceContracts.featured.queryKey({}), data: answer },
      { key: seoContracts.places.queryKey({}), data: directory }, // 'Browse by district'
      { key: locationsContracts.regions.queryKey({}), data: locationRegions() }, // the search's place pickers
    ],
    preloadImages: answer.vendors.slice(0, 1).flatMap((v) => preload(v.cardImage, CARD_IMAGE_SIZES)),
  };
}

/** The listing pages, each of one vendor type (docs/decisions/0021). */
const LISTING_PAGES: Record<string, VendorType> = {
  "/photographers": "wedding_cinematographer",
  "/banquets": "banquet_hall",
  "/decorators": "decorator",
};

async function listingHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const vendorType = LISTING_PAGES[pathOf(request)];
  if (!vendorType) return null;
  // The page's type (a stray ?type= cannot make /banquets embed another listing).
  const filters = parseListingFilters(searchParamsOf(request.url), vendorType);
  const answer = await listingAnswer(app, filters);
  const first = answer.bands.find((b) => b.vendors.length)?.vendors[0];
  const origin = siteOrigin(app, request);
  const ne = requestLang(request) === "ne";
  const title = ne ? listingHeadlineNe(filters) : listingHeadline(filters);
  const count = vendorCountWords(vendorType, answer.total);
  return {
    title,
    description: ne
      ? listingDescriptionNe(title, answer.total, vendorType)
      : clip(`${title}: compare ${count} by ${LISTING_COMPARE_WORDS[vendorType]}, and contact them in one tap.`, 160),
    canonical: `${origin}${listingCanonicalPath(filters)}`,
    // Search words make endless variants of one listing: followed, not listed.
    robots: filters.q ? "noindex, follow" : undefined,
    jsonLd: [
      itemListJsonLd(
        origin,
        title,
        answer.bands.flatMap((b) => b.vendors),
      ),
    ],
    modules: [PAGE_MODULES.listing],
    queries: [{ key: listingKey(filters), data: answer }, ...placeFilterAnswers(filters)],
    preloadImages: preload(first?.cardImage, CARD_IMAGE_SIZES),
  };
}

async function vendorHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const match = /^\/vendor\/([^/]+)$/.exec(pathOf(request));
  if (!match) return null;
  const modules = [PAGE_MODULES.vendor];
  // Unknown, pending or rejected: a 404 for everyone (the app still asks the API, so the owner sees a preview).
  if (!isUuid(match[1])) return { status: 404, modules };
  const id = match[1].toLowerCase();
  let page: VendorPage;
  try {
    page = await vendorPage(app, id, async () => null);
  } catch {
    return { status: 404, modules };
  }
  const origin = siteOrigin(app, request);
  const { siteName } = await siteSettings(app);
  const ogImage = `${origin}${ogImagePath(page, siteName)}`;
  // In the reader's language, so a shared link previews in the sender's language (docs/decisions/0008).
  const ne = requestLang(request) === "ne";
  return {
    title: ne ? vendorTitleNe(page) : `${page.companyName} · ${vendorKindWords(page)} in ${vendorTown(page)}`,
    description: ne ? vendorDescriptionNe(page) : vendorDescription(page),
    canonical: `${origin}${vendorPath(page.id)}`,
    jsonLd: vendorJsonLd(origin, page, ogImage, ne ? "ne" : "en"),
    modules,
    meta: openGraph(origin, page, siteName, ogImage, ne),
    queries: [{ key: marketplaceContracts.vendorPage.queryKey({ params: { id } }), data: page }],
    preloadImages: preload(page.bannerImage ?? page.cardImage, BANNER_IMAGE_SIZES),
  };
}

/** Open Graph / Twitter tags, so a link pasted into Facebook, WhatsApp or Viber shows a preview. */
function openGraph(origin: string, page: VendorPage, siteName: string, image: string, ne: boolean): string {
  const title = ne ? vendorTitleNe(page) : `${page.companyName} · ${vendorKindWords(page)} in ${vendorTown(page)}`;
  const description = ne ? vendorDescriptionNe(page) : vendorDescription(page);
  const tags: [string, string, string][] = [
    ["property", "og:type", "profile"],
    ["property", "og:site_name", siteName],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", withLang(`${origin}${vendorPath(page.id)}`, ne ? "ne" : null)],
    ["property", "og:image", image],
    ["property", "og:image:type", "image/jpeg"],
    ["property", "og:image:width", String(OG_WIDTH)],
    ["property", "og:image:height", String(OG_HEIGHT)],
    ["property", "og:image:alt", title],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join("\n    ");
}
