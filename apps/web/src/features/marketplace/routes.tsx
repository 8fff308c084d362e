import { parseListingFilters, type VendorType } from "@bihe/shared";
import { lazy } from "react";
import type { RouteObject } from "react-router";
import i18n from "../../i18n";
import { queryClient } from "../../lib/query-client";
import { listingQuery } from "./listing-query";

// The server preloads each public page's chunk with its HTML (marketplace/page-head.ts on the server).
const HomePage = lazy(() => import("./home-page").then((m) => ({ default: m.HomePage })));
const VendorsComingSoonPage = lazy(() => import("./home-page").then((m) => ({ default: m.VendorsComingSoonPage })));
// One listing page for every vendor type (issue 19): one chunk.
const PhotographersPage = lazy(() => import("./listing-page").then((m) => ({ default: m.PhotographersPage })));
const BanquetsPage = lazy(() => import("./listing-page").then((m) => ({ default: m.BanquetsPage })));
const DecoratorsPage = lazy(() => import("./listing-page").then((m) => ({ default: m.DecoratorsPage })));
const PlacePage = lazy(() => import("./place-page").then((m) => ({ default: m.PlacePage })));
const VendorDetailPage = lazy(() => import("./vendor-page").then((m) => ({ default: m.VendorDetailPage })));
const ReviewPage = lazy(() => import("./review-page").then((m) => ({ default: m.ReviewPage })));

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
  { path: "/", element: <HomePage /> },
  { path: "/vendors", element: <VendorsComingSoonPage /> },
  { path: "/photographers", element: <PhotographersPage />, loader: prefetchListing("wedding_cinematographer") },
  { path: "/banquets", element: <BanquetsPage />, loader: prefetchListing("banquet_hall") },
  { path: "/decorators", element: <DecoratorsPage />, loader: prefetchListing("decorator") },
  // A district's or province's own page: the same listing with the place as its filter.
  { path: "/photographers/in/:place", element: <PlacePage /> },
  { path: "/vendor/:id", element: <VendorDetailPage /> },
  { path: "/review", element: <ReviewPage /> },
  { path: "/review/:vendorId", element: <ReviewPage /> },
];
