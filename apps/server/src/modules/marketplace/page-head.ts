import {
  BANNER_IMAGE_SIZES,
  CARD_IMAGE_SIZES,
  FEATURED_FETCH,
  type ImageRef,
  imageSrcSet,
  type ListingFilters,
  type ListingResponse,
  listingFiltersToParams,
  LISTING_PAGE_SIZE,
  normalizeVendorType,
  parseListingFilters,
  VENDOR_TYPE_LABELS,
  type VendorCard,
  type VendorPage,
} from "@bihe/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { escapeHtml, type PageHead } from "../../web/html";
import { featuredVendors, listVendors, vendorPage } from "./service";

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
  listing: "src/features/marketplace/photographers-page.tsx",
  vendor: "src/features/marketplace/vendor-page.tsx",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ListingPage = Parameters<typeof listVendors>[2];
const FIRST_PAGES: ListingPage = { band: null, after: null, limit: LISTING_PAGE_SIZE };

/** A listing answer through the 5 s public cache (GET /api/vendors and the /photographers head share it). */
export function listingAnswer(
  app: FastifyInstance,
  filters: ListingFilters,
  page: ListingPage = FIRST_PAGES,
): Promise<ListingResponse> {
  const key = JSON.stringify([filters, page]);
  return app.publicCache.get(key, () => listVendors(app, filters, page)) as Promise<ListingResponse>;
}

/** The home page's featured vendors, through the same cache. */
export function featuredAnswer(app: FastifyInstance): Promise<{ vendors: VendorCard[] }> {
  const answer = async () => ({ vendors: await featuredVendors(app, FEATURED_FETCH) });
  return app.publicCache.get("featured", answer) as Promise<{ vendors: VendorCard[] }>;
}

const preload = (image: ImageRef | null | undefined, sizes: string) =>
  image ? [{ href: image.cardUrl, srcset: imageSrcSet(image), sizes }] : [];

const pathOf = (request: FastifyRequest) => request.url.split("?")[0].replace(/\/+$/, "") || "/";

async function homeHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  if (pathOf(request) === "/vendors") return { modules: [PAGE_MODULES.home] }; // the coming-soon page
  if (pathOf(request) !== "/") return null;
  const answer = await featuredAnswer(app);
  return {
    modules: [PAGE_MODULES.home],
    queries: [{ key: ["featured"], data: answer }],
    preloadImages: answer.vendors.slice(0, 1).flatMap((v) => preload(v.cardImage, CARD_IMAGE_SIZES)),
  };
}

async function listingHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  if (pathOf(request) !== "/photographers") return null;
  const filters = parseListingFilters(new URL(request.url, "http://x").searchParams);
  const answer = await listingAnswer(app, filters);
  const first = answer.bands.find((b) => b.vendors.length)?.vendors[0];
  return {
    modules: [PAGE_MODULES.listing],
    queries: [{ key: ["listing", listingFiltersToParams(filters).toString()], data: answer }],
    preloadImages: preload(first?.cardImage, CARD_IMAGE_SIZES),
  };
}

async function vendorHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const match = /^\/vendor\/([^/]+)$/.exec(pathOf(request));
  if (!match) return null;
  const modules = [PAGE_MODULES.vendor];
  if (!UUID.test(match[1])) return { modules };
  const id = match[1].toLowerCase();
  let page: VendorPage;
  try {
    page = await vendorPage(app, id, async () => null);
  } catch {
    return { modules }; // unknown, pending or rejected: the app asks the API (the owner may preview)
  }
  return {
    modules,
    meta: openGraph(app, request, page),
    queries: [{ key: ["vendor", id], data: page }],
    preloadImages: preload(page.bannerImage ?? page.cardImage, BANNER_IMAGE_SIZES),
  };
}

/** Open Graph / Twitter tags, so a link pasted into Facebook, WhatsApp or Viber shows a preview. */
function openGraph(app: FastifyInstance, request: FastifyRequest, page: VendorPage): string {
  const origin = app.config.publicUrl ?? `${request.protocol}://${request.headers.host ?? "localhost"}`;
  const title = `${page.companyName} · ${VENDOR_TYPE_LABELS[normalizeVendorType(page.vendorType)]} in ${page.city ?? "Nepal"}`;
  const description = page.description.length > 200 ? `${page.description.slice(0, 197)}…` : page.description;
  const image = page.cardImage ? `${origin}${page.cardImage.url}` : null;
  const tags: [string, string, string][] = [
    ["property", "og:type", "profile"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", `${origin}/vendor/${page.id}`],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ];
  if (image) tags.push(["property", "og:image", image], ["name", "twitter:image", image]);
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join("\n    ");
}
