import { parseListingFilters, type VendorType } from "@bihe/shared";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import i18n from "../../i18n";
import { queryClient } from "../../lib/query-client";
import { listingQuery } from "./listing-query";

// The server preloads each public page's chunk with its HTML (apps/server/src/web/page-heads/marketplace.ts).
// Route-level `lazy`, not React.lazy: the router resolves the page before it renders, so the first
// load shows no spinner, and React never holds the page back for its 300 ms fallback throttle.
const page =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] as ComponentType }));
const listingPage = () => import("./listing-page");

/**
 * Start the listing request while the page's code downloads, not after (a phone on 3G saves a round
 * trip); for halls and decorators also their words, filters and card facts, which load on their own.
 */
const prefetchListing =
  (vendorType: VendorType) =>
  ({ request }: { request: Request }) => {
    void queryClient.prefetchQuery(listingQuery(parseListingFilters(new URL(request.url).searchParams, vendorType)));
    if (vendorType !== "wedding_cinematographer") {
      void i18n.loadNamespaces("hallsDecorators");
      void import("./type-filters");
      void import("./type-card-facts");
    }
    return null;
  };

/** The public marketplace (spec 000 sections 1, 2): rendered inside the navigation layout. */
export const marketplaceRoutes: RouteObject[] = [
  { path: "/", lazy: page(() => import("./home-page"), "HomePage") },
  { path: "/vendors", lazy: page(() => import("./home-page"), "VendorsComingSoonPage") },
  {
    path: "/photographers",
    lazy: page(listingPage, "PhotographersPage"),
    loader: prefetchListing("wedding_cinematographer"),
  },
  { path: "/banquets", lazy: page(listingPage, "BanquetsPage"), loader: prefetchListing("banquet_hall") },
  { path: "/decorators", lazy: page(listingPage, "DecoratorsPage"), loader: prefetchListing("decorator") },
  // A district's or province's own page of each type: the same listing with the place as its filter.
  { path: "/photographers/in/:place", lazy: page(() => import("./place-page"), "PlacePage") },
  { path: "/banquets/in/:place", lazy: page(() => import("./place-page"), "PlacePage") },
  { path: "/decorators/in/:place", lazy: page(() => import("./place-page"), "PlacePage") },
  { path: "/vendor/:id", lazy: page(() => import("./vendor-page"), "VendorDetailPage") },
  { path: "/review", lazy: page(() => import("./review-page"), "ReviewPage") },
  { path: "/review/:vendorId", lazy: page(() => import("./review-page"), "ReviewPage") },
];
