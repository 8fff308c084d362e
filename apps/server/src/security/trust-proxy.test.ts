import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { PAIR_FAILURES } from "../auth/sign-in-limits";
import { createUser } from "../auth/users";
import type { TrustProxy } from "../lib/trust-proxy";

/**
 * Behind a proxy, the address a per-address limit counts is the one the proxy saw, never one a
 * client wrote into its own X-Forwarded-For: with TRUST_PROXY=1 (or the proxy's address) it is the
 * entry the proxy appended. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
const PROXY = "10.0.0.1";

describe.each<[string, TrustProxy]>([
  ["one hop (TRUST_PROXY=1 or true)", 1],
  ["the proxy's address (TRUST_PROXY=10.0.0.0/8)", ["10.0.0.0/8"]],
])("trusting %s", (_, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, trustProxy });
  });
  afterAll(() => t.close());

  const signInThroughProxy = (email: string, client: string, forged: string) =>
    t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "wrong-password" },
      remoteAddress: PROXY,
      // What nginx's `proxy_add_x_forwarded_for` sends: the client's own header, then the address it saw.
      headers: { "x-forwarded-for": `${forged}, ${client}` },
    });

  it("a client that writes a new X-Forwarded-For each time is still limited by its real address", async () => {
    const email = `xff-${Date.now()}-${Math.random()}@test.bihe`;
    await createUser(t.app, { email, password: "right-pass-1", role: "customer" });
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_FAILURES + 3; i++)
      statuses.push((await signInThroughProxy(email, "203.0.113.7", `198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(PAIR_FAILURES).fill(401), 429, 429, 429]);
    // Another client behind the same proxy is its own address, not the proxy's.
    const other = await signInThroughProxy(email, "203.0.113.8", "198.51.100.1");
    expect(other.statusCode, other.body).toBe(401);
  });
});

describe("trusting no proxy (TRUST_PROXY=false)", () => {
  it("ignores X-Forwarded-For: the connection's address is the client's", async () => {
    const t = await createTestApp({ rateLimits: true, trustProxy: false });
    try {
      const email = `noproxy-${Date.now()}@test.bihe`;
      await createUser(t.app, { email, password: "right-pass-1", role: "customer" });
      const statuses: number[] = [];
      for (let i = 0; i < PAIR_FAILURES + 1; i++) {
        const res = await t.request({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email, password: "wrong-password" },
          remoteAddress: "203.0.113.9",
          headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});
