// @vitest-environment happy-dom
import { type AdminVendorDetail, defaultVendorApplication } from "@bihe/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminKeys } from "./api";
import { VendorEditDialog } from "./vendor-edit-dialog";

// The app's i18next instance loads the namespaces: English texts.
const hallForm = {
  name: "Durbar Banquet",
  email: "hall@example.com",
  phone: "9851012345",
  city: "Kathmandu",
  capacity: 400,
  pricePerPlate: 1450,
  address: "New Baneshwor",
  description: "Two halls.",
  amenities: ["Air Conditioning", "Parking"],
  parkingSpaces: 120,
};

function detail(): AdminVendorDetail {
  const application = defaultVendorApplication("hall@example.com");
  return {
    vendor: {
      id: "00000000-0000-4000-8000-000000000001",
      status: "approved",
      vendorType: "banquet_hall",
      companyName: "Durbar Banquet",
      loginEmail: "hall@bihe.demo",
      createdAt: "2026-11-20T00:00:00.000Z",
      submittedAt: null,
      version: 7,
    },
    application,
    googleMapsUrl: null,
    portfolio: [],
    recentPhotos: [],
    typedForm: hallForm as AdminVendorDetail["typedForm"],
    typedPackages: [
      { packageName: "Standard Package", capacity: 400, price: 1450, includes: "" },
      { packageName: "Garden", capacity: 800, price: 2200, includes: "Dinner" },
    ],
    banquet: null,
    decorator: null,
    audit: [],
  };
}

let bodies: unknown[] = [];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      // The dialog's own refetch stays unanswered: it shows the seeded detail.
      if (!init?.method || init.method === "GET") return new Promise<Response>(() => {});
      bodies.push(JSON.parse(String(init?.body ?? "null")));
      const error = {
        code: "BAD_REQUEST",
        message: "Price cannot be negative",
        fields: { "packages.0.price": "Price cannot be negative" },
      };
      return new Response(JSON.stringify({ error }), { status: 400, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin's edit of a banquet hall", () => {
  it("edits the hall's own form and sends it with the version it loaded; a field error lands on its field", async () => {
    const d = detail();
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(adminKeys.vendor(d.vendor.id), d);
    render(
      <QueryClientProvider client={client}>
        <VendorEditDialog vendorId={d.vendor.id} onClose={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("tab", { name: "Packages" }, { timeout: 5000 }));
    const prices = (await screen.findAllByLabelText("Price per plate (Rs.)")) as HTMLInputElement[];
    expect(prices.map((p) => p.value)).toEqual(["1450", "2200"]);
    fireEvent.change(prices[0], { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("tab", { name: "Facilities" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "WiFi" }));
    // Every tab opens (the photos tab reads the Drive link through the wizard's media tab).
    for (const name of ["Address & Map", "Contacts", "Social Media", "Photos"])
      fireEvent.click(screen.getByRole("tab", { name }));
    fireEvent.change(await screen.findByLabelText("Google Drive Link"), {
      target: { value: "https://drive.google.com/drive/folders/hall" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      application: {
        form: { ...hallForm, pricePerPlate: -5, amenities: ["Air Conditioning", "WiFi", "Parking"] },
        packages: [
          { packageName: "Standard Package", capacity: 400, price: -5, includes: "" },
          { packageName: "Garden", capacity: 800, price: 2200, includes: "Dinner" },
        ],
        links: {
          socialMediaLinks: d.application.businessProfile.socialMediaLinks,
          googleDriveLink: "https://drive.google.com/drive/folders/hall",
        },
      },
      version: 7,
    });
    fireEvent.click(screen.getByRole("tab", { name: "Packages" }));
    expect(await screen.findByText("Price cannot be negative")).toBeTruthy();
  }, 20_000);
});
