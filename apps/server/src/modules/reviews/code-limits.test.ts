/**
 * Review-code limits (docs/decisions/0019, with the rules of decision 0010): per IP, per address and IP, and per
 * address a spacing that a stranger can stretch to a minute at most, never a lockout.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, HOST, ORIGIN, type TestApp } from "../../../test/harness";
import { CODE_LIMITS, ReviewCodeLimits } from "./code-limits";

const refused = (fn: () => void): number | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { retryAfter: number }).retryAfter;
  }
};

describe("ReviewCodeLimits", () => {
  it("a stranger asking codes for your address from many IPs makes you wait a minute at most", () => {
    const limits = new ReviewCodeLimits();
    const now = 1_000_000;
    for (let i = 0; i < CODE_LIMITS.perEmail.free; i++) limits.take("victim@test.bihe", `10.0.0.${i}`, now + i);
    // Past the free ones: the owner, from their own IP, waits for the spacing, not the hour.
    const wait = refused(() => limits.take("victim@test.bihe", "192.168.1.1", now + 10));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused(() => limits.take("victim@test.bihe", "192.168.1.1", now + 10 + 60_000))).toBeNull();
    // Another address is not affected at all.
    expect(refused(() => limits.take("someone-else@test.bihe", "10.0.0.1", now + 20))).toBeNull();
  });

  it("per address and IP: 3 in 10 minutes; per IP: 10 an hour", () => {
    const limits = new ReviewCodeLimits();
    const now = 5_000_000;
    for (let i = 0; i < CODE_LIMITS.perEmailIp.max; i++) limits.take("a@test.bihe", "10.1.1.1", now + i);
    expect(refused(() => limits.take("a@test.bihe", "10.1.1.1", now + 5))).toBeGreaterThan(0);
    expect(refused(() => limits.take("a@test.bihe", "10.1.1.1", now + CODE_LIMITS.perEmailIp.windowMs + 5))).toBeNull();
    const ipLimits = new ReviewCodeLimits();
    for (let i = 0; i < CODE_LIMITS.perIp.max; i++) ipLimits.take(`p${i}@test.bihe`, "10.2.2.2", now + i);
    expect(refused(() => ipLimits.take("new@test.bihe", "10.2.2.2", now + 20))).toBeGreaterThan(60);
    expect(refused(() => ipLimits.take("new@test.bihe", "10.2.2.3", now + 20))).toBeNull();
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
