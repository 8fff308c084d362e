import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app-providers";
import { routes } from "./router";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router: it matches the page and starts loading the page's own code as it is made. */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

export function App({ router }: { router: AppRouter }) {
  return <AppProviders router={<RouterProvider router={router} />} />;
}
