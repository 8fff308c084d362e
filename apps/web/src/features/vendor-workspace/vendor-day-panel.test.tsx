// @vitest-environment happy-dom
import type { VendorDay } from "@bihe/shared";
import { vendorDayContracts } from "@bihe/shared/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, withUnansweredRequests } from "../../test/render-routes";
import { VendorDayPanel } from "./vendor-day-panel";

// The answer comes from the query cache (requests stay unanswered); texts are the English ones.
withUnansweredRequests();

const empty = { total: 0, items: [] };
const quiet: VendorDay = {
  today: "2026-11-29",
  messages: empty,
  quotations: empty,
  installments: empty,
  events: empty,
  reviews: empty,
};

function open(day: VendorDay) {
  renderRoutes([{ path: "/dashboard", element: <VendorDayPanel /> }], "/dashboard", (client) => {
    client.setQueryData(vendorDayContracts.day.queryKey({}), day);
  });
}

describe("VendorDayPanel: what needs the vendor's action", () => {
  it("says all is clear when every list is empty", async () => {
    open(quiet);
    expect((await screen.findByTestId("vendor-day-empty")).textContent).toContain("All caught up");
  });

  it("links each item to its screen, marks an overdue payment and offers the rest of a long list", async () => {
    open({
      ...quiet,
      messages: { total: 1, items: [{ leadId: "l1", clientName: "Asha", at: "2026-11-29T04:00:00.000Z" }] },
      installments: {
        total: 1,
        items: [
          {
            bookingId: "b1",
            leadId: "l2",
            clientName: "Gita",
            label: "Advance",
            left: 10000,
            dueDate: "2026-11-27",
            overdue: true,
          },
        ],
      },
      reviews: {
        total: 7,
        items: [{ reviewId: "r1", reviewerName: "Ila", rating: 5, createdAt: "2026-11-28T04:00:00.000Z" }],
      },
    });
    const messages = await screen.findByTestId("day-messages");
    expect(within(messages).getByRole("link", { name: /Asha/ }).getAttribute("href")).toBe("/vendor-messages?lead=l1");
    const payments = screen.getByTestId("day-installments");
    expect(
      within(payments)
        .getByRole("link", { name: /Gita · Advance/ })
        .getAttribute("href"),
    ).toBe("/vendor-bookings/b1");
    expect(within(payments).getByText(/Rs\. 10,000 overdue since/).className).toContain("red");
    const reviews = screen.getByTestId("day-reviews");
    expect(within(reviews).getByRole("link", { name: "See all 7" }).getAttribute("href")).toBe("/vendor-reviews");
    expect(within(screen.getByTestId("day-quotations")).getByText("No quotation waiting for an answer.")).toBeTruthy();
  });
});
