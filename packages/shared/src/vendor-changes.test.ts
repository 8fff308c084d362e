import { describe, expect, it } from "vitest";
import { decisionReasonSchema, diffApplications, placeIdsOf, REASON_REQUIRED } from "./vendor-changes";
import { defaultVendorApplication } from "./vendor-form/defaults";

const names = {
  province: new Map([[3, "Bagmati"]]),
  district: new Map([
    [27, "Kathmandu"],
    [29, "Lalitpur"],
  ]),
  municipality: new Map([[312, "Tokha"]]),
};

function base() {
  const a = defaultVendorApplication("owner@studio.test");
  a.businessProfile.companyName = "Himalayan Frames";
  a.businessAddress = { ...a.businessAddress, provinceId: 3, districtId: 27, municipalityId: 312, ward: 4 };
  a.serviceAreas.areas = [{ provinceId: 3, districtId: 27 }];
  return a;
}

describe("diffApplications: what the admin reviews", () => {
  it("finds nothing between an application and its copy", () => {
    expect(diffApplications(base(), structuredClone(base()), names)).toEqual([]);
  });

  it("matches event rows by name: a changed price is one line, an added event its own lines", () => {
    const before = base();
    const after = structuredClone(before);
    after.eventPricing.events[0].price = 150_000;
    after.eventPricing.events.push({
      eventName: "Pokhara Boat Shoot",
      price: 30_000,
      hours: 3,
      photographers: 1,
      videographers: 0,
    });
    const changes = diffApplications(before, after, names);
    expect(changes).toContainEqual({
      step: "eventPricing",
      field: "price",
      item: before.eventPricing.events[0].eventName,
      kind: "money",
      before: before.eventPricing.events[0].price,
      after: 150_000,
    });
    expect(changes.filter((c) => c.item === "Pokhara Boat Shoot").map((c) => [c.field, c.before, c.after])).toEqual([
      ["price", null, 30_000],
      ["hours", null, 3],
      ["photographers", null, 1],
      ["videographers", null, 0],
    ]);
  });

  it("names places instead of ids, and keys contacts and installments for translation", () => {
    const before = base();
    const after = structuredClone(before);
    after.serviceAreas.areas.push({ provinceId: 3, districtId: 29 });
    after.contactDetails.contactPersons[0].mobile = "9800000002";
    after.paymentTerms.terms[0].percentage = 40;
    const changes = diffApplications(before, after, names);
    expect(changes).toContainEqual(
      expect.objectContaining({ field: "districts", before: "Kathmandu", after: "Kathmandu, Lalitpur" }),
    );
    expect(changes).toContainEqual(expect.objectContaining({ field: "mobile", item: "contactPerson:1" }));
    expect(changes).toContainEqual(
      expect.objectContaining({
        field: "percentage",
        item: `installment:${before.paymentTerms.terms[0].installmentNumber}`,
      }),
    );
    expect(placeIdsOf(before, after)).toEqual({ province: [3], district: [27, 29], municipality: [312] });
  });

  it("treats an empty text and a missing one alike", () => {
    const before = base();
    const after = structuredClone(before);
    after.businessProfile.vatPanNumber = "";
    before.businessProfile.vatPanNumber = "";
    after.businessAddress.toleStreet = null;
    before.businessAddress.toleStreet = "";
    expect(diffApplications(before, after, names)).toEqual([]);
  });
});

describe("decision reasons", () => {
  it("require text", () => {
    for (const input of [{}, { reason: "" }, { reason: "   " }]) {
      const r = decisionReasonSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(REASON_REQUIRED);
    }
    expect(decisionReasonSchema.parse({ reason: " Prices missing ", step: "eventPricing" })).toEqual({
      reason: "Prices missing",
      step: "eventPricing",
    });
  });
});
