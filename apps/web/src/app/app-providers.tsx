import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterMounted, toasterWanted } from "../components/ui/toast";
import { queryClient } from "../lib/query-client";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Off every page's critical path: the Toaster loads with the first toast (components/ui/toast.ts). */
function ToasterHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* sonner sets its own font stack, without the Devanagari web font: Nepali toasts were boxes; they take the page's.
          At the bottom: at the top they covered the phone's top bar and the desktop bell panel's header. On a
          phone they sit above the workspace's bottom navigation and the wizard's sticky buttons. */}
      <Toaster
        position="bottom-right"
        offset={24}
        mobileOffset={{ bottom: 84, left: 12, right: 12 }}
        duration={4000}
        visibleToasts={3}
        richColors
        closeButton
        style={{ fontFamily: "inherit" }}
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

/**
 * Everything around the router, the same in the browser (app.tsx) and on the server (entry-server.tsx):
 * React numbers `useId`s by the tree's shape, so a hydrated page needs the same siblings on both sides.
 */
export function AppProviders({ router }: { router: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      <ToasterHost />
    </QueryClientProvider>
  );
}
