import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";
import { PageSpinner } from "../../components/ui/card";

const PhotographyDashboard = lazy(() => import("./photography-dashboard"));
const TypeDashboard = lazy(() => import("./type-dashboard"));
const InquiriesPage = lazy(() => import("./inquiries-page"));
const ReviewsPage = lazy(() => import("./reviews-page"));
const PrintQrPage = lazy(() => import("./print-qr-page"));

/** Vendor pages inside the workspace layout (children of its route in dashboards/routes.tsx). */
export const vendorWorkspaceChildren: RouteObject[] = [
  {
    path: "/wedding-cinematographer-dashboard",
    element: (
      <RequireAuth roles={["vendor"]} vendorType="wedding_cinematographer">
        <PhotographyDashboard />
      </RequireAuth>
    ),
  },
  {
    path: "/banquet-dashboard",
    element: (
      <RequireAuth roles={["vendor"]} vendorType="banquet_hall">
        <TypeDashboard vendorType="banquet_hall" />
      </RequireAuth>
    ),
  },
  {
    path: "/decorator-dashboard",
    element: (
      <RequireAuth roles={["vendor"]} vendorType="decorator">
        <TypeDashboard vendorType="decorator" />
      </RequireAuth>
    ),
  },
  {
    path: "/vendor-inquiries",
    element: (
      <RequireAuth roles={["vendor"]}>
        <InquiriesPage />
      </RequireAuth>
    ),
  },
  {
    path: "/vendor-reviews",
    element: (
      <RequireAuth roles={["vendor"]}>
        <ReviewsPage />
      </RequireAuth>
    ),
  },
];

/** The printable QR page: a page of its own (no sidebar), opened in a new window. */
export const vendorPrintRoutes: RouteObject[] = [
  {
    path: "/vendor-reviews/print",
    element: (
      <RequireAuth roles={["vendor"]}>
        <Suspense fallback={<PageSpinner />}>
          <PrintQrPage />
        </Suspense>
      </RequireAuth>
    ),
  },
];
