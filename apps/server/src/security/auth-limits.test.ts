import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  EMAIL_FREE_FAILURES,
  EMAIL_MAX_DELAY_MS,
  PAIR_FAILURES,
  PAIR_WINDOW_MS,
  SignInLimits,
  SignInWait,
} from "../auth/sign-in-limits";
import { createUser } from "../auth/users";
import { MemoryCounters } from "../lib/counters";

/**
 * Sign-in limits (docs/decisions/0010): a limit cannot be used to lock someone else out, and the
 * sign-up 'already exists' answer costs what every sign-up costs. Runs on PGlite, and on
 * PostgreSQL with TEST_DB=postgres.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

let block = 0;
/** A fresh /24 per test, so one test's limits never reach another. */
const addresses = () => {
  const b = ++block;
  return (i: number) => `10.77.${b}.${i + 1}`;
};
const signIn = (email: string, password: string, ip: string) =>
  t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password }, remoteAddress: ip });
const signUp = (email: string, ip: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { name: "", email, password: "secret123", role: "customer" },
    remoteAddress: ip,
  });

describe("sign-in failures are limited per (email, IP) tightly and per email loosely", () => {
  it("ten wrong passwords from one address do not block the owner signing in from another", async () => {
    const email = "owner-3a@test.bihe";
    await createUser(t.app, { email, password: "right-pass-1", role: "vendor", vendorType: "banquet_hall" });
    const ip = addresses();
    const attacker = ip(0);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(email, `wrong-${i}`, attacker)).statusCode);
    // The guessing address is stopped after PAIR_FAILURES tries...
    expect(statuses).toEqual([...Array(PAIR_FAILURES).fill(401), ...Array(10 - PAIR_FAILURES).fill(429)]);
    // ...even with the right password, which it is not told about,
    expect((await signIn(email, "right-pass-1", attacker)).statusCode).toBe(429);
    // while the owner, elsewhere, signs in at once.
    const owner = await signIn(email, "right-pass-1", ip(1));
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("the same holds for an admin", async () => {
    const email = "admin-3a@test.bihe";
    await createUser(t.app, { email, password: "admin-pass-1", role: "admin" });
    const ip = addresses();
    for (let i = 0; i < 10; i++) await signIn(email, `wrong-${i}`, ip(0));
    expect((await signIn(email, "admin-pass-1", ip(1))).statusCode).toBe(200);
  });

  it("parallel guesses from one address cannot slip past the limit before the first answer", async () => {
    const email = "parallel-3a@test.bihe";
    await createUser(t.app, { email, password: "right-pass-1", role: "customer" });
    const ip = addresses()(0);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(email, `wrong-${i}`, ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PAIR_FAILURES);
  });

  it("guessing from many addresses meets a wait that grows, answered at once with Retry-After", async () => {
    const email = "spread-3a@test.bihe";
    const ip = addresses();
    for (let i = 0; i < EMAIL_FREE_FAILURES; i++) expect((await signIn(email, "wrong", ip(i))).statusCode).toBe(401);
    const started = Date.now();
    const waited = await signIn(email, "wrong", ip(EMAIL_FREE_FAILURES));
    expect(waited.statusCode).toBe(429);
    expect(waited.headers["retry-after"]).toBe("1");
    expect(waited.json().error.message).toBe("Too many sign-in attempts. Please wait 1 second and try again.");
    // Refused straight away: no connection is held open for the length of the wait.
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("the per-email wait (clock under test control)", () => {
  it("doubles from 1 s to at most a minute, and a wrong guess during the wait checks nothing", async () => {
    let now = 1_000_000;
    const limits = new SignInLimits(new MemoryCounters(() => now));
    const fail = async (ip: string) => (await limits.begin("x@test.bihe", ip))("failed");
    for (let i = 0; i < EMAIL_FREE_FAILURES; i++) await fail(`10.0.0.${i}`);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      let wait = 0;
      try {
        await limits.begin("x@test.bihe", "10.1.0.1");
      } catch (err) {
        wait = (err as SignInWait).retryAfterSeconds;
      }
      waits.push(wait);
      now += wait * 1000;
      await fail(`10.2.0.${i}`);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(EMAIL_MAX_DELAY_MS).toBe(60_000);
    // After the wait, the owner's right password gets through (and is not counted against them).
    now += 60_000;
    const settle = await limits.begin("x@test.bihe", "10.9.9.9");
    await settle("signed-in");
  });

  it("an address's own block ends with its window; a malformed attempt does not reset it", async () => {
    let now = 0;
    const limits = new SignInLimits(new MemoryCounters(() => now));
    const attempt = async (outcome: "failed" | "not-checked") =>
      (await limits.begin("y@test.bihe", "10.3.0.1"))(outcome);
    for (let i = 0; i < PAIR_FAILURES - 1; i++) await attempt("failed");
    await attempt("not-checked");
    await attempt("failed");
    await expect(limits.begin("y@test.bihe", "10.3.0.1")).rejects.toThrow(SignInWait);
    now += PAIR_WINDOW_MS;
    await expect(limits.begin("y@test.bihe", "10.3.0.1")).resolves.toBeTypeOf("function");
  });
});

describe("account enumeration through sign-up is rate-limited", () => {
  it("'already exists' answers count against the per-IP sign-up limit", async () => {
    const ip = addresses()(0);
    for (let i = 0; i < 6; i++)
      await createUser(t.app, { email: `taken-${i}@test.bihe`, password: "secret123", role: "customer" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(`taken-${i}@test.bihe`, ip)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const refused = await signUp("taken-5@test.bihe", ip);
    expect(refused.json().error.message).toMatch(/too many requests/i);
  });

  it("probes and genuine sign-ups share one allowance per IP", async () => {
    const ip = addresses()(0);
    await createUser(t.app, { email: "known-4b@test.bihe", password: "secret123", role: "customer" });
    for (let i = 0; i < 5; i++) expect((await signUp("known-4b@test.bihe", ip)).statusCode).toBe(422);
    expect((await signUp("brand-new-4b@test.bihe", ip)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await signUp("brand-new-4b@test.bihe", addresses()(0))).statusCode).toBe(200);
  });
});
