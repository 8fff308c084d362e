/**
 * Marketplace limits cannot be used to lock someone else out (docs/decisions/0010, 0018).
 * - The daily unlock cap (per couple and per IP, replacing the per-phone limit) counts
 *   only unlocks that went through: calls about vendors that do not exist cannot fill it.
 * (The per-vendor review hold is the burst hold of docs/decisions/0019: modules/reviews/*.test.ts.)
 * Runs on PGlite and PostgreSQL.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../test/fixtures";
import { createTestApp, HOST, ORIGIN, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true, unlockCaps: { perCustomer: 1, perIp: 40 } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip: string, cookie: string) =>
  t.app.inject({ method: "POST", url, remoteAddress: ip, headers: { host: HOST, origin: ORIGIN, cookie }, payload });

describe("daily unlock cap", () => {
  it("calls about vendors that do not exist leave no unlock and do not count against a couple's cap", async () => {
    const { vendorId } = await approvedVendor(t, "Cap Studio");
    const couple = await coupleWithProfile(t, "9807654321");
    // More bogus calls than the couple's whole cap (1 here), from several addresses.
    for (let i = 0; i < 5; i++) {
      const res = await post(`/api/vendors/${crypto.randomUUID()}/unlock`, {}, `10.1.${i}.1`, couple.cookie);
      expect(res.statusCode).toBe(404);
    }
    const real = await post(`/api/vendors/${vendorId}/unlock`, {}, "10.1.99.1", couple.cookie);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().promoCode).toMatch(/^[A-Z0-9]{8}$/);
  });
});
