import { describe, expect, it } from "vitest";
import { diffTypedSnapshots, type TypedSnapshot, typedPlaceIds } from "./typed-changes";

const names = {
  province: new Map([[3, "Bagmati"]]),
  district: new Map([
    [27, "Kathmandu"],
    [29, "Lalitpur"],
  ]),
  municipality: new Map([
    [312, "Tokha"],
    [320, "Lalitpur Metropolitan City"],
  ]),
};

function hall(): TypedSnapshot {
  return {
    name: "Royal Banquet",
    email: "royal@hall.test",
    description: "A hall for 800 guests.",
    address: {
      provinceId: 3,
      districtId: 27,
      municipalityId: 312,
      ward: 4,
      areaName: "Baneshwor",
      toleStreet: "",
      map: "27.7, 85.3",
    },
    contacts: [{ name: "Ram", mobile: "9800000001", whatsapp: "" }],
    serviceAreas: [],
    packages: [
      { packageName: "Standard Package", capacity: 500, price: 1200, includes: "Dinner" },
      { packageName: "Premium", capacity: 800, price: 2200, includes: "Dinner, DJ" },
    ],
    facilities: [
      { name: "Air Conditioning", quantity: null },
      { name: "Parking", quantity: 100 },
    ],
    specialties: [],
    eventTypes: [],
  };
}

describe("diffTypedSnapshots: what the admin reviews for a hall or a decorator", () => {
  it("finds nothing between a snapshot and its copy", () => {
    expect(diffTypedSnapshots(hall(), structuredClone(hall()), names)).toEqual([]);
  });

  it("matches packages by name: a changed price is one line, an added package its own lines", () => {
    const after = hall();
    after.packages[0].price = 1400;
    after.packages.push({ packageName: "Garden", capacity: 300, price: 1800, includes: "" });
    const changes = diffTypedSnapshots(hall(), after, names);
    expect(changes).toEqual([
      { step: "packages", field: "price", item: "Standard Package", kind: "money", before: 1200, after: 1400 },
      { step: "packages", field: "capacity", item: "Garden", kind: "number", before: null, after: 300 },
      { step: "packages", field: "price", item: "Garden", kind: "money", before: null, after: 1800 },
    ]);
  });

  it("names places, and shows facilities, parking spaces and contacts old -> new", () => {
    const after = hall();
    after.address = { ...after.address, districtId: 29, municipalityId: 320, map: "27.6, 85.3" };
    after.facilities = [
      { name: "Parking", quantity: 150 },
      { name: "WiFi", quantity: null },
    ];
    after.contacts[0].mobile = "9800000002";
    const changes = diffTypedSnapshots(hall(), after, names);
    expect(changes).toEqual([
      { step: "businessAddress", field: "district", item: null, kind: "text", before: "Kathmandu", after: "Lalitpur" },
      {
        step: "businessAddress",
        field: "municipality",
        item: null,
        kind: "text",
        before: "Tokha",
        after: "Lalitpur Metropolitan City",
      },
      { step: "businessAddress", field: "map", item: null, kind: "text", before: "27.7, 85.3", after: "27.6, 85.3" },
      {
        step: "contactDetails",
        field: "mobile",
        item: "contactPerson:1",
        kind: "text",
        before: "9800000001",
        after: "9800000002",
      },
      { step: "facilities", field: "offered", item: "Air Conditioning", kind: "yesno", before: true, after: false },
      { step: "facilities", field: "quantity", item: "Parking", kind: "number", before: 100, after: 150 },
      { step: "facilities", field: "offered", item: "WiFi", kind: "yesno", before: false, after: true },
    ]);
  });

  it("lists a decorator's specialties, event types and service areas", () => {
    const before: TypedSnapshot = {
      ...hall(),
      packages: [{ packageName: "Mandap", capacity: null, price: 60000, includes: "" }],
      facilities: [],
      serviceAreas: [27],
      specialties: ["Stage Decoration"],
      eventTypes: ["Wedding"],
    };
    const after = structuredClone(before);
    after.serviceAreas = [27, 29];
    after.specialties = ["Stage Decoration", "Lighting"];
    after.eventTypes = [];
    expect(diffTypedSnapshots(before, after, names)).toEqual([
      {
        step: "serviceAreas",
        field: "districts",
        item: null,
        kind: "text",
        before: "Kathmandu",
        after: "Kathmandu, Lalitpur",
      },
      { step: "specialties", field: "offered", item: "Lighting", kind: "yesno", before: false, after: true },
      { step: "eventTypes", field: "offered", item: "Wedding", kind: "yesno", before: true, after: false },
    ]);
    expect(typedPlaceIds(before, after)).toEqual({ province: [3], district: [27, 29], municipality: [312] });
  });
});
