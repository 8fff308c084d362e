import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../test/fixtures";
import { createFleet, NEEDS_POSTGRES, onPostgres } from "../../test/postgres";
import { PAIR_FAILURES } from "../auth/sign-in-limits";
import { createUser } from "../auth/users";
import { CODE_LIMITS } from "../modules/reviews/code-limits";

/**
 * Two instances of the app on one PostgreSQL database, as behind a proxy: every limit counts
 * across both (lib/counters.ts), so a limit of 5 allows 5 in all, not 5 on each.
 */
describe.skipIf(!onPostgres)("rate limits on a fleet of two instances", () => {
  let fleet: Awaited<ReturnType<typeof createFleet>>;
  beforeAll(async () => {
    fleet = await createFleet(2, { rateLimits: true });
  });
  afterAll(() => fleet?.close());
  /** Instance A, B, A, B...: what a round-robin proxy does. */
  const instance = (i: number) => fleet.apps[i % 2];

  it("sign-ups from one address: 5 a minute in all, alternating between the instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await instance(i).request({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "", email: `fleet-signup-${i}@test.bihe`, password: "secret123", role: "customer" },
        remoteAddress: "10.50.0.1",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
  });

  it(`wrong passwords for one account from one address: ${PAIR_FAILURES} in all, even sent in parallel to both`, async () => {
    const email = "fleet-pair@test.bihe";
    await createUser(fleet.apps[0].app, { email, password: "right-pass-1", role: "customer" });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instance(i).request({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email, password: `wrong-${i}` },
          remoteAddress: "10.50.0.2",
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PAIR_FAILURES);
  });

  it(`review codes for one address from one IP: ${CODE_LIMITS.perEmailIp.max} in all`, async () => {
    const v = await approvedVendor(fleet.apps[0], "Fleet Code Studio");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await instance(i).request({
        method: "POST",
        url: "/api/reviews/email-code",
        payload: { vendorId: v.vendorId, email: "fleet-code@test.bihe" },
        remoteAddress: "10.50.0.3",
      });
      statuses.push(res.statusCode);
    }
    const max = CODE_LIMITS.perEmailIp.max;
    expect(statuses).toEqual([...Array(max).fill(200), ...Array(6 - max).fill(429)]);
  });
});

describe.skipIf(onPostgres)("rate limits on a fleet (PGlite pass)", () => {
  it.skip(`${NEEDS_POSTGRES}; on the embedded database the counters are the one process's own`, () => {});
});
