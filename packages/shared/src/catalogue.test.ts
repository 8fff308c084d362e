import { describe, expect, it } from "vitest";
import {
  CANCELLATION_TIERS,
  COMBO_DEFAULT_HOURS,
  COMBO_HOURS_MAX,
  COMBO_HOURS_MIN,
  cancellationCharge,
  DEFAULT_ADDONS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_COMBO_PACKAGES,
  DEFAULT_PAYMENT_TERMS,
  EVENT_CATALOGUE,
  WEDDING_BOTH_SIDES,
} from "./catalogue";

// Spec 001 section 9, "Event catalogue": name, category, price (Rs.), hours, photographers, videographers.
const SPEC_EVENTS: [string, string, number, number, number, number][] = [
  ["Wedding (Both Sides)", "Wedding", 120000, 12, 2, 2],
  ["Wedding (Bride Side)", "Wedding", 70000, 8, 1, 1],
  ["Wedding (Groom Side)", "Wedding", 85000, 12, 1, 1],
  ["Engagement", "Wedding", 40000, 5, 1, 1],
  ["Pre-shoot + Engagement", "Wedding", 50000, 7, 1, 1],
  ["Pre/Post Photoshoot (Whole Day)", "Wedding", 40000, 8, 1, 1],
  ["Pre/Post Photoshoot (3–4 hrs)", "Wedding", 25000, 4, 1, 1],
  ["Proposal", "Wedding", 25000, 3, 1, 1],
  ["Reception (Bride Side)", "Wedding", 40000, 5, 1, 1],
  ["Reception (Groom Side)", "Wedding", 40000, 5, 1, 1],
  ["Pre-shoot + Reception", "Wedding", 55000, 7, 1, 1],
  ["Bride Mehendi", "Ritual", 35000, 4, 1, 1],
  ["Bride Haldi", "Ritual", 30000, 3, 1, 1],
  ["Groom Haldi", "Ritual", 30000, 3, 1, 1],
  ["Bride Haldi + Bride Mehendi", "Ritual", 45000, 7, 1, 1],
  ["Groom Kasar", "Ritual", 25000, 4, 1, 1],
  ["Bride Kasar", "Ritual", 25000, 4, 1, 1],
  ["Bratabandha + Reception", "Ritual", 40000, 7, 1, 1],
  ["Gunyu Cholo", "Ritual", 35000, 5, 1, 1],
  ["Pasni + Reception", "Ritual", 40000, 7, 1, 1],
  ["Chaturthi Puja", "Ritual", 25000, 3, 1, 1],
  ["Chaurasi Puja", "Ritual", 30000, 5, 1, 1],
  ["Gufa + Reception", "Ritual", 20000, 2, 1, 1],
  ["Matkor", "Ritual", 25000, 3, 1, 1],
  ["Birthday Party", "Celebration", 30000, 5, 1, 1],
  ["Anniversary Party", "Celebration", 30000, 5, 1, 1],
];

describe("event catalogue (spec 001 section 9)", () => {
  it("has the 26 events with their price, hours and staff, in the spec's order", () => {
    expect(EVENT_CATALOGUE).toHaveLength(26);
    expect(
      EVENT_CATALOGUE.map((e) => [e.name, e.category, e.price, e.hours, e.photographers, e.videographers]),
    ).toEqual(SPEC_EVENTS);
  });

  it("has unique names and counts 11 wedding, 13 ritual and 2 celebration events", () => {
    expect(new Set(EVENT_CATALOGUE.map((e) => e.name)).size).toBe(26);
    const count = (c: string) => EVENT_CATALOGUE.filter((e) => e.category === c).length;
    expect([count("Wedding"), count("Ritual"), count("Celebration")]).toEqual([11, 13, 2]);
    expect(WEDDING_BOTH_SIDES).toBe("Wedding (Both Sides)");
  });
});

