import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

const CalendarPage = lazy(() => import("./calendar-page"));

/** The vendor's calendar inside the workspace layout. */
export const vendorCalendarWorkspaceChildren: RouteObject[] = [
  {
    path: "/vendor-calendar",
    element: (
      <RequireAuth roles={["vendor"]}>
        <CalendarPage />
      </RequireAuth>
    ),
  },
];
