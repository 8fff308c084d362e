import { describe, expect, it } from "vitest";
import { isPriceBandId, PRICE_BANDS, priceBand, priceBandInfo } from "./price-bands";

describe("price bands", () => {
  it("pins the titles and bounds of spec 000 section 9", () => {
    expect(PRICE_BANDS).toEqual([
      { id: "budget", title: "Budget Range", min: 0, maxExclusive: 40000 },
      { id: "medium", title: "Medium Range", min: 40000, maxExclusive: 75000 },
      { id: "premium", title: "Premium Range", min: 75000, maxExclusive: null },
    ]);
  });

  it.each([
    [null, "budget"],
    [undefined, "budget"],
    [0, "budget"],
    [35000, "budget"],
    [39999, "budget"],
    [40000, "medium"],
    [65000, "medium"],
    [74999, "medium"],
    [75000, "premium"],
    [120000, "premium"],
  ] as const)("%s -> %s", (price, band) => expect(priceBand(price)).toBe(band));

  it("checks ids and looks bands up", () => {
    expect(isPriceBandId("medium")).toBe(true);
    expect(isPriceBandId("cheap")).toBe(false);
    expect(priceBandInfo("premium").title).toBe("Premium Range");
  });
});
