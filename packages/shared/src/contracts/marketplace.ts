import { z } from "zod";
import { inquiryWeddingSchema } from "../inquiry";
import {
  type ListingFilters,
  listingResponseSchema,
  unlockResponseSchema,
  vendorCardSchema,
  vendorPageSchema,
} from "../marketplace";
import { availabilityOnDateSchema } from "../public-availability";
import { defineContract } from "./define";
import { queryKeys } from "./query-keys";
import { listingQueryOf } from "./refs";

const tag = "marketplace";
/** Any string: a malformed id is simply an unknown vendor (404), like an unknown one. */
const vendorParams = z.object({ id: z.string() });
/**
 * A text field read leniently, as the public forms always were: anything that is not a string
 * counts as missing, so the spec's own message ('Please fill in ...') answers, not a type error.
 */
const lenientText = () => z.string().optional().catch(undefined);

/** The listing's URL parameters (the same as /photographers'); unknown or malformed values are ignored. */
export const listingQuerySchema = z.object({
  type: lenientText().describe(
    "Vendor type: photographers (default) | banquets | decorators (or banquet_hall, decorator); unknown is a 400",
  ),
  q: lenientText().describe("Search words (name, description, places), at most 100 characters used"),
  rating: lenientText().describe("Minimum rating: 4.5, 4, 3.5 or 3"),
  experience: lenientText().describe("Minimum years in business: 1, 3, 5 or 10"),
  featured: lenientText().describe("true: featured vendors only"),
  province: lenientText().describe("Province id"),
  district: lenientText().describe("District id"),
  municipality: lenientText().describe("Local level id"),
  ward: lenientText().describe("Ward number (with a municipality)"),
  capacity: lenientText().describe("Banquet halls: largest capacity, up-to-200 | 200-500 | 500-1000 | 1000-plus"),
  guests: lenientText().describe(
    "Banquet halls: the couple's number of guests (1-10000); halls whose largest package seats them all",
  ),
  facilities: lenientText().describe(
    "Banquet halls: facilities a hall has every one of, comma-separated: air-conditioning, wifi, dj-system, parking",
  ),
  specialty: lenientText().describe("Decorators: one specialty slug (stage-decoration, mandap-decoration, ...)"),
  event: lenientText().describe("Decorators: one event type slug (wedding, engagement, ...)"),
  date: lenientText().describe(
    "Available on: a BS date YYYY-MM-DD (2083-11-02 = 2 Falgun 2083); only vendors with capacity left on it. Malformed or outside the calendar is a 400",
  ),
  sort: lenientText().describe("recommended | price-low | price-high | rating | newest"),
  band: lenientText().describe("One section only (budget | medium | premium | all), for its next page"),
  after: lenientText().describe("The section's nextCursor"),
  limit: lenientText().describe("Vendors per section, 1-50 (default 20)"),
  provinces: lenientText().describe("Old links: a province list (its first id is used)"),
  districts: lenientText().describe("Old links: a district list (its first id is used)"),
});
export type ListingQuery = z.input<typeof listingQuerySchema>;

/** The public marketplace: listing, featured vendors, the vendor page, contact unlock and reviews. */
export const marketplaceContracts = {
  listing: defineContract(
    {
      method: "GET",
      path: "/api/vendors",
      summary:
        "The listing of one vendor type: each price band's first page with its total, or one more page of one section; unknown type filter values are a 400",
      tag,
      query: listingQuerySchema,
      responses: { 200: listingResponseSchema },
    },
    queryKeys.listing,
  ),
  availabilityOn: defineContract(
    {
      method: "GET",
      path: "/api/vendors/availability",
      summary:
        "Each asked vendor's state on one date (free | few_left | booked, never why or who), for the card dialog and compare; unknown ids are left out",
      tag,
      query: z.object({
        ids: lenientText().describe("1 to 100 vendor ids, comma-separated"),
        date: lenientText().describe("A BS date YYYY-MM-DD (2083-11-02 = 2 Falgun 2083)"),
      }),
      responses: { 200: availabilityOnDateSchema },
    },
    ({ query }) => ["vendors", "availability", query?.date ?? null, query?.ids ?? null],
  ),
  featured: defineContract(
    {
      method: "GET",
      path: "/api/vendors/featured",
      summary: "Featured vendors for the home page",
      tag,
      responses: { 200: z.object({ vendors: z.array(vendorCardSchema) }) },
    },
    queryKeys.featured,
  ),
  vendorPage: defineContract(
    {
      method: "GET",
      path: "/api/vendors/:id",
      summary:
        "A vendor's public page (packages, portfolio, payment terms, reviews, service areas), never the contacts",
      tag,
      params: vendorParams,
      responses: { 200: vendorPageSchema },
    },
    queryKeys.vendorPage,
  ),
  reviewInfo: defineContract(
    {
      method: "GET",
      path: "/api/vendors/:id/review-info",
      summary: "The approved vendor a review page is for",
      tag,
      params: vendorParams,
      responses: { 200: z.object({ id: z.string(), companyName: z.string() }) },
    },
    queryKeys.reviewInfo,
  ),
  unlock: defineContract({
    method: "POST",
    path: "/api/vendors/:id/unlock",
    summary:
      "A signed-in couple (verified email, profile phone) reveals a vendor's contacts: the inquiry carries their name, phone and email and the wedding's date, events, guests, budget and message, with a promo code, and becomes a lead in the vendor's pipeline; the same couple and vendor always get the same one (sent again with details, it updates them); daily caps per couple and per IP",
    tag,
    params: vendorParams,
    // The name, phone and email come from the couple's account; the body is what the couple tells about
    // its wedding (all optional; an older client's empty body is a valid one).
    body: inquiryWeddingSchema,
    responses: { 200: unlockResponseSchema },
  }),
};

/** The cache key of a listing: the web's query and the server's page heads (/photographers, place pages) share it. */
export const listingKey = (filters: ListingFilters) =>
  marketplaceContracts.listing.queryKey({ query: listingQueryOf(filters) });
