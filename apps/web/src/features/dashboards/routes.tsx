import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../app/guards";

// The sidebar layout is loaded only when a workspace page opens: public pages never download it.
const WorkspaceLayout = lazy(() => import("../../app/workspace-layout").then((m) => ({ default: m.WorkspaceLayout })));
import { adminWorkspaceChildren } from "../admin/routes";
import { notificationsWorkspaceChildren } from "../notifications/routes";
import { vendorFormWorkspaceChildren } from "../vendor-form/routes";
import { vendorWorkspaceChildren } from "../vendor-workspace/routes";
const CustomerDashboard = lazy(() => import("../customer/customer-dashboard"));

/**
 * Workspace pages (sidebar layout). Each feature adds its pages to `workspaceChildren`
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
      ...vendorFormWorkspaceChildren,
      ...adminWorkspaceChildren,
      ...notificationsWorkspaceChildren,
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
