import { useEffect } from "react";

/**
 * A page the server drew (main.tsx) turns interactive here. It sits beside the page, inside the innermost Suspense
 * boundary around it (public-layout.tsx): React hydrates a boundary after the one around it, so an effect further
 * out ran while the page was still only the server's markup, and a choice made then (a sort picked) was lost.
 */
export function Interactive() {
  useEffect(() => {
    document.getElementById("first-screen-shield")?.remove(); // drawn by the server: web/html.ts
    document.getElementById("root")?.removeAttribute("aria-disabled");
  }, []);
  return null;
}
