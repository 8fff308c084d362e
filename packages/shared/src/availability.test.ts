import { describe, expect, it } from "vitest";
import {
  adToBsParam,
  blockedDateMessage,
  bsParamToAd,
  CAPACITY_MAX,
  CAPACITY_MIN,
  DATE_PARAM_MESSAGE,
  DATE_RANGE_MAX_DAYS,
  DEFAULT_CAPACITY,
  dateState,
  daysInRange,
  overCapacityMessage,
  RANGE_ORDER_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  weddingsPerDate,
} from "./availability";
import { addDaysAd, bsMonthDays, bsToAd } from "./calendar";
import {
  bsMonthToAdSpan,
  calendarBlockSchema,
  capacitySchema,
  MONTH_PARAM_MESSAGE,
  parseBsRange,
} from "./vendor-calendar";

describe("dateState: what fills a date against the capacity", () => {
  it("free with nothing on it, few left with room, booked at or over the capacity", () => {
    expect(dateState(undefined, 1)).toBe("free");
    expect(dateState({ weddings: 0, blocked: false }, 1)).toBe("free");
    expect(dateState({ weddings: 1, blocked: false }, 1)).toBe("booked");
    expect(dateState({ weddings: 1, blocked: false }, 3)).toBe("few_left");
    expect(dateState({ weddings: 2, blocked: false }, 3)).toBe("few_left");
    expect(dateState({ weddings: 3, blocked: false }, 3)).toBe("booked");
    // Over the capacity after the vendor accepted the warning: still booked, never negative room.
    expect(dateState({ weddings: 4, blocked: false }, 3)).toBe("booked");
  });

  it("a manual block takes the whole date, whatever the capacity", () => {
    expect(dateState({ weddings: 0, blocked: true }, 1)).toBe("booked");
    expect(dateState({ weddings: 0, blocked: true }, CAPACITY_MAX)).toBe("booked");
    expect(dateState({ weddings: 1, blocked: true }, 5)).toBe("booked");
  });

  it("the default capacity is one wedding a day, within 1-50", () => {
    expect(DEFAULT_CAPACITY).toBe(1);
    expect([CAPACITY_MIN, CAPACITY_MAX]).toEqual([1, 50]);
  });
});

describe("weddingsPerDate: Won leads' events", () => {
  it("counts a lead once per date (a mehendi and a wedding on one day are one wedding)", () => {
    const counts = weddingsPerDate([
      { leadId: "a", date: "2027-01-29" },
      { leadId: "a", date: "2027-01-29" },
      { leadId: "b", date: "2027-01-29" },
    ]);
    expect(counts.get("2027-01-29")).toBe(2);
  });

  it("a multi-day wedding fills every one of its dates; events without a date fill none", () => {
    const counts = weddingsPerDate([
      { leadId: "a", date: "2027-01-28" },
      { leadId: "a", date: "2027-01-29" },
      { leadId: "a", date: "2027-01-30" },
      { leadId: "b", date: null },
    ]);
    expect([...counts.entries()]).toEqual([
      ["2027-01-28", 1],
      ["2027-01-29", 1],
      ["2027-01-30", 1],
    ]);
  });

  it("with the capacity: two leads on a capacity-2 date are booked, one leaves a slot", () => {
    const counts = weddingsPerDate([
      { leadId: "a", date: "2027-01-29" },
      { leadId: "b", date: "2027-01-29" },
      { leadId: "b", date: "2027-01-30" },
    ]);
    expect(dateState({ weddings: counts.get("2027-01-29") ?? 0, blocked: false }, 2)).toBe("booked");
    expect(dateState({ weddings: counts.get("2027-01-30") ?? 0, blocked: false }, 2)).toBe("few_left");
    expect(dateState({ weddings: counts.get("2027-01-31") ?? 0, blocked: false }, 2)).toBe("free");
  });
});

describe("the warnings", () => {
  it("names the date in BS, the weddings and the capacity, in English and Nepali", () => {
    const ad = bsToAd({ year: 2083, month: 10, day: 15 });
    expect(overCapacityMessage(ad, 1, 1)).toBe("You already have 1 wedding on 15 Magh 2083; your capacity is 1");
    expect(overCapacityMessage(ad, 3, 3)).toBe("You already have 3 weddings on 15 Magh 2083; your capacity is 3");
    expect(overCapacityMessage(ad, 1, 1, "ne")).toBe("१५ माघ २०८३ मा तपाईंसँग पहिले नै १ विवाह छ; तपाईंको क्षमता १ हो");
    expect(blockedDateMessage(ad)).toBe("You marked 15 Magh 2083 as booked");
    expect(blockedDateMessage(ad, "ne")).toMatch(/^तपाईंले १५ माघ २०८३ /);
  });
});

