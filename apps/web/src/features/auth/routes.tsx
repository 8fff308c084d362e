import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RedirectIfSignedIn } from "../../components/layout/guards";

// Account screens load on demand: the home page and the listing never download them.
const ForgotPasswordPage = lazy(() =>
  import("./forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const LoginPage = lazy(() => import("./login-page").then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import("./reset-password-page").then((m) => ({ default: m.ResetPasswordPage })));
const SignupPage = lazy(() => import("./signup-page").then((m) => ({ default: m.SignupPage })));
const VendorSignupPage = lazy(() => import("./vendor-signup-page").then((m) => ({ default: m.VendorSignupPage })));

export const authRoutes: RouteObject[] = [
  {
    path: "/login",
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: "/signup",
    element: (
      <RedirectIfSignedIn>
        <SignupPage />
      </RedirectIfSignedIn>
    ),
  },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/vendor-signup", element: <VendorSignupPage vendorType="wedding_cinematographer" /> },
  { path: "/banquet-signup", element: <VendorSignupPage vendorType="banquet_hall" /> },
  { path: "/decorator-signup", element: <VendorSignupPage vendorType="decorator" /> },
];
