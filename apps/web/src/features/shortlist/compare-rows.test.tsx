// @vitest-environment happy-dom
import type { CompareVendor } from "@bihe/shared/shortlist";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import { useCompareRows } from "./compare-rows";

// The app's i18next instance: English texts, each namespace loaded as the rows ask for it.
afterEach(cleanup);

const base: CompareVendor = {
  id: "a",
  companyName: "A",
  vendorType: "wedding_cinematographer",
  weddingPrice: 50000,
  band: "medium",
  rating: 4.5,
  reviewCount: 2,
  yearsInBusiness: 3,
  locationText: "Pokhara",
  locationTextNe: "पोखरा",
  paymentTerms: [],
  serviceAreaLabel: "Kaski",
  serviceAreas: [],
  cardImage: null,
  capacity: null,
  facilities: [],
  specialties: [],
  hall: null,
  decorator: null,
  packages: [],
};
const hall: CompareVendor = {
  ...base,
  id: "h",
  vendorType: "banquet_hall",
  weddingPrice: 1100,
  capacity: 800,
  facilities: ["Parking"],
  hall: {
    packages: [{ id: 1, packageName: "Standard Package", capacity: 800, pricePerPlate: 1100, includes: "" }],
    facilities: [{ name: "Parking", parkingSpaces: 120 }],
  },
};
const decorator: CompareVendor = {
  ...base,
  id: "d",
  vendorType: "decorator",
  weddingPrice: 45000,
  specialties: ["Lighting"],
  decorator: { specialties: ["Lighting"], eventTypes: ["Pasni"], packages: [] },
};

function Rows({ vendors }: { vendors: CompareVendor[] }) {
  const rows = useCompareRows(vendors);
  return (
    <table>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-testid={r.key}>
            <th>{r.label}</th>
            {vendors.map((v) => (
              <td key={v.id}>{r.cell(v)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
const show = async (vendors: CompareVendor[]) => {
  render(
    <Suspense fallback={null}>
      <Rows vendors={vendors} />
    </Suspense>,
  );
  await screen.findByTestId("price");
  return screen.getAllByRole("row").map((r) => r.dataset.testid);
};

describe("compare's rows follow the vendors' types", () => {
  it("photographers: the wedding price and no hall or decorator lines", async () => {
    const keys = await show([base, { ...base, id: "b" }]);
    expect(keys).toEqual(["price", "band", "rating", "years", "location", "areas", "packages", "terms"]);
    expect(screen.getByTestId("price").querySelector("th")?.textContent).toBe("Wedding price");
  });

  it("a hall and a decorator: each type's lines, its price in its own words", async () => {
    const keys = await show([hall, decorator]);
    expect(keys).toEqual(expect.arrayContaining(["capacity", "facilities", "specialties", "events"]));
    const price = screen.getByTestId("price");
    expect(price.querySelector("th")?.textContent).toBe("Price");
    expect(price.textContent).toContain("Rs. 1,100 per plate");
    expect(price.textContent).toContain("Packages from Rs. 45,000");
    expect(screen.getByTestId("capacity").textContent).toContain("Up to 800 guests");
    expect(screen.getByTestId("facilities").textContent).toContain("Parking (120)");
    expect(screen.getByTestId("events").textContent).toContain("Pasni");
  });
});
