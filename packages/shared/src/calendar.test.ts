import { describe, expect, it } from "vitest";
import {
  AD_MAX,
  AD_MIN,
  addBsMonths,
  adToBs,
  adWeekday,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  bsMonthDays,
  bsMonthGrid,
  bsToAd,
  formatAd,
  formatBs,
  isProvisionalBsYear,
  todayBs,
} from "./calendar";
import { nepalDateTime, todayAdInNepal } from "./nepal-clock";

describe("BS calendar anchors", () => {
  it.each([
    ["2025-04-14", { year: 2082, month: 1, day: 1 }],
    ["2026-11-17", { year: 2083, month: 8, day: 1 }],
    ["2026-11-22", { year: 2083, month: 8, day: 6 }],
    ["2026-04-14", { year: 2083, month: 1, day: 1 }],
    ["2026-11-30", { year: 2083, month: 8, day: 14 }],
    ["2026-12-01", { year: 2083, month: 8, day: 15 }],
    ["2024-04-13", { year: 2081, month: 1, day: 1 }],
  ])("%s = %o", (ad, bs) => {
    expect(adToBs(ad)).toEqual(bs);
    expect(bsToAd(bs)).toBe(ad);
  });

  it("round-trips every day of 2080-2090 BS, one AD day apart each", () => {
    let previous: string | null = null;
    let count = 0;
    for (let year = 2080; year <= 2090; year++) {
      for (let month = 1; month <= 12; month++) {
        const days = bsMonthDays(year, month);
        expect(days).toBeGreaterThanOrEqual(29);
        expect(days).toBeLessThanOrEqual(32);
        for (let day = 1; day <= days; day++) {
          const ad = bsToAd({ year, month, day });
          expect(adToBs(ad)).toEqual({ year, month, day });
          if (previous) {
            const gap = (Date.parse(`${ad}T00:00:00Z`) - Date.parse(`${previous}T00:00:00Z`)) / 86_400_000;
            expect(gap).toBe(1);
          }
          previous = ad;
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(365 * 11 - 5);
  });

  it("does not depend on the process time zone", () => {
    const before = process.env.TZ;
    try {
      for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = tz;
        expect(adToBs("2026-11-22")).toEqual({ year: 2083, month: 8, day: 6 });
        expect(bsToAd({ year: 2083, month: 8, day: 15 })).toBe("2026-12-01");
      }
    } finally {
      process.env.TZ = before;
    }
  });
});

describe("BS calendar helpers", () => {
  it("names the twelve months in English and Nepali", () => {
    expect(BS_MONTHS.map((m) => m.en)).toEqual([
      "Baishakh",
      "Jestha",
      "Asar",
      "Shrawan",
      "Bhadra",
      "Ashwin",
      "Kartik",
      "Mangsir",
      "Poush",
      "Magh",
      "Falgun",
      "Chaitra",
    ]);
    expect(BS_MONTHS[0]!.ne).toBe("बैशाख");
    expect(BS_MONTHS[7]!.ne).toBe("मंसिर");
    expect(BS_MONTHS[11]!.ne).toBe("चैत");
  });

  it("covers 1976-2100 BS and marks 2084 on as provisional", () => {
    expect(BS_MIN_YEAR).toBe(1976);
    expect(BS_MAX_YEAR).toBe(2100);
    expect(AD_MIN < AD_MAX).toBe(true);
    expect(isProvisionalBsYear(2083)).toBe(false);
    expect(isProvisionalBsYear(2084)).toBe(true);
    expect(isProvisionalBsYear(2100)).toBe(true);
  });

  it("rejects invalid input with RangeError", () => {
    expect(() => adToBs("2026-02-30")).toThrow(RangeError);
    expect(() => adToBs("22/11/2026")).toThrow(RangeError);
    expect(() => adToBs("1900-01-01")).toThrow(RangeError);
    expect(() => bsToAd({ year: 2083, month: 8, day: 30 })).toThrow(RangeError);
    expect(() => bsToAd({ year: 2083, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => bsMonthDays(2101, 1)).toThrow(RangeError);
  });

  it("formats BS and AD dates", () => {
    expect(formatBs({ year: 2083, month: 8, day: 15 })).toBe("15 Mangsir 2083");
    expect(formatBs("2026-12-01")).toBe("15 Mangsir 2083");
    expect(formatBs("2026-12-01", "ne")).toBe("१५ मंसिर २०८३");
    expect(formatBs(null)).toBe("");
    expect(formatBs("garbage")).toBe("");
    expect(formatAd("2026-12-01")).toBe("1 Dec 2026");
  });

  it("gives Nepal's date whatever the clock's zone", () => {
    // 2026-11-21 18:30 UTC is already 2026-11-22 00:15 in Kathmandu.
    expect(todayAdInNepal(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    expect(todayAdInNepal(new Date("2026-11-21T18:00:00Z"))).toBe("2026-11-21");
    // An evening in UTC is already the next morning in Nepal: date and time both move.
    expect(nepalDateTime("2026-01-15T20:00:00Z")).toEqual({ ad: "2026-01-16", hhmm: "01:45" });
    expect(nepalDateTime(new Date("2026-01-15T03:00:00Z"))).toEqual({ ad: "2026-01-15", hhmm: "08:45" });
    expect(todayBs(new Date("2026-11-21T18:30:00Z"))).toEqual({ year: 2083, month: 8, day: 6 });
  });

  it("moves between months and clamps to the range", () => {
    expect(addBsMonths(2083, 12, 1)).toEqual({ year: 2084, month: 1 });
    expect(addBsMonths(2083, 1, -1)).toEqual({ year: 2082, month: 12 });
    expect(addBsMonths(2083, 8, 24)).toEqual({ year: 2085, month: 8 });
    expect(addBsMonths(BS_MAX_YEAR, 12, 1)).toEqual({ year: BS_MAX_YEAR, month: 12 });
    expect(addBsMonths(BS_MIN_YEAR, 1, -1)).toEqual({ year: BS_MIN_YEAR, month: 1 });
  });

  it("lays a month out in 42 cells starting on Sunday", () => {
    const grid = bsMonthGrid(2083, 8);
    expect(grid).toHaveLength(42);
    expect(adWeekday(grid[0]!.ad)).toBe(0);
    const inMonth = grid.filter((c) => c.inMonth);
    expect(inMonth).toHaveLength(bsMonthDays(2083, 8));
    expect(inMonth[0]!.ad).toBe("2026-11-17");
    // 2026-11-17 is a Tuesday: two leading cells from Kartik.
    expect(grid.findIndex((c) => c.inMonth)).toBe(2);
  });
});
