import type { RouteObject } from "react-router";
import { RequireAuth } from "../../app/guards";
import { WorkspaceLayout } from "../../app/workspace-layout";
import { PlaceholderDashboard } from "./placeholder-dashboard";

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
      {
        path: "/admin-dashboard",
        element: (
          <RequireAuth roles={["admin"]}>
            <PlaceholderDashboard title="Admin Dashboard" />
          </RequireAuth>
        ),
      },
      {
        path: "/wedding-cinematographer-dashboard",
        element: (
          <RequireAuth roles={["vendor"]} vendorType="wedding_cinematographer">
            <PlaceholderDashboard title="Photography Dashboard" />
          </RequireAuth>
        ),
      },
      {
        path: "/banquet-dashboard",
        element: (
          <RequireAuth roles={["vendor"]} vendorType="banquet_hall">
            <PlaceholderDashboard title="Banquet Hall Dashboard" />
          </RequireAuth>
        ),
      },
      {
        path: "/decorator-dashboard",
        element: (
          <RequireAuth roles={["vendor"]} vendorType="decorator">
            <PlaceholderDashboard title="Decorator Dashboard" />
          </RequireAuth>
        ),
      },
      {
        path: "/customer-dashboard",
        element: (
          <RequireAuth roles={["customer"]}>
            <PlaceholderDashboard title="Customer Dashboard" />
          </RequireAuth>
        ),
      },
    ],
  },
];
