import {
  FEATURED_FETCH,
  LISTING_PAGE_SIZE,
  type ListingFilters,
  type ListingResponse,
  type VendorCard,
} from "@bihe/shared";
import type { FastifyInstance } from "fastify";
import { vendorTagsOf } from "../../lib/public-cache-scope";
import type { SharedJson } from "../../lib/shared-json";
import { featuredVendors, listVendors } from "./service";

type ListingPage = Parameters<typeof listVendors>[2];
const FIRST_PAGES: ListingPage = { band: null, after: null, limit: LISTING_PAGE_SIZE };

/**
 * A listing answer through the 5 s public cache (GET /api/vendors and the /photographers head share it),
 * kept as its JSON text (lib/shared-json.ts).
 */
export function listingJson(
  app: FastifyInstance,
  filters: ListingFilters,
  page: ListingPage = FIRST_PAGES,
): Promise<SharedJson<ListingResponse>> {
  const key = JSON.stringify([filters, page]);
  // Tagged with the vendors it shows: one vendor's write drops only the answers showing it.
  const load = () => listVendors(app, filters, page);
  return app.publicCache.get(key, load, (answer) => (answer as SharedJson<ListingResponse>).tags) as Promise<
    SharedJson<ListingResponse>
  >;
}

/** The same answer as objects, for a page's head (one object per cached answer). */
export async function listingAnswer(app: FastifyInstance, filters: ListingFilters): Promise<ListingResponse> {
  return (await listingJson(app, filters)).value;
}

/** The home page's featured vendors, through the same cache. */
export function featuredAnswer(app: FastifyInstance): Promise<{ vendors: VendorCard[] }> {
  const answer = async () => ({ vendors: await featuredVendors(app, FEATURED_FETCH) });
  return app.publicCache.get("featured", answer, vendorTagsOf) as Promise<{ vendors: VendorCard[] }>;
}
