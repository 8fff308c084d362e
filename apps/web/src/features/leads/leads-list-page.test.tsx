// @vitest-environment happy-dom
import type { LeadListItem } from "@bihe/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadKeys } from "./api";
import { LeadsListPage } from "./leads-list-page";

const lead = (name: string): LeadListItem => ({
  id: `id-${name}`,
  name,
  number: "9800000000",
  whatsappNumber: null,
  source: null,
  reference: null,
  status: "inquiry",
  inquiryDate: "2026-11-20",
  preferredContactDays: null,
  preferredContactTime: null,
  totalAmount: 0,
  advanceAmount: 0,
  remainingAmount: 0,
  createdAt: "2026-11-20T00:00:00.000Z",
  events: [],
  locations: [],
});

beforeEach(() => {
  // The Won list never arrives: the page must stay in its loading state meanwhile.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LeadsListPage", () => {
  it("moving from the Queue to the Won page shows the loading skeletons, never the queue's leads", async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(leadKeys.list("inquiry"), [lead("Queue Client")]);
    const router = createMemoryRouter(
      [
        { path: "/photographer-leads/queue", element: <LeadsListPage status="inquiry" /> },
        { path: "/photographer-leads/won", element: <LeadsListPage status="won" /> },
      ],
      { initialEntries: ["/photographer-leads/queue"] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Queue Client")).toBeTruthy();

    await act(() => router.navigate("/photographer-leads/won"));
    expect(screen.queryByText("Queue Client")).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});
