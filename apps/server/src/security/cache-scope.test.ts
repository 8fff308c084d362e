/**
 * One vendor cannot keep everyone's listing uncached, and no public query can
 * hold the database for seconds.
 * - A write drops only the shared answers it can change: a pending vendor's writes drop none, an
 *   approved vendor's writes (and reviews of it) drop the answers showing that vendor, an admin's
 *   write drops all.
 * - Public reads run under a statement timeout; a cancelled statement answers 503 with a message.
 *   On PGlite, which cannot cancel one, they take turns so other statements do not wait for a flood.
 * Runs on PGlite and PostgreSQL (the lock-based timeout check needs a second connection, so it
 * runs on PostgreSQL; PGlite cannot interrupt a running statement at all, see db/public-timeout.ts).
 */
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { approvedVendor, completeApplication, kathmandu } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { PUBLIC_TIMEOUT_MESSAGE, withPublicTimeout } from "../db/public-timeout";
import { vendorProfiles } from "../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Listing = { bands: { vendors: { id: string; companyName: string }[] }[] };
const names = async (query = "") => {
  const res = await t.request({ url: `/api/vendors${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Listing).bands.flatMap((b) => b.vendors.map((v) => v.companyName));
};
const rename = (id: string, companyName: string) =>
  t.app.db.update(vendorProfiles).set({ companyName }).where(eq(vendorProfiles.id, id));
const driveLink = (cookie: string) =>
  t.request({
    method: "PUT",
    url: "/api/vendor/drive-link",
    cookie,
    payload: { googleDriveLink: "https://drive.google.com/drive/folders/abc" },
  });

/** A vendor who has applied and waits for review. */
async function pendingVendor(name: string) {
  const login = await t.login("vendor");
  const submitted = await t.request({
    method: "POST",
    url: "/api/vendor/application",
    cookie: login.cookie,
    payload: completeApplication(await kathmandu(t), name),
  });
  expect(submitted.statusCode).toBe(200);
  const [{ id }] = await t.app.db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, login.userId));
  return { ...login, vendorId: id };
}

describe("cache scope", () => {
  it("a vendor's write drops only the cached answers showing that vendor", async () => {
    const alpha = await approvedVendor(t, "Alpha Cache Studio");
    const bravo = await approvedVendor(t, "Bravo Cache Studio");
    const pending = await pendingVendor("Pending Cache Studio");

    // The clock stands still from here, so no answer expires by its 5 s age on a slow machine:
    // whatever changes below is the writes' doing.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // Warm two answers: the whole listing (Alpha and Bravo) and a search showing only Bravo.
    expect(await names()).toEqual(expect.arrayContaining(["Alpha Cache Studio", "Bravo Cache Studio"]));
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio"]);
    // Changed behind the cache's back: the cached answers still show the old name.
    await rename(bravo.vendorId, "Bravo Cache Studio Renamed");
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio"]);

    // A pending vendor's writes, however many, drop nothing anyone is served.
    for (let i = 0; i < 3; i++) expect((await driveLink(pending.cookie)).statusCode).toBe(200);
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio"]);
    expect(await names()).toContain("Bravo Cache Studio");

    // Alpha's write drops the answers showing Alpha (the whole listing), not the Bravo search.
    expect((await driveLink(alpha.cookie)).statusCode).toBe(200);
    expect(await names()).toContain("Bravo Cache Studio Renamed");
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio"]);

    // A review of Bravo drops the answers showing Bravo.
    const review = await t.request({
      method: "POST",
      url: `/api/vendors/${bravo.vendorId}/reviews`,
      payload: { name: "Guest", rating: 5 },
      cookie: (await t.login("customer")).cookie,
    });
    expect(review.statusCode).toBe(201);
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio Renamed"]);

    // An admin's write drops everything.
    await rename(bravo.vendorId, "Bravo Cache Studio Again");
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio Renamed"]);
    const admin = await t.login("admin");
    const status = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${alpha.vendorId}/status`,
      cookie: admin.cookie,
      payload: { status: "approved" },
    });
    expect(status.statusCode).toBe(200);
    expect(await names("?q=Bravo")).toEqual(["Bravo Cache Studio Again"]);
  });
});

