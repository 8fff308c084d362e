import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

const AdminOnly = lazy(() => import("./access-denied").then((m) => ({ default: m.AdminOnly })));
const AdminDashboardPage = lazy(() =>
  import("./admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const VendorTypeListPage = lazy(() =>
  import("./vendor-type-list-page").then((m) => ({ default: m.VendorTypeListPage })),
);
const AdminSettingsPage = lazy(() => import("./settings-page").then((m) => ({ default: m.AdminSettingsPage })));
const ChangeRequestsPage = lazy(() =>
  import("./change-requests-page").then((m) => ({ default: m.ChangeRequestsPage })),
);
const ReviewModerationPage = lazy(() =>
  import("./review-moderation-page").then((m) => ({ default: m.ReviewModerationPage })),
);
// Who hit the daily contact-unlock caps (docs/decisions/0018).
const UnlockBurstsPage = lazy(() => import("./unlock-bursts-page").then((m) => ({ default: m.UnlockBurstsPage })));
// The year's saait dates (docs/decisions/0034).
const SaaitPage = lazy(() => import("./saait-page").then((m) => ({ default: m.SaaitPage })));
const ChangeRequestPage = lazy(() => import("./change-request-page").then((m) => ({ default: m.ChangeRequestPage })));

/**
 * Admin pages inside the workspace layout. /admin-dashboard sends other roles to their own
 * dashboard (spec 000); the /admin/* pages show Access Denied with the role (spec 001 screen 19).
 */
export const adminWorkspaceChildren: RouteObject[] = [
  {
    path: "/admin-dashboard",
    element: (
      <RequireAuth roles={["admin"]}>
        <AdminDashboardPage />
      </RequireAuth>
    ),
  },
  {
    path: "/admin/photographers",
    element: (
      <AdminOnly>
        <VendorTypeListPage vendorType="wedding_cinematographer" />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/banquets",
    element: (
      <AdminOnly>
        <VendorTypeListPage vendorType="banquet_hall" />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/saait",
    element: (
      <AdminOnly>
        <SaaitPage />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/decorators",
    element: (
      <AdminOnly>
        <VendorTypeListPage vendorType="decorator" />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/change-requests",
    element: (
      <AdminOnly>
        <ChangeRequestsPage />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/change-requests/:id",
    element: (
      <AdminOnly>
        <ChangeRequestPage />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/reviews",
    element: (
      <AdminOnly>
        <ReviewModerationPage />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/unlock-bursts",
    element: (
      <AdminOnly>
        <UnlockBurstsPage />
      </AdminOnly>
    ),
  },
  {
    path: "/admin/settings",
    element: (
      <AdminOnly>
        <AdminSettingsPage />
      </AdminOnly>
    ),
  },
];
