import { CARD_IMAGE_SIZES, imageSrcSet, parseListingFilters, trimTrailing, withPlace } from "@bihe/shared";
import { listingKey, seoContracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { searchParamsOf } from "../../lib/search-params";
import { requestLang } from "../../modules/locale/request-lang";
import { listingAnswer } from "../../modules/marketplace/cached-answers";
import type { PageHead } from "../html";
import { photographerCount, placeWords, priceRangeWords } from "../seo/page-words";
import { listingDescriptionNe, listingHeadlineNe } from "../seo/page-words-ne";
import { placeBySlug } from "../seo/place-names";
import { placeDirectory, placeSummary } from "../seo/service";
import { placeJsonLd } from "../seo/structured-data";
import { listingCanonicalPath, siteOrigin } from "../seo/urls";
import { PAGE_MODULES, placeFilterAnswers } from "./marketplace";

const PLACE_PAGE = /^\/photographers\/in\/([^/]+)$/i;

/**
 * `/photographers/in/<district or province>`: a page of its own for search engines (title, intro,
 * canonical, breadcrumbs, the listed vendors) with the first answers its screen needs; an unknown
 * place is a 404, a place without vendors is a page search engines are asked not to list.
 */
export async function placeHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const match = PLACE_PAGE.exec(trimTrailing(request.url.split("?")[0], "/"));
  if (!match) return null;
  const modules = [PAGE_MODULES.place, PAGE_MODULES.listing];
  const place = placeBySlug(match[1]); // slugs are plain ASCII: an escaped one is simply unknown
  if (!place) return { status: 404, modules };
  const filters = withPlace(parseListingFilters(searchParamsOf(request.url)), place);
  const [summary, answer, directory] = await Promise.all([
    placeSummary(app, place),
    listingAnswer(app, filters),
    placeDirectory(app),
  ]);
  const origin = siteOrigin(app, request);
  // In the reader's language, like the listing and vendor pages (docs/decisions/0008).
  const ne = requestLang(request) === "ne";
  const title = ne ? listingHeadlineNe(filters) : `Wedding photographers in ${placeWords(place)}`;
  const prices = priceRangeWords(summary.minPrice, summary.maxPrice);
  const description = ne
    ? listingDescriptionNe(title, summary.vendorCount)
    : summary.vendorCount
      ? `Compare ${photographerCount(summary.vendorCount)} based in or serving ${placeWords(place)}${prices ? `, wedding prices ${prices}` : ""}: packages, portfolios and reviews.`
      : `Wedding photographers in ${placeWords(place)}: none listed yet. Browse photographers across Nepal.`;
  const vendors = answer.bands.flatMap((b) => b.vendors);
  const first = vendors[0]?.cardImage;
  return {
    title,
    description,
    canonical: `${origin}${listingCanonicalPath(filters)}`,
    robots: summary.vendorCount ? undefined : "noindex",
    jsonLd: placeJsonLd(origin, place, title, vendors),
    modules,
    queries: [
      { key: seoContracts.place.queryKey({ params: { slug: place.slug } }), data: summary },
      { key: listingKey(filters), data: answer },
      { key: seoContracts.places.queryKey({}), data: directory },
      ...placeFilterAnswers(filters),
    ],
    preloadImages: first ? [{ href: first.cardUrl, srcset: imageSrcSet(first), sizes: CARD_IMAGE_SIZES }] : [],
  };
}
