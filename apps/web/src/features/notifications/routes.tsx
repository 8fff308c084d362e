import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

const NotificationSettingsPage = lazy(() => import("./settings-page"));

/** Workspace pages of the notifications feature (children of the workspace layout). */
export const notificationsWorkspaceChildren: RouteObject[] = [
  {
    path: "/notification-settings",
    element: (
      <RequireAuth roles={["vendor", "admin", "customer"]}>
        <NotificationSettingsPage />
      </RequireAuth>
    ),
  },
];
