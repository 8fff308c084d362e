// @vitest-environment happy-dom
import type { Me, VendorFormStatus, VendorReviewsResponse } from "@bihe/shared";
import { vendorFormContracts, vendorWorkspaceContracts } from "@bihe/shared/contracts";
import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ME_KEY } from "../../lib/auth";
import { renderRoutes, withUnansweredRequests } from "../../test/render-routes";
import TypeDashboard from "./type-dashboard";

// The answers come from the query cache (requests stay unanswered); texts are the English ones.
withUnansweredRequests();

type Kind = "banquet_hall" | "decorator";
const me = (vendorType: Kind, status: "pending" | "approved"): Me => ({
  user: { id: "u1", email: "hall@bihe.test", role: "vendor", vendorType, emailVerified: true },
  vendor: { id: "v1", status, companyName: "Shubha Vivah Banquet", vendorType },
});
const application = (vendorType: Kind, status: "pending" | "approved" | "rejected"): VendorFormStatus => ({
  status,
  companyName: "Shubha Vivah Banquet",
  vendorType,
  city: "Kathmandu",
  cityNe: "काठमाडौँ",
  submittedAt: "2026-11-20T06:00:00.000Z",
  decision:
    status === "rejected"
      ? {
          status: "rejected",
          reason: "Please add photos of the hall.",
          step: null,
          decidedAt: "2026-11-21T06:00:00.000Z",
        }
      : null,
  changeRequest: null,
});

function open(vendorType: Kind, status: "pending" | "approved" | "rejected", extra?: (c: QueryClient) => void) {
  renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <RadixTooltip.Provider>
            <TypeDashboard vendorType={vendorType} />
          </RadixTooltip.Provider>
        ),
      },
    ],
    "/dashboard",
    (client) => {
      client.setQueryData(ME_KEY, me(vendorType, status === "approved" ? "approved" : "pending"));
      client.setQueryData(vendorFormContracts.status.queryKey({}), application(vendorType, status));
      client.setQueryData(vendorWorkspaceContracts.inquiries.queryKey({}), { vendorId: "v1", inquiries: [] });
      extra?.(client);
    },
  );
}

describe("TypeDashboard: a banquet hall's and a decorator's dashboard", () => {
  it("a pending hall sees its application and every tool, the review ones locked and saying why", async () => {
    open("banquet_hall", "pending");
    expect(await screen.findByText("Banquet Hall Dashboard")).toBeTruthy();
    const card = screen.getByTestId("application-status");
    expect(within(card).getByText("Shubha Vivah Banquet")).toBeTruthy();
    expect(within(card).getByTestId("bs-date").getAttribute("datetime")).toBe("2026-11-20T06:00:00.000Z");
    expect(screen.getByTestId("tile-edit-profile").getAttribute("href")).toBe("/banquet-form");
    expect(screen.getByTestId("tile-inquiries").getAttribute("href")).toBe("/vendor-inquiries");
    expect(screen.getByTestId("tile-leads").getAttribute("href")).toBe("/photographer-leads-dashboard");
    expect(screen.getByTestId("tile-notifications").getAttribute("href")).toBe("/notification-settings");
    for (const id of ["tile-reviews", "tile-print-qr"]) {
      const tile = screen.getByTestId(id);
      expect(tile.tagName).toBe("BUTTON");
      expect(tile.getAttribute("aria-disabled")).toBe("true");
      expect(within(tile).getByText("Available after approval")).toBeTruthy();
    }
  });

  it("a rejected decorator sees the admin's reason and the way back to its own form", async () => {
    open("decorator", "rejected");
    expect(await screen.findByText("Decorator Dashboard")).toBeTruthy();
    expect(screen.getByTestId("decision-reason").textContent).toContain("Please add photos of the hall.");
    expect(screen.getByTestId("tile-edit-profile").getAttribute("href")).toBe("/decorator-form");
    expect(screen.getByTestId("tile-reviews").getAttribute("aria-disabled")).toBe("true");
  });

  it("an admin passing through sees the tools and no application of its own (no error either)", async () => {
    renderRoutes(
      [
        {
          path: "/dashboard",
          element: (
            <RadixTooltip.Provider>
              <TypeDashboard vendorType="banquet_hall" />
            </RadixTooltip.Provider>
          ),
        },
      ],
      "/dashboard",
      (client) =>
        client.setQueryData(ME_KEY, {
          user: { id: "a1", email: "admin@bihe.test", role: "admin", vendorType: null, emailVerified: true },
          vendor: null,
        } satisfies Me),
    );
    expect(await screen.findByText("Banquet Hall Dashboard")).toBeTruthy();
    expect(screen.getByTestId("tile-edit-profile")).toBeTruthy();
    expect(screen.queryByTestId("application-status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("an approved decorator opens Reviews & QR and the printable QR page in a new window", async () => {
    const reviews: VendorReviewsResponse = {
      vendor: { id: "v1", companyName: "Shubha Vivah Banquet", status: "approved", vendorType: "decorator" },
      reviewUrl: "http://localhost/review/v1",
      stats: { average: 4.5, count: 2 },
      reviews: [],
    };
    open("decorator", "approved", (c) => c.setQueryData(vendorWorkspaceContracts.reviews.queryKey({}), reviews));
    const tile = await screen.findByTestId("tile-reviews");
    expect(tile.getAttribute("href")).toBe("/vendor-reviews");
    expect(tile.textContent).toContain("2 reviews · average 4.5");
    const print = screen.getByTestId("tile-print-qr");
    expect(print.getAttribute("href")).toBe("/vendor-reviews/print");
    expect(print.getAttribute("target")).toBe("_blank");
  });
});
