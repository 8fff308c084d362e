import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../components/layout/guards";

// The sidebar layout is loaded only when a workspace page opens: public pages never download it.
const WorkspaceLayout = lazy(() => import("./workspace-layout").then((m) => ({ default: m.WorkspaceLayout })));

import { adminWorkspaceChildren } from "../features/admin/routes";
import { bookingsWorkspaceChildren } from "../features/bookings/routes";
import { conversationsWorkspaceChildren } from "../features/conversations/routes";
import { notificationsWorkspaceChildren } from "../features/notifications/routes";
import { vendorCalendarWorkspaceChildren } from "../features/vendor-calendar/routes";
import { vendorFormWorkspaceChildren } from "../features/vendor-form/routes";
import { vendorWorkspaceChildren } from "../features/vendor-workspace/routes";

const CustomerDashboard = lazy(() => import("../features/customer/customer-dashboard"));

/**
 * Workspace pages (sidebar layout, the app shell composing the features). Each feature adds its pages to `workspaceChildren`
 * through its own routes file; placeholders stand until a feature replaces them.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <WorkspaceLayout />
      </RequireAuth>
    ),
    children: [
      ...vendorWorkspaceChildren,
      ...vendorCalendarWorkspaceChildren,
      ...bookingsWorkspaceChildren,
      ...vendorFormWorkspaceChildren,
      ...adminWorkspaceChildren,
      ...notificationsWorkspaceChildren,
      ...conversationsWorkspaceChildren,
      {
        path: "/customer-dashboard",
        element: (
          <RequireAuth roles={["customer"]}>
            <CustomerDashboard />
          </RequireAuth>
        ),
      },
    ],
  },
];