describe("BS dates in URLs and their ranges", () => {
  it("bsParamToAd converts a valid BS date and adToBsParam converts it back", () => {
    expect(bsParamToAd("2083-11-02")).toBe(bsToAd({ year: 2083, month: 11, day: 2 }));
    expect(adToBsParam(bsParamToAd("2083-11-02")!)).toBe("2083-11-02");
  });

  it("bsParamToAd refuses malformed, impossible and unsupported dates", () => {
    for (const bad of [
      undefined,
      null,
      20831102,
      "",
      "2083-11-2",
      "2083/11/02",
      " 2083-11-02",
      "2083-11-02 ",
      "2083-13-01",
      "2083-00-10",
      "2083-11-00",
      `2083-11-${bsMonthDays(2083, 11) + 1}`,
      "1975-12-30",
      "2101-01-01",
      "२०८३-११-०२",
      "2083-11-02T00:00",
    ]) {
      expect(bsParamToAd(bad), String(bad)).toBeNull();
    }
  });

  it("a BS month's last day and the next month's first are one AD day apart (month boundaries)", () => {
    for (const [year, month] of [
      [2083, 1],
      [2083, 9],
      [2083, 12],
      [2082, 3],
    ] as const) {
      const last = bsMonthDays(year, month);
      const end = bsParamToAd(`${year}-${String(month).padStart(2, "0")}-${last}`)!;
      const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
      expect(addDaysAd(end, 1)).toBe(bsParamToAd(next));
      const span = bsMonthToAdSpan(`${year}-${String(month).padStart(2, "0")}`)!;
      expect(span.toAd).toBe(end);
      expect(daysInRange(span.fromAd, span.toAd)).toBe(last);
    }
    expect(bsMonthToAdSpan("2083-13")).toBeNull();
    expect(bsMonthToAdSpan("2101-01")).toBeNull();
    expect(bsMonthToAdSpan("2083-1")).toBeNull();
    expect(MONTH_PARAM_MESSAGE).toMatch(/YYYY-MM$/);
  });

  it("parseBsRange: one date, a range, and what is wrong with a bad one", () => {
    const one = parseBsRange("2083-11-02", undefined);
    expect(one).toEqual({ fromAd: bsParamToAd("2083-11-02"), toAd: bsParamToAd("2083-11-02") });
    expect(parseBsRange("2083-11-30", "2083-12-02")).toEqual({
      fromAd: bsParamToAd("2083-11-30"),
      toAd: bsParamToAd("2083-12-02"),
    });
    expect(parseBsRange("2083-11-32", undefined)).toEqual({ field: "from", message: DATE_PARAM_MESSAGE });
    expect(parseBsRange("2083-11-02", "x")).toEqual({ field: "to", message: DATE_PARAM_MESSAGE });
    expect(parseBsRange("2083-11-02", "2083-11-01")).toEqual({ field: "to", message: RANGE_ORDER_MESSAGE });
    const from = bsParamToAd("2083-01-01")!;
    const longest = adToBsParam(addDaysAd(from, DATE_RANGE_MAX_DAYS - 1));
    expect(parseBsRange("2083-01-01", longest)).toEqual({
      fromAd: from,
      toAd: addDaysAd(from, DATE_RANGE_MAX_DAYS - 1),
    });
    const tooLong = adToBsParam(addDaysAd(from, DATE_RANGE_MAX_DAYS));
    expect(parseBsRange("2083-01-01", tooLong)).toEqual({ field: "to", message: RANGE_TOO_LONG_MESSAGE });
  });

  it("capacity and block schemas", () => {
    expect(capacitySchema.safeParse({ capacity: 1 }).success).toBe(true);
    expect(capacitySchema.safeParse({ capacity: 50 }).success).toBe(true);
    for (const bad of [0, 51, 1.5, "2", null]) expect(capacitySchema.safeParse({ capacity: bad }).success).toBe(false);
    expect(calendarBlockSchema.parse({ from: "2083-11-02", note: "  " }).note).toBeNull();
    expect(calendarBlockSchema.parse({ from: "2083-11-02" }).note).toBeUndefined();
    expect(calendarBlockSchema.safeParse({ from: "2083-11-02", note: "x".repeat(201) }).success).toBe(false);
  });
});
