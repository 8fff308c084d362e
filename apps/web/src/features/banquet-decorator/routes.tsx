import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

// Everything here loads with the page: visitors of other pages never download it.
const LoginRequired = lazy(() => import("./login-required").then((m) => ({ default: m.LoginRequired })));
const RegistrationFormPage = lazy(() => import("./registration-form-page"));

/** Spec 001 screens 6 and 7: public-layout pages for signed-in banquet halls and decorators (signed out: the form's message, then /login). */
export const banquetDecoratorRoutes: RouteObject[] = [
  {
    path: "/banquet-form",
    element: (
      <LoginRequired form="banquet">
        <RequireAuth roles={["vendor"]} vendorType="banquet_hall">
          <RegistrationFormPage form="banquet" />
        </RequireAuth>
      </LoginRequired>
    ),
  },
  {
    path: "/decorator-form",
    element: (
      <LoginRequired form="decorator">
        <RequireAuth roles={["vendor"]} vendorType="decorator">
          <RegistrationFormPage form="decorator" />
        </RequireAuth>
      </LoginRequired>
    ),
  },
];
