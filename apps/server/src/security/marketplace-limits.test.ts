/**
 * Issue 13 item 3 (marketplace): limits cannot be used to lock someone else out.
 * - The per-phone unlock limit counts only unlocks that went through: calls about vendors that
 *   do not exist cannot fill a stranger's phone.
 * (The per-vendor review hold became issue 15's burst hold: modules/reviews/*.test.ts.)
 * Runs on PGlite and PostgreSQL.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNLOCK_LIMIT_PER_IP, UNLOCK_LIMIT_PER_PHONE } from "../modules/marketplace/routes";
import { approvedVendor } from "../../test/fixtures";
import { createTestApp, HOST, ORIGIN, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: "POST", url, remoteAddress: ip, headers: { host: HOST, origin: ORIGIN }, payload });

describe("per-phone unlock limit", () => {
  it("calls about vendors that do not exist do not count against the phone", async () => {
    const { vendorId } = await approvedVendor(t, "Phone Limit Studio");
    const victim = "9807654321";
    // More bogus calls than the phone's whole window, from several addresses (each under its own limit).
    for (let i = 0; i < UNLOCK_LIMIT_PER_PHONE.max + 5; i++) {
      const ip = `10.1.${Math.floor(i / (UNLOCK_LIMIT_PER_IP.max - 1))}.1`;
      const res = await post(`/api/vendors/${crypto.randomUUID()}/unlock`, { name: "X", phone: victim }, ip);
      expect(res.statusCode).toBe(404);
    }
    const real = await post(`/api/vendors/${vendorId}/unlock`, { name: "Owner", phone: victim }, "10.1.99.1");
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().promoCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it("successful unlocks still fill the window", async () => {
    const { vendorId } = await approvedVendor(t, "Phone Limit Studio Two");
    const statuses: number[] = [];
    for (let i = 0; i <= UNLOCK_LIMIT_PER_PHONE.max; i++)
      statuses.push(
        (await post(`/api/vendors/${vendorId}/unlock`, { name: "B", phone: "9801112223" }, `10.2.${i}.1`)).statusCode,
      );
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
