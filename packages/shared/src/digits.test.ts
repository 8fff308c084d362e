import { describe, expect, it } from "vitest";
import { toAsciiDigits, toNepaliDigits } from "./digits";

describe("Devanagari digits", () => {
  it("reads every Devanagari digit as its ASCII digit and leaves the rest", () => {
    expect(toAsciiDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(toAsciiDigits("रु. १,२०,०००")).toBe("रु. 1,20,000");
    expect(toAsciiDigits("98४1-००")).toBe("9841-00");
    expect(toAsciiDigits("")).toBe("");
  });

  it("round-trips with toNepaliDigits", () => {
    for (const n of [0, 7, 42, 120000, 9841234567]) expect(Number(toAsciiDigits(toNepaliDigits(n)))).toBe(n);
  });
});
