import { z } from "zod";
import { placeDirectorySchema, placeSummarySchema } from "../places";
import { defineContract, fileResponse } from "./define";
import { queryKeys } from "./query-keys";

const tag = "search engines and link previews";
/** Which vendors a place answer is about; an unknown type is a 400 that names it. */
const placeTypeQuery = z.object({
  type: z
    .string()
    .optional()
    .catch(undefined)
    .describe("Vendor type: photographers (default) | banquets | decorators (or banquet_hall, decorator)"),
});

/** What search engines and link previews read: robots.txt, sitemaps, place data, preview pictures. */
export const seoContracts = {
  robots: defineContract({
    method: "GET",
    path: "/robots.txt",
    summary: "What crawlers may read, and where the sitemap is",
    tag,
    responses: { 200: fileResponse("text/plain", "robots.txt") },
  }),
  sitemapIndex: defineContract({
    method: "GET",
    path: "/sitemap.xml",
    summary: "The sitemap index (place pages and vendor pages, 50,000 addresses a file)",
    tag,
    responses: { 200: fileResponse("application/xml", "A sitemap index") },
  }),
  sitemap: defineContract({
    method: "GET",
    path: "/sitemaps/:file",
    summary: "One sitemap file: places.xml or vendors-N.xml",
    tag,
    params: z.object({ file: z.string() }),
    responses: { 200: fileResponse("application/xml", "A sitemap") },
  }),
  places: defineContract(
    {
      method: "GET",
      path: "/api/places",
      summary: "Provinces and districts with at least one vendor of a type ('Browse by district')",
      tag,
      query: placeTypeQuery,
      responses: { 200: placeDirectorySchema },
    },
    queryKeys.places,
  ),
  place: defineContract(
    {
      method: "GET",
      path: "/api/places/:slug",
      summary: "A place page's facts: its vendors of a type, their count and price range",
      tag,
      params: z.object({ slug: z.string() }),
      query: placeTypeQuery,
      responses: { 200: placeSummarySchema },
    },
    queryKeys.place,
  ),
  vendorPreview: defineContract({
    method: "GET",
    path: "/og/vendor/:file",
    summary: "A vendor's link-preview picture (<id>.jpg, 1200 x 630), approved vendors only",
    tag,
    params: z.object({ file: z.string() }),
    query: z.object({
      v: z.string().optional().catch(undefined).describe("The picture's version (cached for good)"),
      lang: z.string().optional().catch(undefined).describe("ne: the Nepali picture (the Nepali page's)"),
    }),
    responses: { 200: fileResponse("image/jpeg", "The preview picture") },
  }),
  pagePreview: defineContract({
    method: "GET",
    path: "/og/page.jpg",
    summary:
      "The link-preview picture (1200 x 630) of the home page, a vendor type's listing or one of its place pages",
    tag,
    query: z.object({
      type: z
        .string()
        .optional()
        .catch(undefined)
        .describe("photographers | banquets | decorators; none: the home page"),
      place: z.string().optional().catch(undefined).describe("A district's or province's slug (with a type)"),
      lang: z.string().optional().catch(undefined).describe("ne: the Nepali picture"),
      v: z.string().optional().catch(undefined).describe("The picture's version (cached for good)"),
    }),
    responses: { 200: fileResponse("image/jpeg", "The preview picture") },
  }),
};
