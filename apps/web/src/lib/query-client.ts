import { QueryClient } from "@tanstack/react-query";

/** Spec 000 section 9: data is fresh for 5 minutes and not refetched on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: 1 },
  },
});

/**
 * The answers the server wrote into this page's HTML (see the server's web/html.ts): the first
 * screen renders from them without waiting for a request of its own. main.tsx calls it before the
 * router starts the first route's loaders.
 */
export function seedFromPage(doc: Document) {
  const el = doc.getElementById("page-data");
  if (!el?.textContent) return;
  try {
    const entries = JSON.parse(el.textContent) as { key: unknown[]; data: unknown }[];
    for (const { key, data } of entries) queryClient.setQueryData(key, data);
  } catch {
    // A broken embed only costs the request it would have saved.
  }
  el.remove();
}
