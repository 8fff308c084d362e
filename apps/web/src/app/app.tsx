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
        <Toaster position="top-right" duration={4000} visibleToasts={3} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
