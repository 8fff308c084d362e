import { describe, expect, it } from "vitest";
import { calibratedMultiplier } from "./cpu-calibration.mjs";

describe("calibratedMultiplier", () => {
  it("gives the calculator's anchor points", () => {
    expect(calibratedMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calibratedMultiplier(1533)).toBeCloseTo(4, 2);
    expect(calibratedMultiplier(1300)).toBe(3);
    expect(calibratedMultiplier(800)).toBe(2);
    expect(calibratedMultiplier(150)).toBe(1);
  });

  it("is continuous where its pieces meet and grows with the host's speed", () => {
    expect(calibratedMultiplier(1299.999)).toBeCloseTo(3, 3);
    expect(calibratedMultiplier(799.999)).toBeCloseTo(2, 3);
    let last = 0;
    for (let index = 50; index <= 2500; index += 10) {
      const m = calibratedMultiplier(index);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
  });

  it("never speeds a host up, and refuses a missing index", () => {
    expect(calibratedMultiplier(100)).toBe(1);
    expect(() => calibratedMultiplier(undefined)).toThrow(/BenchmarkIndex/);
    expect(() => calibratedMultiplier(0)).toThrow(/BenchmarkIndex/);
  });
});
