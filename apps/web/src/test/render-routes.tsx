import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * For page tests: every request the page makes stays unanswered, so what it shows comes only
 * from the answers a test put in the query cache (and its loading state for the rest).
 */
export function withUnansweredRequests() {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Renders routes in memory, starting at `initial`, over a query client seeded by `seed`. */
export function renderRoutes(routes: RouteObject[], initial: string, seed: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seed(client);
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}
