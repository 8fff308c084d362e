import { retryLaterMessage } from "@bihe/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { REVIEW_LIMIT_PER_IP } from "../reviews/routes";
import { UNLOCK_LIMIT_PER_IP } from "./routes";

let t: TestApp;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  vendorId = (await approvedVendor(t, "Limited Studio")).vendorId;
});
afterAll(() => t.close());

let couple: Awaited<ReturnType<typeof coupleWithProfile>>;
const unlock = (ip: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/vendors/${vendorId}/unlock`,
    remoteAddress: ip,
    headers: { host: "localhost:3000", origin: "http://localhost:3000", cookie: couple.cookie },
    payload: {},
  });

describe("public write rate limits", () => {
  it("limits contact unlock requests per address (on top of the daily caps)", async () => {
    couple = await coupleWithProfile(t, "9801234567");
    const statuses: number[] = [];
    for (let i = 0; i <= UNLOCK_LIMIT_PER_IP.max; i++) statuses.push((await unlock("10.9.9.9")).statusCode);
    expect(statuses.slice(0, UNLOCK_LIMIT_PER_IP.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The refusal says how long to wait, in the header and in words (the web shows the words in Nepali too).
    const refused = await unlock("10.9.9.9");
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(UNLOCK_LIMIT_PER_IP.timeWindow / 1000);
    expect(refused.json().error).toEqual({ code: "RATE_LIMITED", message: retryLaterMessage(wait) });
    expect(refused.json().error.message).toBe("Too many requests. Please try again in 10 minutes.");
    expect((await unlock("10.9.9.10")).statusCode).toBe(200);
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
  // A per-vendor hold of reviews is the burst hold of docs/decisions/0019 (modules/reviews/reviews.test.ts).
});
