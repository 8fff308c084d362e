import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

describe("auth rate limits", () => {
  it("sign-in attempts for one email are limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "target@test.bihe", password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("code verification for one email is limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/email-otp/verify-email",
        payload: { email: "codes@test.bihe", otp: "123456" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
  });

  it("code sending for one email is limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/email-otp/send-verification-otp",
        payload: { email: "spam@test.bihe", type: "email-verification" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("sign-ups from one IP are limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "", email: `bulk${i}@test.bihe`, password: "secret123", role: "vendor" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
