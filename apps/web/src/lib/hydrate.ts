import { type ReactNode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Takes over a first screen the server drew (entry-server.tsx). In a transition React hydrates in slices of a few
 * milliseconds and lets the phone handle a tap or a scroll in between; called plainly, React 19 hydrates everything
 * outside a Suspense boundary in one long task (its default lane is not time-sliced): 142 ms on `/photographers` at
 * a 4x CPU slowdown (docs/performance.md).
 */
export function hydrate(container: Element, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
