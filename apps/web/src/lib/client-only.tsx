import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";

/** Whether the app has taken over the page: after that, nothing is drawn by the server any more. */
let pageTakenOver = false;

/**
 * A part the browser draws after the first screen, never the server (a lazily loaded place picker and its texts):
 * the server and the hydrating browser draw `fallback`, its outline in the first paint, and the part replaces it
 * right after hydration, in a transition, so React draws it in slices a tap can come between, and its outline stays
 * while its code loads. (A server error inside the boundary, React's other way to leave a part to the browser, makes
 * the browser draw it in one long task at hydration's priority: docs/decisions/0036-paint-before-the-app.md.)
 * Once the app has taken over, a page it draws itself shows the part at once, without its outline first.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [drawn, setDrawn] = useState(pageTakenOver);
  useEffect(() => {
    pageTakenOver = true;
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return <Suspense fallback={fallback}>{drawn ? children : fallback}</Suspense>;
}