describe("a vendor's page, shared like the listing", () => {
  /** The page's company name, or the status code when it is not a 200. */
  const pageName = async (id: string, cookie?: string) => {
    const res = await t.request({ url: `/api/vendors/${id}`, cookie });
    return res.statusCode === 200 ? (res.json() as { companyName: string }).companyName : res.statusCode;
  };

  it("is one answer for a burst, dropped by that vendor's write, and a 404 to strangers however its owner loaded it", async () => {
    const carol = await approvedVendor(t, "Carol Page Studio");
    const pending = await pendingVendor("Pending Page Studio");
    const pendingId = pending.vendorId;

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect(await pageName(carol.vendorId)).toBe("Carol Page Studio");
    // Changed behind the cache's back: the API and the HTML page are drawn from the shared answer.
    await rename(carol.vendorId, "Carol Page Studio Renamed");
    expect(await pageName(carol.vendorId)).toBe("Carol Page Studio");
    expect((await t.request({ url: `/vendor/${carol.vendorId}` })).body).not.toContain("Renamed");
    // The vendor's own write drops it: its next read sees the change.
    expect((await driveLink(carol.cookie)).statusCode).toBe(200);
    expect(await pageName(carol.vendorId)).toBe("Carol Page Studio Renamed");
    // And it lives five seconds at most.
    await rename(carol.vendorId, "Carol Page Studio Again");
    vi.setSystemTime(Date.now() + 5_001);
    expect(await pageName(carol.vendorId)).toBe("Carol Page Studio Again");

    // A pending page loaded (and so cached) by its owner is still checked on every request.
    expect(await pageName(pendingId, pending.cookie)).toBe("Pending Page Studio");
    expect(await pageName(pendingId)).toBe(404);
    expect(await pageName(pendingId, (await t.login("vendor")).cookie)).toBe(404);
    expect(await pageName(pendingId, (await t.login("customer")).cookie)).toBe(404);
    expect((await t.request({ url: `/vendor/${pendingId}` })).statusCode).toBe(404);
    expect(await pageName(pendingId, (await t.login("admin")).cookie)).toBe("Pending Page Studio");
    const own = await t.request({ url: `/api/vendors/${pendingId}`, cookie: pending.cookie });
    expect(own.headers["cache-control"]).toBe("private, no-store");
    // An unknown vendor is not kept: a flood of made-up ids cannot fill the cache.
    const before = t.app.publicCache.size;
    for (let i = 0; i < 20; i++) expect(await pageName(crypto.randomUUID())).toBe(404);
    expect(t.app.publicCache.size).toBeLessThanOrEqual(before);
  });
});

