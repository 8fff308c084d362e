import { lazy } from "react";
import type { RouteObject } from "react-router";

const CustomerSignupPage = lazy(() => import("./signup-page").then((m) => ({ default: m.CustomerSignupPage })));

/** A couple's public pages (their dashboard is a workspace page, app/workspace-routes.tsx). */
export const customerRoutes: RouteObject[] = [
  // Not behind RedirectIfSignedIn: its last step (the profile) comes after signing in; the page sends
  // someone who arrives already signed in on by itself.
  { path: "/customer-signup", element: <CustomerSignupPage /> },
];
