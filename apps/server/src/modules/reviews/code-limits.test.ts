/**
 * Review-code limits (docs/decisions/0019, with the rules of decision 0010): per IP, per address and IP, and per
 * address a spacing that a stranger can stretch to a minute at most, never a lockout.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, HOST, ORIGIN, type TestApp } from "../../../test/harness";
import { MemoryCounters } from "../../lib/counters";
import { CODE_LIMITS, ReviewCodeLimits } from "./code-limits";

/** Limits on a clock the test moves: `at(ms).take(...)` asks at that moment. */
function limitsOnClock() {
  let now = 0;
  const limits = new ReviewCodeLimits(new MemoryCounters(() => now));
  return {
    take: (email: string, ip: string, at: number) => {
      now = at;
      return limits.take(email, ip);
    },
  };
}

const refused = async (asked: Promise<void>): Promise<number | null> => {
  try {
    await asked;
    return null;
  } catch (err) {
    return (err as { retryAfter: number }).retryAfter;
  }
};

describe("ReviewCodeLimits", () => {
  it("a stranger asking codes for your address from many IPs makes you wait a minute at most", async () => {
    const limits = limitsOnClock();
    const now = 1_000_000;
    for (let i = 0; i < CODE_LIMITS.perEmail.free; i++) await limits.take("victim@test.bihe", `10.0.0.${i}`, now + i);
    // Past the free ones: the owner, from their own IP, waits for the spacing, not the hour.
    const wait = await refused(limits.take("victim@test.bihe", "192.168.1.1", now + 10));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused(limits.take("victim@test.bihe", "192.168.1.1", now + 10 + 60_000))).toBeNull();
    // Another address is not affected at all.
    expect(await refused(limits.take("someone-else@test.bihe", "10.0.0.1", now + 20))).toBeNull();
  });

  it("per address and IP: 3 in 10 minutes; per IP: 10 an hour", async () => {
    const limits = limitsOnClock();
    const now = 5_000_000;
    for (let i = 0; i < CODE_LIMITS.perEmailIp.max; i++) await limits.take("a@test.bihe", "10.1.1.1", now + i);
    expect(await refused(limits.take("a@test.bihe", "10.1.1.1", now + 5))).toBeGreaterThan(0);
    expect(await refused(limits.take("a@test.bihe", "10.1.1.1", now + CODE_LIMITS.perEmailIp.windowMs + 5))).toBeNull();
    const ipLimits = limitsOnClock();
    for (let i = 0; i < CODE_LIMITS.perIp.max; i++) await ipLimits.take(`p${i}@test.bihe`, "10.2.2.2", now + i);
    expect(await refused(ipLimits.take("new@test.bihe", "10.2.2.2", now + 20))).toBeGreaterThan(60);
    expect(await refused(ipLimits.take("new@test.bihe", "10.2.2.3", now + 20))).toBeNull();
  });
});

describe("the code route with limits on", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it("answers 429 with Retry-After past the per-address-and-IP limit", async () => {
    const v = await approvedVendor(t, "Limited Code Studio");
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/reviews/email-code",
        remoteAddress: "10.9.9.9",
        headers: { host: HOST, origin: ORIGIN },
        payload: { vendorId: v.vendorId, email: "limited@test.bihe" },
      });
    for (let i = 0; i < CODE_LIMITS.perEmailIp.max; i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
