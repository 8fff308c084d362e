import { parseListingFilters } from "@bihe/shared";
import { lazy } from "react";
import type { RouteObject } from "react-router";
import { queryClient } from "../../lib/query-client";
import { listingQuery } from "./listing-query";

// The server preloads each public page's chunk with its HTML (marketplace/page-head.ts on the server).
const HomePage = lazy(() => import("./home-page").then((m) => ({ default: m.HomePage })));
const VendorsComingSoonPage = lazy(() => import("./home-page").then((m) => ({ default: m.VendorsComingSoonPage })));
const PhotographersPage = lazy(() => import("./photographers-page").then((m) => ({ default: m.PhotographersPage })));
const PlacePage = lazy(() => import("./place-page").then((m) => ({ default: m.PlacePage })));
const VendorDetailPage = lazy(() => import("./vendor-page").then((m) => ({ default: m.VendorDetailPage })));
const ReviewPage = lazy(() => import("./review-page").then((m) => ({ default: m.ReviewPage })));

/** The public marketplace (spec 000 sections 1, 2): rendered inside the navigation layout. */
export const marketplaceRoutes: RouteObject[] = [
  { path: "/", element: <HomePage /> },
  { path: "/vendors", element: <VendorsComingSoonPage /> },
  {
    path: "/photographers",
    element: <PhotographersPage />,
    // Start the listing request while the page's code downloads, not after (a phone on 3G saves a round trip).
    loader: ({ request }) => {
      void queryClient.prefetchQuery(listingQuery(parseListingFilters(new URL(request.url).searchParams)));
      return null;
    },
  },
  // A district's or province's own page: the same listing with the place as its filter.
  { path: "/photographers/in/:place", element: <PlacePage /> },
  { path: "/vendor/:id", element: <VendorDetailPage /> },
  { path: "/review", element: <ReviewPage /> },
  { path: "/review/:vendorId", element: <ReviewPage /> },
];
