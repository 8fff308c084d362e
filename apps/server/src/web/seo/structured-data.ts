import {
  formatRs,
  type Lang,
  LISTING_PATH_BY_TYPE,
  normalizeVendorType,
  placeName,
  placePath,
  type VendorCard,
  type VendorPage,
  type VendorType,
} from "@bihe/shared";
import { withLang } from "../language-head";
import { LISTING_KIND_WORDS } from "./page-words";
import { LISTING_CRUMB_NE } from "./page-words-ne";
import { type Place, places } from "./place-names";
import { vendorPath } from "./urls";

/**
 * schema.org data (JSON-LD) of the public pages, built only from what the page itself shows:
 * search engines may drop a site whose structured data says more than its visible content.
 */
type Thing = Record<string, unknown>;
const CONTEXT = "https://schema.org";
/** Reviews a vendor page carries in its data: the newest few of those the page shows. */
export const JSON_LD_REVIEWS = 5;
/** A type's listing, the first step of its pages' breadcrumbs, in the page's language (as its visible trail). */
const listingHome = (type: VendorType, lang: Lang) => ({
  name: lang === "ne" ? LISTING_CRUMB_NE[type] : LISTING_KIND_WORDS[type],
  path: LISTING_PATH_BY_TYPE[type],
});

/**
 * Wedding photographers > (province >) (district >) page. A Nepali page's steps are the Nepali pages
 * (`?lang=ne`, each language has its address: docs/decisions/0008) with their Nepali names.
 */
function breadcrumbs(origin: string, trail: { name: string; path: string }[], lang: Lang): Thing {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: lang === "ne" ? withLang(`${origin}${step.path}`, "ne") : `${origin}${step.path}`,
    })),
  };
}

/** A place's steps on a type's place pages: its province's page, then its own. */
const placeTrail = (p: Place, type: VendorType, lang: Lang) => [
  ...(p.province ? [{ name: placeName(p.province.name, lang), path: placePath(p.province.name, type) }] : []),
  { name: lang === "ne" ? p.nameNe : p.name, path: placePath(p.name, type) },
];

/** The most specific schema.org type of a vendor that is still a LocalBusiness. */
const BUSINESS_TYPE = {
  wedding_cinematographer: "ProfessionalService",
  banquet_hall: "LocalBusiness",
  decorator: "ProfessionalService",
} as const;

/** 'Rs. 30,000 – Rs. 1,50,000' from the prices the page lists (wedding price, packages, events). */
export function priceRangeOf(page: VendorPage): string | null {
  const prices = [
    page.weddingPrice,
    ...page.packages.map((p) => p.price),
    ...page.eventPricing.map((e) => e.price),
    ...(page.hall?.packages.map((p) => p.pricePerPlate) ?? []),
    ...(page.decorator?.packages.map((p) => p.price) ?? []),
  ].filter((n) => Number.isFinite(n) && n > 0);
  if (!prices.length) return null;
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  return lo === hi ? formatRs(lo) : `${formatRs(lo)} – ${formatRs(hi)}`;
}

const isWebLink = (url: string | null): url is string => Boolean(url && /^https?:\/\/[^\s]+$/i.test(url));

export function vendorJsonLd(origin: string, page: VendorPage, ogImage: string | null, lang: Lang = "en"): Thing[] {
  const url = `${origin}${vendorPath(page.id)}`;
  const a = page.address;
  // Where it works: the districts it serves, else (a hall has none: couples come to it) its own district.
  const served = page.serviceAreas.length
    ? page.serviceAreas
    : a?.district
      ? [{ district: a.district, province: a.province ?? "" }]
      : [];
  const links = Object.values(page.social).filter(isWebLink);
  const business: Thing = {
    "@context": CONTEXT,
    "@type": BUSINESS_TYPE[normalizeVendorType(page.vendorType)],
    "@id": `${url}#business`,
    name: page.companyName,
    url,
    description: page.description || undefined,
    image: [
      ogImage,
      page.bannerImage && `${origin}${page.bannerImage.url}`,
      page.cardImage && `${origin}${page.cardImage.url}`,
    ].filter(Boolean),
    address: {
      "@type": "PostalAddress",
      streetAddress: [a?.tole, a?.street].filter(Boolean).join(", ") || undefined,
      addressLocality: a?.municipality ?? page.city ?? undefined,
      // The district and the province: the two names people search Nepal's places by.
      addressRegion: [a?.district, a?.province].filter(Boolean).join(", ") || undefined,
      addressCountry: "NP",
    },
    areaServed: served.length
      ? served.map((s) => ({
          "@type": "AdministrativeArea",
          name: [placeName(s.district, lang), s.province && placeName(s.province, lang)].filter(Boolean).join(", "),
        }))
      : undefined,
    priceRange: priceRangeOf(page) ?? undefined,
    sameAs: links.length ? links : undefined,
    // A hall is a place people gather: its capacity and facilities (schema.org Place properties).
    maximumAttendeeCapacity: page.hall && page.capacity ? page.capacity : undefined,
    amenityFeature: page.hall?.facilities.length
      ? page.hall.facilities.map((f) => ({
          "@type": "LocationFeatureSpecification",
          name: f.name,
          value: f.parkingSpaces ?? true,
        }))
      : undefined,
    knowsAbout: page.decorator?.specialties.length ? page.decorator.specialties : undefined,
  };
  if (page.reviewCount > 0 && page.reviews.length > 0) {
    business.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: page.rating,
      reviewCount: page.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
    business.review = page.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.reviewerName },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      reviewBody: r.reviewText || undefined,
    }));
  }
  const district = [...places().districts.values()].find((d) => d.name === a?.district);
  const type = normalizeVendorType(page.vendorType);
  // Every type has its place pages (/banquets/in/kaski): the trail goes through the vendor's district.
  return [
    JSON.parse(JSON.stringify(business)) as Thing, // drops the undefined fields
    breadcrumbs(
      origin,
      [
        listingHome(type, lang),
        ...(district ? placeTrail(district, type, lang) : []),
        { name: page.companyName, path: vendorPath(page.id) },
      ],
      lang,
    ),
  ];
}

/** The vendors a listing shows first, in order. */
export function itemListJsonLd(origin: string, name: string, vendors: VendorCard[]): Thing {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: vendors.length,
    itemListElement: vendors.map((v, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: `${origin}${vendorPath(v.id)}`,
      name: v.companyName,
    })),
  };
}

export function placeJsonLd(
  origin: string,
  place: Place,
  name: string,
  vendors: VendorCard[],
  type: VendorType = "wedding_cinematographer",
  lang: Lang = "en",
): Thing[] {
  return [
    breadcrumbs(origin, [listingHome(type, lang), ...placeTrail(place, type, lang)], lang),
    itemListJsonLd(origin, name, vendors),
  ];
}

/** The site itself, with its search (the listing's search box). */
export function websiteJsonLd(origin: string, siteName: string): Thing {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: siteName,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/photographers?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
