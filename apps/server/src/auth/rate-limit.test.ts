import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

/**
 * Sends n requests to one auth endpoint; `vary` gives each its body and client IP. Returns the
 * statuses, after checking that a refusal is a 429 with a message and nothing is a 5xx.
 */
async function burst(url: string, n: number, vary: (i: number) => { payload: object; ip: string }) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const { payload, ip } = vary(i);
    const res = await t.request({ method: "POST", url, payload, remoteAddress: ip });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 429) expect(res.json().error.message).toMatch(/too many/i);
    statuses.push(res.statusCode);
  }
  return statuses;
}
let ipBlock = 0;
/** A fresh /24 per test, so the limits of one test never bleed into another. */
const ips = () => {
  const block = ++ipBlock;
  return (i: number) => `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
};
const limitedAfter = (statuses: number[], allowed: number) => {
  expect(statuses.slice(0, allowed).filter((s) => s === 429)).toEqual([]);
  expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
};

describe("auth rate limits: per email, whatever the IP", () => {
  it("sign-in: 10 free failures for one email from many IPs, then a wait (never a lock-out, see security/auth-limits)", async () => {
    const ip = ips();
    const statuses = await burst("/api/auth/sign-in/email", 12, (i) => ({
      payload: { email: "target@test.bihe", password: `guess-${i}` },
      ip: ip(i),
    }));
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    limitedAfter(statuses, 10);
    // The spelling of the address does not open a new allowance.
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "  TARGET@test.bihe ", password: "x" },
      remoteAddress: "10.250.0.1",
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("sign-up: 5 a minute for one email from different IPs", async () => {
    const ip = ips();
    const statuses = await burst("/api/auth/sign-up/email", 7, (i) => ({
      payload: { name: "", email: "one@test.bihe", password: "secret123", role: "vendor" },
      ip: ip(i),
    }));
    limitedAfter(statuses, 5);
  });

  it("code verification: 10 a minute for one email from different IPs", async () => {
    const ip = ips();
    const statuses = await burst("/api/auth/email-otp/verify-email", 12, (i) => ({
      payload: { email: "codes@test.bihe", otp: "123456" },
      ip: ip(i),
    }));
    limitedAfter(statuses, 10);
  });

  it("password-reset code checks: 10 a minute for one email from different IPs", async () => {
    const ip = ips();
    const statuses = await burst("/api/auth/email-otp/check-verification-otp", 12, (i) => ({
      payload: { email: "reset-codes@test.bihe", otp: "123456", type: "forget-password" },
      ip: ip(i),
    }));
    limitedAfter(statuses, 10);
  });

  it("code sending: 5 a minute for one email from different IPs (verification and reset)", async () => {
    const ip = ips();
    limitedAfter(
      await burst("/api/auth/email-otp/send-verification-otp", 7, (i) => ({
        payload: { email: "spam@test.bihe", type: "email-verification" },
        ip: ip(i),
      })),
      5,
    );
    limitedAfter(
      await burst("/api/auth/email-otp/request-password-reset", 7, (i) => ({
        payload: { email: "spam@test.bihe" },
        ip: ip(i + 100),
      })),
      5,
    );
  });
});

describe("auth rate limits: per IP, whatever the email", () => {
  it("sign-in: 10 a minute from one IP", async () => {
    const ip = ips()(0);
    const statuses = await burst("/api/auth/sign-in/email", 12, (i) => ({
      payload: { email: `spray${i}@test.bihe`, password: "guess" },
      ip,
    }));
    limitedAfter(statuses, 10);
  });

  it("sign-up: 5 a minute from one IP", async () => {
    const ip = ips()(0);
    const statuses = await burst("/api/auth/sign-up/email", 8, (i) => ({
      payload: { name: "", email: `bulk${i}@test.bihe`, password: "secret123", role: "vendor" },
      ip,
    }));
    limitedAfter(statuses, 5);
  });

  it("code verification: 10 a minute from one IP", async () => {
    const ip = ips()(0);
    const statuses = await burst("/api/auth/email-otp/verify-email", 12, (i) => ({
      payload: { email: `many${i}@test.bihe`, otp: "123456" },
      ip,
    }));
    limitedAfter(statuses, 10);
  });

  it("code sending: 5 a minute from one IP", async () => {
    const ip = ips()(0);
    const statuses = await burst("/api/auth/email-otp/request-password-reset", 7, (i) => ({
      payload: { email: `flood${i}@test.bihe` },
      ip,
    }));
    limitedAfter(statuses, 5);
  });

  it("is counted before the body is read: past the limit, a malformed or oversized body is a 429 too", async () => {
    const ip = ips()(0);
    limitedAfter(
      await burst("/api/auth/sign-in/email", 10, (i) => ({ payload: { email: `r${i}@test.bihe`, password: "p" }, ip })),
      10,
    );
    for (const payload of ['{"email":', JSON.stringify({ email: "a@b.co", padding: "x".repeat(700_000) })]) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { "content-type": "application/json" },
        payload,
        remoteAddress: ip,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBe(429);
      expect(res.json().error.message).toMatch(/too many/i);
    }
    // Better Auth's own limit on password changes (3 in 10 seconds), before the body too.
    const other = ips()(0);
    const changes = await burst("/api/auth/change-password", 4, () => ({ payload: {}, ip: other }));
    limitedAfter(changes, 3);
  });

  it("another IP is not held back by one that hit its limit", async () => {
    const ip = ips()(0);
    await burst("/api/auth/sign-in/email", 11, (i) => ({ payload: { email: `x${i}@test.bihe`, password: "p" }, ip }));
    const other = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "fresh@test.bihe", password: "p" },
      remoteAddress: ips()(0),
    });
    expect(other.statusCode).toBe(401);
  });
});
