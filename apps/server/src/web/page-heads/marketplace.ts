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
import { searchParamsOf } from "../../lib/search-params";
import { requestLang } from "../../modules/locale/request-lang";
import { districtLocalLevels, locationRegions } from "../../modules/locations/service";
import { featuredAnswer, listingAnswer } from "../../modules/marketplace/cached-answers";
import { vendorPage } from "../../modules/marketplace/service";
import { siteSettings } from "../../modules/system/settings";
import { DEFAULT_DESCRIPTION, DEFAULT_TAGLINE, type PageHead } from "../html";
import { NEPALI_HEAD } from "../language-head";
import { ogImagePath } from "../seo/og-image";
import { pagePreviewPath } from "../seo/og-page-image";
import { openGraphTags } from "../seo/open-graph";
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

/** The web app's modules of these pages (their chunks are preloaded with the app's entry, web/app-start.ts). */
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
  const lang = requestLang(request);
  const ne = lang === "ne";
  const picture = await pagePreviewPath(app, { kind: "home" }, settings.siteName, lang);
  return {
    canonical: `${origin}/`,
    jsonLd: [websiteJsonLd(origin, settings.siteName)],
    meta: openGraphTags({
      type: "website",
      siteName: settings.siteName,
      title: `${settings.siteName} — ${ne ? NEPALI_HEAD.tagline : DEFAULT_TAGLINE}`,
      description: ne ? NEPALI_HEAD.description : DEFAULT_DESCRIPTION,
      url: `${origin}/`,
      image: `${origin}${picture}`,
      lang,
    }),
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
  const lang = requestLang(request);
  const ne = lang === "ne";
  const title = ne ? listingHeadlineNe(filters) : listingHeadline(filters);
  const count = vendorCountWords(vendorType, answer.total);
  const description = ne
    ? listingDescriptionNe(title, answer.total, vendorType)
    : clip(`${title}: compare ${count} by ${LISTING_COMPARE_WORDS[vendorType]}, and contact them in one tap.`, 160);
  const { siteName } = await siteSettings(app);
  // The type's picture (its first vendors), whatever the filters: the title says what this listing is.
  const picture = await pagePreviewPath(app, { kind: "listing", vendorType }, siteName, lang);
  const canonical = `${origin}${listingCanonicalPath(filters)}`;
  return {
    title,
    description,
    canonical,
    meta: openGraphTags({
      type: "website",
      siteName,
      title,
      description,
      url: canonical,
      image: `${origin}${picture}`,
      lang,
    }),
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
  // In the reader's language, so a shared link previews in the sender's language (docs/decisions/0008).
  const lang = requestLang(request);
  const ne = lang === "ne";
  const ogImage = `${origin}${ogImagePath(page, siteName, lang)}`;
  const title = ne ? vendorTitleNe(page) : `${page.companyName} · ${vendorKindWords(page)} in ${vendorTown(page)}`;
  const description = ne ? vendorDescriptionNe(page) : vendorDescription(page);
  return {
    title,
    description,
    canonical: `${origin}${vendorPath(page.id)}`,
    jsonLd: vendorJsonLd(origin, page, ogImage, lang),
    modules,
    meta: openGraphTags({
      type: "profile",
      siteName,
      title,
      description,
      url: `${origin}${vendorPath(page.id)}`,
      image: ogImage,
      lang,
    }),
    queries: [{ key: marketplaceContracts.vendorPage.queryKey({ params: { id } }), data: page }],
    preloadImages: preload(page.bannerImage ?? page.cardImage, BANNER_IMAGE_SIZES),
  };
}
