import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

const VendorInboxPage = lazy(() => import("./vendor-inbox-page"));
const ClientPage = lazy(() => import("./client-page"));

/** The vendor's inbox, inside the workspace layout. */
export const conversationsWorkspaceChildren: RouteObject[] = [
  {
    path: "/vendor-messages",
    element: (
      <RequireAuth roles={["vendor"]}>
        <VendorInboxPage />
      </RequireAuth>
    ),
  },
];

/** A walk-in client's private page (no account; the token in the address is its key). */
export const conversationsPublicRoutes: RouteObject[] = [{ path: "/c/:token", element: <ClientPage /> }];
