// @vitest-environment happy-dom
import type { AdminVendorList, AdminVendorRow } from "@bihe/shared";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, withUnansweredRequests } from "../../test/render-routes";
import { adminKeys } from "./api";
import { VendorTypeListPage } from "./vendor-type-list-page";

const row = (companyName: string, status: AdminVendorRow["status"]): AdminVendorRow => ({
  id: `id-${companyName}`,
  companyName,
  status,
  vendorType: "wedding_cinematographer",
  emailAddress: "studio@test.bihe",
  location: null,
  locationNe: null,
  companyAge: null,
  googleDriveLink: null,
  facebookUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  websiteUrl: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  submittedAt: null,
  banquet: null,
  decorator: null,
  coverUrl: null,
  startingPrice: 45000,
  completeness: { percent: 71, missing: ["cover", "photos"] },
});
const list = (items: AdminVendorRow[]): AdminVendorList => ({ items, total: items.length, page: 1, pageSize: 24 });

// The banquet halls never arrive: the page must stay in its loading state meanwhile.
withUnansweredRequests();

describe("VendorTypeListPage", () => {
  it("moving from Photographers to Banquets starts on Pending Review and never shows the photographers", async () => {
    const q = { type: "wedding_cinematographer", page: 1, pageSize: 24 } as const;
    const { router } = renderRoutes(
      [
        { path: "/admin/photographers", element: <VendorTypeListPage vendorType="wedding_cinematographer" /> },
        { path: "/admin/banquets", element: <VendorTypeListPage vendorType="banquet_hall" /> },
      ],
      "/admin/photographers",
      (client) => {
        client.setQueryData(
          adminKeys.vendors({ ...q, status: "pending", sort: "oldest" }),
          list([row("Pending Studio", "pending")]),
        );
        client.setQueryData(
          adminKeys.vendors({ ...q, status: "approved", sort: "newest" }),
          list([row("Approved Studio", "approved")]),
        );
        client.setQueryData(adminKeys.counts("wedding_cinematographer"), {
          total: 2,
          pending: 1,
          approved: 1,
          rejected: 0,
        });
      },
    );
    expect(await screen.findByText("Pending Studio")).toBeTruthy();
    // The card says what a reviewer weighs first, from the list's one answer.
    expect(screen.getByText("From Rs. 45,000")).toBeTruthy();
    expect(screen.getByText("Missing: cover photo, 3 photos")).toBeTruthy();
    const tabs = () => screen.getAllByRole("tab");
    fireEvent.click(tabs()[1]);
    expect(await screen.findByText("Approved Studio")).toBeTruthy();

    await act(() => router.navigate("/admin/banquets"));
    expect(screen.queryByText("Approved Studio")).toBeNull();
    expect(screen.queryByText("Pending Studio")).toBeNull();
    expect(tabs()[0].getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByTestId("skeleton-card")).toHaveLength(3);
  });
});
