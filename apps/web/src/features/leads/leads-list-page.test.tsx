// @vitest-environment happy-dom
import type { LeadListItem } from "@bihe/shared";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, withUnansweredRequests } from "../../test/render-routes";
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

// The Won list never arrives: the page must stay in its loading state meanwhile.
withUnansweredRequests();

describe("LeadsListPage", () => {
  it("moving from the Queue to the Won page shows the loading skeletons, never the queue's leads", async () => {
    const { router } = renderRoutes(
      [
        { path: "/photographer-leads/queue", element: <LeadsListPage status="inquiry" /> },
        { path: "/photographer-leads/won", element: <LeadsListPage status="won" /> },
      ],
      "/photographer-leads/queue",
      (client) => client.setQueryData(leadKeys.list("inquiry"), [lead("Queue Client")]),
    );
    expect(await screen.findByText("Queue Client")).toBeTruthy();

    await act(() => router.navigate("/photographer-leads/won"));
    expect(screen.queryByText("Queue Client")).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});
