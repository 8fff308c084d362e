import type { ReactNode } from "react";

/** The digest the server gives a part it leaves to the browser (entry-server.tsx); main.tsx does not report it. */
export const CLIENT_ONLY = "client-only";

/**
 * A part the browser draws after the first screen, never the server: inside a `<Suspense>`, the
 * server sends the boundary's fallback (what the first paint shows today) and the browser draws the
 * part itself instead of hydrating markup that depends on what only it has (a lazily loaded place
 * tree and its texts). React's way to do that is an error on the server inside the boundary.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  // entry-server.tsx's onError gives this error its digest (React reads the digest from there, not the error).
  if (typeof window === "undefined") throw new Error(CLIENT_ONLY);
  return children;
}
