import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/layout/guards";

const ClientForm = lazy(() => import("./client-form-page").then((m) => ({ default: m.PublicClientFormPage })));
const OwnClientForm = lazy(() => import("./client-form-page").then((m) => ({ default: m.OwnClientFormPage })));
const LeadsLayout = lazy(() => import("./leads-layout").then((m) => ({ default: m.LeadsLayout })));
const Dashboard = lazy(() => import("./dashboard-page").then((m) => ({ default: m.LeadsDashboardPage })));
const LeadsList = lazy(() => import("./leads-list-page").then((m) => ({ default: m.LeadsListPage })));

/** Public pages (inside the navigation layout): the client intake form. */
export const leadsPublicRoutes: RouteObject[] = [
  { path: "/client-form/:vendorId", element: <ClientForm /> },
  {
    path: "/client-form",
    element: (
      <RequireAuth roles={["vendor"]}>
        <OwnClientForm />
      </RequireAuth>
    ),
  },
];

/** The leads pipeline with its own sidebar layout (spec 001 2.12), vendors only. */
export const leadsRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth roles={["vendor"]}>
        <LeadsLayout />
      </RequireAuth>
    ),
    children: [
      { path: "/photographer-leads-dashboard", element: <Dashboard /> },
      { path: "/photographer-leads", element: <Dashboard /> },
      { path: "/photographer-leads/queue", element: <LeadsList status="inquiry" /> },
      { path: "/photographer-leads/called", element: <LeadsList status="called" /> },
      { path: "/photographer-leads/quotation-sent", element: <LeadsList status="quotation_sent" /> },
      { path: "/photographer-leads/won", element: <LeadsList status="won" /> },
      { path: "/photographer-leads/loss", element: <LeadsList status="lost" /> },
      { path: "/photographer-leads/add-client", element: <OwnClientForm inLeadsLayout /> },
    ],
  },
];
