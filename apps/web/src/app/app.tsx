import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { RouterProvider } from "react-router";
import { toasterMounted, toasterWanted } from "../components/ui/toast";
import { queryClient } from "../lib/query-client";
import { router } from "./router";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Off every page's critical path: the Toaster loads with the first toast (components/ui/toast.ts). */
function ToasterHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
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
      <ToasterListening />
    </Suspense>
  );
}

/** Mounts with the Toaster; its effect runs after the Toaster's own, when the Toaster listens. */
function ToasterListening() {
  useEffect(toasterMounted, []);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}
