import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/**
 * A part the browser draws after the first screen, never the server (a lazily loaded place picker and its texts):
 * the server and the hydrating browser draw `fallback`, its outline in the first paint, and the part replaces it
 * right after hydration, in a transition, so React draws it in slices a tap can come between, and its outline stays
 * while its code loads. (A server error inside the boundary, React's other way to leave a part to the browser, makes
 * the browser draw it in one long task at hydration's priority: docs/decisions/0036-paint-before-the-app.md.)
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return <Suspense fallback={fallback}>{drawn ? children : fallback}</Suspense>;
}
