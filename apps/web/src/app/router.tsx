import { lazy, Suspense } from "react";
import { Outlet, type RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/card";
import { authRoutes } from "../features/auth/routes";
import { banquetDecoratorRoutes } from "../features/banquet-decorator/routes";
import { conversationsPublicRoutes } from "../features/conversations/routes";
import { customerRoutes } from "../features/customer/routes";
import { devRoutes } from "../features/dev/routes";
import { leadsPublicRoutes, leadsRoutes } from "../features/leads/routes";
import { marketplaceRoutes } from "../features/marketplace/routes";
import { shortlistRoutes } from "../features/shortlist/routes";
import { vendorFormRoutes } from "../features/vendor-form/routes";
import { vendorPrintRoutes } from "../features/vendor-workspace/routes";
import { DefaultTitle } from "../lib/page-title";
import { ErrorFallback } from "./error-fallback";
import { PublicLayout } from "./public-layout";
import { dashboardRoutes } from "./workspace-routes";

const NotFound = lazy(() => import("../components/layout/not-found").then((m) => ({ default: m.NotFound })));

/**
 * Every feature exports its routes; public pages render inside the navigation layout,
 * workspace pages bring their own sidebar layout. Feature pages are lazy-loaded so a
 * public page downloads only what it shows.
 */
const publicPages: RouteObject[] = [
  ...marketplaceRoutes,
  ...authRoutes,
  ...customerRoutes,
  ...vendorFormRoutes,
  ...devRoutes,
  ...leadsPublicRoutes,
  ...banquetDecoratorRoutes,
  ...shortlistRoutes,
  ...conversationsPublicRoutes,
];
export const workspacePages: RouteObject[] = [...dashboardRoutes, ...vendorPrintRoutes, ...leadsRoutes];

/** The root route's id: the workspace's pages are patched in under it (app.tsx). */
export const ROOT_ROUTE_ID = "root";

const site = (withWorkspace: boolean): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    // Lazy pages and lazily loaded texts suspend here until they arrive.
    element: (
      <Suspense fallback={<PageSpinner />}>
        <DefaultTitle />
        <Outlet />
      </Suspense>
    ),
    errorElement: <ErrorFallback />,
    children: [
      { element: <PublicLayout />, children: [...publicPages, { path: "*", element: <NotFound /> }] },
      ...(withWorkspace ? workspacePages : []),
    ],
  },
];

/** The site's routes without the workspace's: what the browser's router starts with (app.tsx). */
export const publicRoutes = site(false);
/** Every route of the site: the server draws from these (entry-server.tsx). */
export const routes = site(true);