describe("XITO default combo packages", () => {
  const staff = (p: (typeof DEFAULT_COMBO_PACKAGES)[number]) =>
    p.events.map((e) => [e.eventName, e.photographers, e.videographers, e.hours]);

  it("pins names, prices and events", () => {
    expect(DEFAULT_COMBO_PACKAGES.map((p) => [p.id, p.packageName, p.price])).toEqual([
      ["xito-combo-1", "XITO Combo 1", 200000],
      ["xito-combo-2", "XITO Combo 2", 240000],
      ["xito-combo-3", "XITO Combo 3", 270000],
    ]);
    expect(staff(DEFAULT_COMBO_PACKAGES[0]!)).toEqual([
      ["Bride Mehendi", 1, 1, 8],
      ["Wedding (Both Sides)", 2, 2, 8],
      ["Reception (Groom Side)", 1, 1, 8],
    ]);
    expect(staff(DEFAULT_COMBO_PACKAGES[1]!)).toEqual([
      ["Bride Haldi + Bride Mehendi", 1, 1, 8],
      ["Reception (Bride Side)", 1, 1, 8],
      ["Wedding (Both Sides)", 1, 1, 8],
      ["Reception (Groom Side)", 1, 1, 8],
    ]);
    expect(staff(DEFAULT_COMBO_PACKAGES[2]!)).toEqual([
      ["Groom Haldi", 1, 1, 8],
      ["Bride Haldi + Bride Mehendi", 1, 1, 8],
      ["Engagement", 1, 1, 8],
      ["Wedding (Both Sides)", 1, 1, 8],
      ["Reception (Groom Side)", 1, 1, 8],
    ]);
  });

  it("pins the deliverables: Combo 1 frames 2, Combos 2 and 3 frames 3, the rest alike", () => {
    const rest = {
      albums: 2,
      fullVideos: 2,
      cinematicHighlights: 1,
      instagramReels: 2,
      pendrive: 2,
      allEditedPictures: true,
    };
    expect(DEFAULT_COMBO_PACKAGES.map((p) => p.deliverables)).toEqual([
      { ...rest, frames: 2 },
      { ...rest, frames: 3 },
      { ...rest, frames: 3 },
    ]);
  });

  it("only uses catalogue events", () => {
    const names = new Set(EVENT_CATALOGUE.map((e) => e.name));
    for (const p of DEFAULT_COMBO_PACKAGES)
      for (const e of p.events) expect(names.has(e.eventName), e.eventName).toBe(true);
  });

  it("pins combo hours 1 to 24, default 8", () => {
    expect([COMBO_HOURS_MIN, COMBO_HOURS_MAX, COMBO_DEFAULT_HOURS]).toEqual([1, 24, 8]);
  });
});

describe("add-ons, payment terms, cancellation policy", () => {
  it("pins the add-on defaults (Rs.)", () => {
    expect(DEFAULT_ADDONS).toEqual({
      extraPhotographer: 15000,
      extraVideographer: 15000,
      album: 5000,
      frame: 2000,
      drone: 10000,
    });
  });

  it("pins the payment terms 30/40/30 with their descriptions, totalling 100", () => {
    expect(DEFAULT_PAYMENT_TERMS.map((t) => [t.installmentNumber, t.percentage, t.description])).toEqual([
      [1, 30, "Booking advance"],
      [2, 40, "Before event start"],
      [3, 30, "After delivery"],
    ]);
    expect(DEFAULT_PAYMENT_TERMS.reduce((s, t) => s + t.percentage, 0)).toBe(100);
  });

  it("pins the cancellation tiers: 25% at 30 days, 50% at 15, 75% at 7, 100% under 7", () => {
    expect(CANCELLATION_TIERS).toEqual([
      { minDaysBefore: 30, percentCharged: 25 },
      { minDaysBefore: 15, percentCharged: 50 },
      { minDaysBefore: 7, percentCharged: 75 },
      { minDaysBefore: 0, percentCharged: 100 },
    ]);
    expect([90, 30, 29, 15, 14, 7, 6, 0].map(cancellationCharge)).toEqual([25, 25, 50, 50, 75, 75, 100, 100]);
  });

  it("words the policy as four non-overlapping lines", () => {
    const lines = DEFAULT_CANCELLATION_POLICY.split("\n");
    expect(lines).toEqual([
      "Cancelled 30 or more days before the event: 25% of the total amount is charged.",
      "Cancelled 15 to 29 days before the event: 50% of the total amount is charged.",
      "Cancelled 7 to 14 days before the event: 75% of the total amount is charged.",
      "Cancelled less than 7 days before the event: 100% of the total amount is charged.",
    ]);
  });
});
