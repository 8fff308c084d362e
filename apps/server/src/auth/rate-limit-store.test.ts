import { describe, expect, it, vi } from "vitest";
import { MemoryCounters } from "../lib/counters";
import { appRateLimitStorage } from "./rate-limit-store";

const rule = { window: 60, max: 3 };

describe("Better Auth's rate-limit counts, one store per app", () => {
  it("allows max requests in a window, then refuses with the seconds left, and allows again after it", async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const store = appRateLimitStorage(new MemoryCounters());
      for (let i = 0; i < 3; i++) expect((await store.consume("ip|/sign-in/email", rule)).allowed).toBe(true);
      vi.setSystemTime(20_000);
      expect(await store.consume("ip|/sign-in/email", rule)).toEqual({ allowed: false, retryAfter: 40 });
      vi.setSystemTime(60_001);
      expect((await store.consume("ip|/sign-in/email", rule)).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts per key and per store: another app's sign-ins are not this one's", async () => {
    const one = appRateLimitStorage(new MemoryCounters());
    const other = appRateLimitStorage(new MemoryCounters());
    for (let i = 0; i < 3; i++) await one.consume("a", rule);
    expect((await one.consume("a", rule)).allowed).toBe(false);
    expect((await one.consume("b", rule)).allowed).toBe(true);
    expect((await other.consume("a", rule)).allowed).toBe(true);
  });
});
