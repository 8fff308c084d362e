import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { REVIEW_LIMIT_PER_IP } from "../reviews/routes";
import { UNLOCK_LIMIT_PER_IP, UNLOCK_LIMIT_PER_PHONE } from "./routes";

let t: TestApp;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  vendorId = (await approvedVendor(t, "Limited Studio")).vendorId;
});
afterAll(() => t.close());

const unlock = (phone: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/vendors/${vendorId}/unlock`,
    remoteAddress: ip,
    headers: { host: "localhost:3000", origin: "http://localhost:3000" },
    payload: { name: "Buyer", phone },
  });

describe("public write rate limits", () => {
  it("limits contact unlocks per phone, whatever the address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UNLOCK_LIMIT_PER_PHONE.max; i++)
      statuses.push((await unlock("9801234567", `10.0.0.${i + 1}`)).statusCode);
    expect(statuses.slice(0, UNLOCK_LIMIT_PER_PHONE.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits contact unlocks per address, whatever the phone", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UNLOCK_LIMIT_PER_IP.max; i++)
      statuses.push((await unlock(`98100000${String(i).padStart(2, "0")}`, "10.9.9.9")).statusCode);
    expect(statuses.slice(0, UNLOCK_LIMIT_PER_IP.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits reviews per address, with a message", async () => {
    const statuses: number[] = [];
    let last: { error?: { message?: string } } = {};
    for (let i = 0; i <= REVIEW_LIMIT_PER_IP.max; i++) {
      // Each a different signed-in customer (one identity would only edit its own review).
      const { cookie } = await t.login("customer");
      const res = await t.app.inject({
        method: "POST",
        url: `/api/vendors/${vendorId}/reviews`,
        remoteAddress: "10.7.7.7",
        headers: { host: "localhost:3000", origin: "http://localhost:3000", cookie },
        payload: { name: `Guest ${i}`, rating: 5 },
      });
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses.slice(0, REVIEW_LIMIT_PER_IP.max).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last.error?.message).toMatch(/too many requests/i);
  });
  // The per-vendor hold of issue 13 is now the burst hold of issue 15 (modules/reviews/reviews.test.ts).
});
