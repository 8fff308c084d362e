import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../app/guards";

const BanquetFormPage = lazy(() => import("./banquet-form-page"));
const DecoratorFormPage = lazy(() => import("./decorator-form-page"));

/** Spec 001 screens 6 and 7: public-layout pages for signed-in banquet halls and decorators. */
export const banquetDecoratorRoutes: RouteObject[] = [
  {
    path: "/banquet-form",
    element: (
      <RequireAuth roles={["vendor"]} vendorType="banquet_hall">
        <BanquetFormPage />
      </RequireAuth>
    ),
  },
  {
    path: "/decorator-form",
    element: (
      <RequireAuth roles={["vendor"]} vendorType="decorator">
        <DecoratorFormPage />
      </RequireAuth>
    ),
  },
];
