import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router";
import { queryClient } from "../lib/query-client";
import { router } from "./router";

// Off the first page's critical path: toasts only follow a user's action.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        {/* sonner sets its own font stack, without the Devanagari web font: Nepali toasts were boxes. */}
        <Toaster
          position="top-right"
          duration={4000}
          visibleToasts={3}
          richColors
          closeButton
          style={{ fontFamily: "var(--font-sans)" }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
