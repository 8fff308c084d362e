import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app-providers";
import { routes } from "./router";

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router: it matches the page and starts loading the page's own code as it is made. */
export const createAppRouter = (): BrowserRouter => createBrowserRouter(routes);

export function App({ router }: { router: BrowserRouter }) {
  return <AppProviders router={<RouterProvider router={router} />} />;
}
