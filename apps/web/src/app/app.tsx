import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app-providers";
import { routes } from "./router";

export const router = createBrowserRouter(routes);

export function App() {
  return <AppProviders router={<RouterProvider router={router} />} />;
}
