import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

const VendorBookingsPage = lazy(() => import("./vendor-bookings-page"));
const VendorBookingPage = lazy(() => import("./vendor-booking-page"));

/** The vendor's bookings and one booking's page, inside the workspace layout. */
export const bookingsWorkspaceChildren: RouteObject[] = [
  {
    path: "/vendor-bookings",
    element: (
      <RequireAuth roles={["vendor"]}>
        <VendorBookingsPage />
      </RequireAuth>
    ),
  },
  {
    path: "/vendor-bookings/:id",
    element: (
      <RequireAuth roles={["vendor"]}>
        <VendorBookingPage />
      </RequireAuth>
    ),
  },
];
