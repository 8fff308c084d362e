import {
  CARD_IMAGE_SIZES,
  imageSrcSet,
  parseListingFilters,
  placePageOf,
  trimTrailing,
  type VendorType,
  withPlace,
} from "@bihe/shared";
import { listingKey, seoContracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { searchParamsOf } from "../../lib/search-params";
import { requestLang } from "../../modules/locale/request-lang";
import { listingAnswer } from "../../modules/marketplace/cached-answers";
import { siteSettings } from "../../modules/system/settings";
import type { PageHead } from "../html";
import { pagePreviewPath } from "../seo/og-page-image";
import { openGraphTags } from "../seo/open-graph";
import { LISTING_KIND_WORDS, placeWords, priceRangeWords, vendorCountWords } from "../seo/page-words";
import { listingDescriptionNe, listingHeadlineNe } from "../seo/page-words-ne";
import { placeBySlug } from "../seo/place-names";
import { placeDirectory, placeSummary } from "../seo/service";
import { placeJsonLd } from "../seo/structured-data";
import { listingCanonicalPath, siteOrigin } from "../seo/urls";
import { PAGE_MODULES, placeFilterAnswers } from "./marketplace";

/**
 * `/photographers/in/<district or province>` (and `/banquets/in/…`, `/decorators/in/…`): a page of its own for
 * search engines (title, intro, canonical, breadcrumbs, the listed vendors) with the first answers its screen
 * needs; an unknown place is a 404, a place without vendors of the type is a page search engines are asked not
 * to list.
 */
export async function placeHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const page = placePageOf(trimTrailing(request.url.split("?")[0], "/"));
  if (!page) return null;
  const { vendorType } = page;
  const modules = [PAGE_MODULES.place, PAGE_MODULES.listing];
  const place = placeBySlug(page.slug); // slugs are plain ASCII: an escaped one is simply unknown
  if (!place) return { status: 404, modules };
  const filters = withPlace(parseListingFilters(searchParamsOf(request.url), vendorType), place);
  const [summary, answer, directory] = await Promise.all([
    placeSummary(app, place, vendorType),
    listingAnswer(app, filters),
    placeDirectory(app, vendorType),
  ]);
  const origin = siteOrigin(app, request);
  // In the reader's language, like the listing and vendor pages (docs/decisions/0008).
  const ne = requestLang(request) === "ne";
  const kind = LISTING_KIND_WORDS[vendorType];
  const title = ne ? listingHeadlineNe(filters) : `${kind} in ${placeWords(place)}`;
  const prices = priceRangeWords(summary.minPrice, summary.maxPrice);
  const description = ne
    ? listingDescriptionNe(title, summary.vendorCount, vendorType)
    : summary.vendorCount
      ? `Compare ${vendorCountWords(vendorType, summary.vendorCount)} based in or serving ${placeWords(place)}${prices ? `, ${PRICE_WORDS[vendorType](prices)}` : ""}: ${COMPARE_WORDS[vendorType]}.`
      : `${kind} in ${placeWords(place)}: none listed yet. Browse ${kind.toLowerCase()} across Nepal.`;
  const vendors = answer.bands.flatMap((b) => b.vendors);
  const first = vendors[0]?.cardImage;
  const type = vendorType === "wedding_cinematographer" ? {} : { type: vendorType };
  const lang = ne ? "ne" : "en";
  const { siteName } = await siteSettings(app);
  const picture = await pagePreviewPath(app, { kind: "place", vendorType, place }, siteName, lang);
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
    robots: summary.vendorCount ? undefined : "noindex",
    jsonLd: placeJsonLd(origin, place, title, vendors, vendorType, ne ? "ne" : "en"),
    modules,
    queries: [
      { key: seoContracts.place.queryKey({ params: { slug: place.slug }, query: type }), data: summary },
      { key: listingKey(filters), data: answer },
      { key: seoContracts.places.queryKey({ query: type }), data: directory },
      ...placeFilterAnswers(filters),
    ],
    preloadImages: first ? [{ href: first.cardUrl, srcset: imageSrcSet(first), sizes: CARD_IMAGE_SIZES }] : [],
  };
}

/** A type's price range in a place page's description. */
const PRICE_WORDS: Record<VendorType, (prices: string) => string> = {
  wedding_cinematographer: (prices) => `wedding prices ${prices}`,
  banquet_hall: (prices) => `${prices} per plate`,
  decorator: (prices) => `packages ${prices}`,
};
/** What a place page's vendors of a type are compared by. */
const COMPARE_WORDS: Record<VendorType, string> = {
  wedding_cinematographer: "packages, portfolios and reviews",
  banquet_hall: "capacity, facilities, menus and reviews",
  decorator: "packages, specialties, portfolios and reviews",
};
