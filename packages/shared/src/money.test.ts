import { describe, expect, it } from "vitest";
import { formatRs, groupNepali } from "./money";

describe("formatRs", () => {
  it.each([
    [0, "Rs. 0"],
    [5, "Rs. 5"],
    [999, "Rs. 999"],
    [1000, "Rs. 1,000"],
    [15000, "Rs. 15,000"],
    [99999, "Rs. 99,999"],
    [120000, "Rs. 1,20,000"],
    [1234567, "Rs. 12,34,567"],
    [10000000, "Rs. 1,00,00,000"],
    [123456789, "Rs. 12,34,56,789"],
  ])("%d -> %s", (n, s) => expect(formatRs(n)).toBe(s));

  it("never shows decimals", () => {
    expect(formatRs(1999.5)).toBe("Rs. 2,000");
    expect(formatRs(1000.4)).toBe("Rs. 1,000");
    expect(formatRs(120000.49)).not.toContain(".4");
  });

  it("shows missing amounts as zero", () => {
    expect(formatRs(null)).toBe("Rs. 0");
    expect(formatRs(undefined)).toBe("Rs. 0");
    expect(formatRs(Number.NaN)).toBe("Rs. 0");
  });

  it("puts the sign before the currency", () => {
    expect(formatRs(-120000)).toBe("-Rs. 1,20,000");
  });

  it("groups digits in the Nepali way", () => {
    expect(groupNepali("1")).toBe("1");
    expect(groupNepali("12345")).toBe("12,345");
    expect(groupNepali("123456")).toBe("1,23,456");
  });
});
