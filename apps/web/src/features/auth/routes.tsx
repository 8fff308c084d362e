import type { RouteObject } from "react-router";
import { RedirectIfSignedIn } from "../../app/guards";
import { ForgotPasswordPage } from "./forgot-password-page";
import { LoginPage } from "./login-page";
import { ResetPasswordPage } from "./reset-password-page";
import { SignupPage } from "./signup-page";
import { VendorSignupPage } from "./vendor-signup-page";

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
