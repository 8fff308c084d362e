import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router";

const ComponentsPage = lazy(() => import("./components-page"));

/** Development-only page with the shared pickers (not linked; answers 'not found' in production). */
export const devRoutes: RouteObject[] = [
  {
    path: "/dev/components",
    element: (
      <Suspense fallback={null}>
        <ComponentsPage />
      </Suspense>
    ),
  },
];
