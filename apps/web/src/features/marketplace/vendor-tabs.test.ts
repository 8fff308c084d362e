import { describe, expect, it } from "vitest";
import { pageTabs } from "./vendor-tabs";

const hall = { packages: [], facilities: [] };
const decorator = { specialties: [], eventTypes: [], packages: [] };
const none = { hall: null, decorator: null, paymentTerms: [], cancellationPolicy: null };
const terms = [{ installmentNumber: 1, percentage: 50, description: "", termLabel: "" }];

describe("the vendor page's tabs per type", () => {
  it("a photographer keeps the spec's six tabs, with or without payment terms", () => {
    expect(pageTabs(none)).toEqual(["overview", "packages", "portfolio", "payment", "reviews", "areas"]);
  });
  it("a hall has no service areas tab (couples come to it) and no empty Payment tab", () => {
    expect(pageTabs({ ...none, hall })).toEqual(["overview", "packages", "portfolio", "reviews"]);
    expect(pageTabs({ ...none, hall, paymentTerms: terms })).toEqual([
      "overview",
      "packages",
      "portfolio",
      "payment",
      "reviews",
    ]);
  });
  it("a decorator has its service areas, and Payment only with terms or a policy", () => {
    expect(pageTabs({ ...none, decorator })).toEqual(["overview", "packages", "portfolio", "reviews", "areas"]);
    expect(pageTabs({ ...none, decorator, cancellationPolicy: "No refunds in the last week" })).toContain("payment");
  });
});