describe("statement timeout on public reads", () => {
  it("runs public reads with a statement timeout and turns a cancelled statement into a 503", async () => {
    const setting = await withPublicTimeout(
      t.app.db,
      async (tx) => (await tx.execute(sql`show statement_timeout`)).rows,
    );
    // PGlite cannot cancel a running statement, so none is set there (its reads take turns instead).
    expect(setting).toEqual([{ statement_timeout: t.app.database.kind === "postgres" ? "2s" : "0" }]);
    // A statement cancelled by the timeout (PostgreSQL's query_canceled) becomes a clear 503.
    const cancelled = withPublicTimeout(t.app.db, (tx) =>
      tx.execute(
        sql.raw(
          `do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$`,
        ),
      ),
    );
    await expect(cancelled).rejects.toMatchObject({ statusCode: 503, message: PUBLIC_TIMEOUT_MESSAGE });
    // Outside the helper no timeout is set (writes and migrations keep none).
    expect((await t.app.db.execute(sql`show statement_timeout`)).rows).toEqual([{ statement_timeout: "0" }]);
  });

  // PostgreSQL runs public reads side by side on their own pool; this is PGlite's way.
  it.skipIf(process.env.TEST_DB === "postgres")(
    "on PGlite, public reads take turns, and a statement from elsewhere waits for one of them, not for all",
    async () => {
      let running = 0;
      let peak = 0;
      const done: string[] = [];
      const read = (i: number) =>
        withPublicTimeout(t.app.db, async (db) => {
          running++;
          peak = Math.max(peak, running);
          await db.execute(sql`select pg_sleep(0.02)`);
          running--;
          done.push(`read ${i}`);
        });
      const reads = Array.from({ length: 10 }, (_, i) => read(i));
      // As /api/health, a sign-in or an inquiry would, once the reads are waiting.
      await new Promise((resolve) => setImmediate(resolve));
      const other = t.app.db.execute(sql`select 1`).then(() => done.push("other"));
      await Promise.all([...reads, other]);
      expect(peak).toBe(1);
      expect(done.indexOf("other")).toBeLessThanOrEqual(2);
      expect(done.filter((d) => d.startsWith("read"))).toEqual(Array.from({ length: 10 }, (_, i) => `read ${i}`));
    },
  );

  it.skipIf(process.env.TEST_DB === "postgres")(
    "on PGlite, a public read that waited for its turn longer than the timeout answers 503 without running",
    async () => {
      const ms = 50;
      const slow = withPublicTimeout(t.app.db, (db) => db.execute(sql`select pg_sleep(0.2)`), { ms });
      let ran = false;
      const late = withPublicTimeout(
        t.app.db,
        async () => {
          ran = true;
        },
        { ms },
      );
      await expect(late).rejects.toMatchObject({ statusCode: 503, message: PUBLIC_TIMEOUT_MESSAGE });
      expect(ran).toBe(false);
      await slow;
      // With the database free again, the next read runs.
      await expect(withPublicTimeout(t.app.db, async () => "ran", { ms })).resolves.toBe("ran");
    },
  );

  it.skipIf(process.env.TEST_DB !== "postgres")(
    "on PostgreSQL, a vendor page that waits for a free connection longer than the timeout answers 503",
    async () => {
      const { vendorId } = await approvedVendor(t, "Busy Pool Studio");
      // Every connection of the public reads' pool (10) held for 2.4 s, no one statement past the 2 s timeout.
      const held = Array.from({ length: 10 }, () =>
        withPublicTimeout(t.app.db, (db) =>
          db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(1.2)`);
            await tx.execute(sql`select pg_sleep(1.2)`);
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const page = await t.request({ url: `/api/vendors/${vendorId}` });
      const took = Date.now() - started;
      expect(page.statusCode, page.body).toBe(503);
      expect(page.json().error.message).toBe(PUBLIC_TIMEOUT_MESSAGE);
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(3_000);
      await Promise.all(held);
      expect((await t.request({ url: `/api/vendors/${vendorId}` })).statusCode).toBe(200);
    },
  );

  it("on PostgreSQL, a listing or vendor page stuck behind a lock answers 503 within the timeout while the server keeps answering", async () => {
    if (t.app.database.kind !== "postgres") {
      // PGlite runs in this process and cannot interrupt a statement (no timer signals in WASM);
      // a second connection to hold a lock does not exist there either. Nothing more to check.
      expect(t.app.database.kind).toBe("pglite");
      return;
    }
    const { vendorId } = await approvedVendor(t, "Locked Studio");
    const url = (await t.app.db.execute(sql`select current_database() as db`)).rows[0] as { db: string };
    const base = new URL(process.env.TEST_DATABASE_URL as string);
    base.pathname = `/${url.db}`;
    const locker = new pg.Client({ connectionString: base.toString() });
    await locker.connect();
    try {
      await locker.query("begin");
      // The tables the listing and the vendor page read (cards and search rows are kept beside the profile).
      await locker.query("lock table vendor_profiles, listing_search, listing_cards in access exclusive mode");
      const started = Date.now();
      const [listing, page, health] = await Promise.all([
        t.request({ url: "/api/vendors?q=nothing-cached-here" }),
        t.request({ url: `/api/vendors/${vendorId}` }),
        (async () => {
          const s = Date.now();
          const res = await t.request({ url: "/api/health" });
          return { status: res.statusCode, ms: Date.now() - s };
        })(),
      ]);
      const took = Date.now() - started;
      expect(listing.statusCode, listing.body).toBe(503);
      expect(listing.json().error.message).toMatch(/too long/i);
      expect(page.statusCode, page.body).toBe(503);
      expect(page.json().error.message).toBe(PUBLIC_TIMEOUT_MESSAGE);
      expect(took).toBeLessThan(5_000);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1_000);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    expect((await t.request({ url: `/api/vendors/${vendorId}` })).statusCode).toBe(200);
  });
});
