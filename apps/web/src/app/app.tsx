import { createBrowserRouter, type PatchRoutesOnNavigationFunction, RouterProvider } from "react-router";
import { AppProviders } from "./app-providers";
import { publicRoutes, ROOT_ROUTE_ID, workspacePages } from "./router";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router: it matches the page and starts loading the page's own code as it is made. It starts with the
 * public pages only and adds the workspace's when an address is not one of them: making a router flattens and ranks
 * every route it has, one long task on a slow phone before a public page can hydrate
 * (docs/decisions/0036-paint-before-the-app.md).
 */
export const createAppRouter = (): AppRouter =>
  createBrowserRouter(publicRoutes, { patchRoutesOnNavigation: workspaceWhenAsked() });

/**
 * Adds the workspace's pages once, the first time the router asks about an address that none of the public pages with
 * a parameter (`/vendor/:id`) matches; no workspace address starts like one of those (app.test.tsx holds it).
 */
export function workspaceWhenAsked(): PatchRoutesOnNavigationFunction {
  let added = false;
  return ({ matches, patch }) => {
    if (added || matches.at(-1)?.route.path?.includes(":")) return;
    added = true;
    patch(ROOT_ROUTE_ID, workspacePages);
  };
}

export function App({ router }: { router: AppRouter }) {
  return <AppProviders router={<RouterProvider router={router} />} />;
}
