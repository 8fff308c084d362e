import { describe, expect, it } from "vitest";
import { retryLaterMessage, waitOf, waitWords } from "./wait";

describe("the wait named to someone refused", () => {
  it.each([
    [0, "1 minute"],
    [1, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
    [89 * 60, "89 minutes"],
    [90 * 60, "2 hours"],
    [5 * 3600 - 1, "5 hours"],
    [24 * 3600, "24 hours"],
  ])("%i s -> %s (never shorter than the wait)", (seconds, words) => {
    expect(waitWords(seconds)).toBe(words);
    const { n, unit } = waitOf(seconds);
    expect(n * (unit === "hour" ? 3600 : 60)).toBeGreaterThanOrEqual(seconds);
  });

  it("names the wait in a rate limit's message", () => {
    expect(retryLaterMessage(420)).toBe("Too many requests. Please try again in 7 minutes.");
  });
});
