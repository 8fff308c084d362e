import { describe, expect, it } from "vitest";
import {
  ANY_DAY,
  allowedStatusMoves,
  canMoveStatus,
  cityFromMunicipality,
  clientFormSchema,
  collapseContactDays,
  expandContactDays,
  nextSort,
  REQUIRED_FIELDS_MESSAGE,
  remainingAmount,
  valleyClassification,
  visibleEvents,
  WEEK_DAYS,
} from "./leads";

describe("collapseContactDays", () => {
  it("collapses all seven days to 'Any day'", () => {
    expect(collapseContactDays([...WEEK_DAYS])).toBe(ANY_DAY);
    expect(collapseContactDays([...WEEK_DAYS].reverse())).toBe("Any day");
  });
  it("keeps fewer days in week order and drops unknown values", () => {
    expect(collapseContactDays(["Friday", "Monday", "Funday"])).toBe("Monday, Friday");
    expect(collapseContactDays([])).toBe("");
    expect(collapseContactDays(WEEK_DAYS.slice(0, 6))).toBe("Sunday, Monday, Tuesday, Wednesday, Thursday, Friday");
  });
  it("expands the stored text back", () => {
    expect(expandContactDays("Any day")).toEqual([...WEEK_DAYS]);
    expect(expandContactDays("Monday, Friday")).toEqual(["Monday", "Friday"]);
    expect(expandContactDays(null)).toEqual([]);
  });
});

describe("valleyClassification", () => {
  it("is Inside Valley when every location is a valley city", () => {
    expect(valleyClassification([{ city: "Kathmandu" }, { city: "Lalitpur" }])).toBe("Inside Valley");
    expect(valleyClassification([{ city: "Patan" }, { city: "bhaktapur" }, { city: " Kirtipur " }])).toBe(
      "Inside Valley",
    );
  });
  it("is Outside Valley when none is", () => {
    expect(valleyClassification([{ city: "Pokhara" }, { city: "Chitwan" }])).toBe("Outside Valley");
  });
  it("is Mixed with one of each", () => {
    expect(valleyClassification([{ city: "Kathmandu" }, { city: "Pokhara" }])).toBe("Mixed");
  });
  it("reads municipality names and ignores locations without a city", () => {
    expect(valleyClassification([{ city: "Lalitpur Metropolitan City" }, { city: null }])).toBe("Inside Valley");
    expect(valleyClassification([{ city: "" }, {}])).toBeNull();
    expect(valleyClassification([{ city: "Kathmandus" }])).toBe("Outside Valley");
  });
  it("strips the municipality type", () => {
    expect(cityFromMunicipality("Kathmandu Metropolitan City")).toBe("Kathmandu");
    expect(cityFromMunicipality("Bharatpur Metropolitan City")).toBe("Bharatpur");
    expect(cityFromMunicipality("Kirtipur Municipality")).toBe("Kirtipur");
    expect(cityFromMunicipality("Khandbari Municipality")).toBe("Khandbari");
    expect(cityFromMunicipality("Dhulikhel")).toBe("Dhulikhel");
  });
});

describe("visibleEvents", () => {
  const ev = (eventName: string) => ({ eventName });
  it("hides the other events when Wedding (Both Sides) is present", () => {
    expect(visibleEvents([ev("Bride Mehendi"), ev("Wedding (Both Sides)"), ev("Reception (Groom Side)")])).toEqual([
      ev("Wedding (Both Sides)"),
    ]);
  });
  it("shows every event otherwise", () => {
    const list = [ev("Engagement"), ev("Wedding (Bride Side)")];
    expect(visibleEvents(list)).toEqual(list);
  });
});

describe("remainingAmount", () => {
  it("is total minus advance and never negative", () => {
    expect(remainingAmount(120000, 30000)).toBe(90000);
    expect(remainingAmount(10000, 25000)).toBe(0);
    expect(remainingAmount(null, undefined)).toBe(0);
  });
});

describe("nextSort", () => {
  it("cycles ascending, descending, none", () => {
    const a = nextSort(null, "client");
    expect(a).toEqual({ key: "client", dir: "asc" });
    const b = nextSort(a, "client");
    expect(b).toEqual({ key: "client", dir: "desc" });
    expect(nextSort(b, "client")).toBeNull();
  });
  it("starts ascending on another column", () => {
    expect(nextSort({ key: "client", dir: "desc" }, "city")).toEqual({ key: "city", dir: "asc" });
  });
});

describe("status moves", () => {
  it("goes forward through the pipeline and to won or lost", () => {
    expect(canMoveStatus("inquiry", "called")).toBe(true);
    expect(canMoveStatus("called", "quotation_sent")).toBe(true);
    expect(canMoveStatus("quotation_sent", "won")).toBe(true);
    expect(canMoveStatus("quotation_sent", "lost")).toBe(true);
    expect(canMoveStatus("called", "won")).toBe(true);
  });
  it("goes back, and reopens won or lost leads", () => {
    expect(canMoveStatus("called", "inquiry")).toBe(true);
    expect(canMoveStatus("won", "quotation_sent")).toBe(true);
    expect(canMoveStatus("lost", "inquiry")).toBe(true);
  });
  it("refuses staying put and switching won and lost directly", () => {
    expect(canMoveStatus("won", "lost")).toBe(false);
    expect(canMoveStatus("lost", "won")).toBe(false);
    expect(canMoveStatus("called", "called")).toBe(false);
    expect(allowedStatusMoves("inquiry")).toEqual(["called", "quotation_sent", "won", "lost"]);
  });
});

describe("clientFormSchema", () => {
  const valid = {
    name: "Sita Sharma",
    number: "9812345678",
    inquiryDate: "2025-11-20",
    preferredContactDays: [...WEEK_DAYS],
    preferredContactTime: "10:30 AM",
    locations: [{ locationType: "bride_side", city: "Kathmandu" }],
    events: [{ eventName: "Wedding (Both Sides)", eventDate: "2026-01-15", startTime: "9:00 AM" }],
  };
  it("accepts a complete form and applies defaults", () => {
    const r = clientFormSchema.parse(valid);
    expect(r.events[0]).toMatchObject({ numberOfPhotographer: 1, numberOfVideographer: 1, drone: false });
    expect(r.whatsappNumber).toBeNull();
  });
  it.each(["name", "number", "inquiryDate"])("requires %s with the spec's message", (field) => {
    const r = clientFormSchema.safeParse({ ...valid, [field]: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(REQUIRED_FIELDS_MESSAGE);
    const missing = clientFormSchema.safeParse({ ...valid, [field]: undefined });
    expect(missing.error?.issues[0].message).toBe(REQUIRED_FIELDS_MESSAGE);
  });
  it("needs at least one location and one event", () => {
    expect(clientFormSchema.safeParse({ ...valid, locations: [] }).success).toBe(false);
    expect(clientFormSchema.safeParse({ ...valid, events: [] }).success).toBe(false);
  });
  it("refuses a bad location type, a bad time and a non-http map link", () => {
    expect(clientFormSchema.safeParse({ ...valid, locations: [{ locationType: "moon" }] }).success).toBe(false);
    expect(clientFormSchema.safeParse({ ...valid, preferredContactTime: "25:00" }).success).toBe(false);
    expect(
      clientFormSchema.safeParse({
        ...valid,
        locations: [{ locationType: "event_venue", googleMapsLink: "javascript:alert(1)" }],
      }).success,
    ).toBe(false);
  });
});
