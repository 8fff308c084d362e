import { describe, expect, it } from "vitest";
import { formatTime12, isTime12, parseTime12, TIME_HOURS, TIME_MINUTES, time12To24, time24To12 } from "./time";

describe("12-hour time", () => {
  it("offers hours 1-12 and minutes in 5-minute steps", () => {
    expect(TIME_HOURS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(TIME_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it("parses and formats 'h:mm AM'", () => {
    expect(parseTime12("7:05 PM")).toEqual({ hour: 7, minute: 5, period: "PM" });
    expect(parseTime12("07:30 am")).toEqual({ hour: 7, minute: 30, period: "AM" });
    expect(parseTime12("12:00 AM")).toEqual({ hour: 12, minute: 0, period: "AM" });
    expect(formatTime12({ hour: 7, minute: 5, period: "PM" })).toBe("7:05 PM");
    expect(formatTime12({ hour: 12, minute: 0, period: "AM" })).toBe("12:00 AM");
  });

  it.each(["", "13:00 PM", "0:00 AM", "7:03 PM", "7:60 AM", "19:00", "seven", null, undefined])("rejects %s", (v) => {
    expect(parseTime12(v)).toBeNull();
    expect(isTime12(v)).toBe(false);
  });

  it("converts to and from 24 hours", () => {
    expect(time12To24("12:00 AM")).toBe("00:00");
    expect(time12To24("12:30 PM")).toBe("12:30");
    expect(time12To24("7:05 PM")).toBe("19:05");
    expect(time12To24("bad")).toBeNull();
    expect(time24To12("00:00")).toBe("12:00 AM");
    expect(time24To12("12:30")).toBe("12:30 PM");
    expect(time24To12("19:07")).toBe("7:05 PM");
    expect(time24To12("24:00")).toBeNull();
  });
});
