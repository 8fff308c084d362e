import type { LeadListItem } from "@bihe/shared";
import { bsToAd } from "@bihe/shared";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, filterLeads, sortLeads } from "./filtering";

const lead = (id: string, over: Partial<LeadListItem> = {}): LeadListItem => ({
  id,
  name: id,
  number: "9800000000",
  whatsappNumber: null,
  source: null,
  reference: null,
  status: "inquiry",
  inquiryDate: "2026-11-01",
  preferredContactDays: null,
  preferredContactTime: null,
  totalAmount: 0,
  advanceAmount: 0,
  remainingAmount: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
  events: [],
  locations: [],
  ...over,
});
const ev = (eventName: string, eventDate: string | null) => ({
  id: 1,
  eventName,
  eventDate,
  startTime: null,
  numberOfPhotographer: 1,
  numberOfVideographer: 1,
  drone: false,
});
const loc = (city: string | null) => ({
  id: 1,
  locationType: "event_venue" as const,
  provinceId: null,
  districtId: null,
  municipalityId: null,
  province: null,
  district: null,
  municipality: null,
  municipalityNe: null,
  city,
  area: null,
  googleMapsLink: null,
});

const magh10 = bsToAd({ year: 2083, month: 10, day: 10 });
const magh20 = bsToAd({ year: 2083, month: 10, day: 20 });
const falgun = bsToAd({ year: 2083, month: 11, day: 1 });
const leads = [
  lead("Asha", { events: [ev("Engagement", magh10)], locations: [loc("Pokhara")], preferredContactTime: "2:00 PM" }),
  lead("binod", {
    events: [ev("Wedding (Both Sides)", magh20), ev("Bride Mehendi", null)],
    locations: [loc("Kathmandu")],
    preferredContactTime: "9:30 AM",
  }),
  lead("Chandra", { events: [ev("Engagement", falgun)], locations: [], inquiryDate: magh10 }),
];
const names = (list: LeadListItem[]) => list.map((l) => l.name);

describe("filterLeads", () => {
  it("filters by BS year, month-year and day of an event", () => {
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, dateMode: "year", year: 2083 }))).toEqual([
      "Asha",
      "binod",
      "Chandra",
    ]);
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, dateMode: "month", year: 2083, month: 10 }))).toEqual([
      "Asha",
      "binod",
    ]);
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, dateMode: "day", year: 2083, month: 10, day: 20 }))).toEqual([
      "binod",
    ]);
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, dateMode: "month", year: 2082, month: 10 }))).toEqual([]);
  });
  it("can filter on the inquiry date instead", () => {
    const f = { ...EMPTY_FILTERS, dateMode: "month" as const, dateOf: "inquiry" as const, year: 2083, month: 10 };
    expect(names(filterLeads(leads, f))).toEqual(["Chandra"]);
  });
  it("filters by client name, event type and city", () => {
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, client: "BIN" }))).toEqual(["binod"]);
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, eventType: "Engagement" }))).toEqual(["Asha", "Chandra"]);
    expect(names(filterLeads(leads, { ...EMPTY_FILTERS, city: "kathmandu" }))).toEqual(["binod"]);
  });
});

describe("sortLeads", () => {
  it("sorts by client, event date and preferred time; empty values last; none keeps the order", () => {
    expect(names(sortLeads(leads, { key: "client", dir: "desc" }))).toEqual(["Chandra", "binod", "Asha"]);
    expect(names(sortLeads(leads, { key: "eventDate", dir: "asc" }))).toEqual(["Asha", "binod", "Chandra"]);
    expect(names(sortLeads(leads, { key: "preferredTime", dir: "asc" }))).toEqual(["binod", "Asha", "Chandra"]);
    expect(names(sortLeads(leads, { key: "city", dir: "desc" }))).toEqual(["Asha", "binod", "Chandra"]);
    expect(names(sortLeads(leads, null))).toEqual(["Asha", "binod", "Chandra"]);
  });
});
