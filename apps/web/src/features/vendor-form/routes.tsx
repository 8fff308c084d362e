import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";
import { OwnFormRedirect } from "./own-form-redirect";

const WizardPage = lazy(() => import("./wizard-page"));
const StatusPage = lazy(() => import("./status-page"));

const wizard = (
  <RequireAuth roles={["vendor"]}>
    <OwnFormRedirect>
      <WizardPage />
    </OwnFormRedirect>
  </RequireAuth>
);

/** The registration wizard: a public-layout page (no sidebar), signed-in vendors only. */
export const vendorFormRoutes: RouteObject[] = [
  { path: "/vendor-form", element: wizard },
  { path: "/vendor-form/:vendorType", element: wizard },
];

/** The status page sits in the vendor workspace (sidebar item 'Application Status'). */
export const vendorFormWorkspaceChildren: RouteObject[] = [
  {
    path: "/vendor-form-status",
    element: (
      <RequireAuth roles={["vendor"]}>
        <StatusPage />
      </RequireAuth>
    ),
  },
];
