import fs from "node:fs";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

type ProjectTest = NonNullable<TestProjectInlineConfiguration["test"]>;

/**
 * The PostgreSQL pass (`npm test` with TEST_DATABASE_URL) runs only the API tests whose subject is the
 * database itself, where a server can behave otherwise than the embedded PGlite: SQL a planner or a version
 * may treat differently (the listing, its triggers and indexes, injection), transactions and crash safety,
 * and races, where parallel requests really overlap on a server and take turns on PGlite (unique
 * constraints, versions, caps and quotas counted in SQL, claims with SKIP LOCKED, the statement timeout,
 * several app instances on one database). Every other API test checks a rule of the app that runs the same
 * on both, so it runs once, on PGlite.
 */
export const POSTGRES_SUBJECTS = [
  // SQL: the listing's query, triggers, price bands and the pages the bench seeds.
  "listing.test.ts",
  "listing-types.test.ts",
  "available-on.test.ts",
  "aggregates.test.ts",
  "price-band.test.ts",
  "injection.test.ts",
  "admin-scale.test.ts",
  "bench.test.ts",
  // Transactions and crash safety.
  "crash.test.ts",
  "vendor-changes.test.ts",
  "typed-changes.test.ts",
  "typed-edit.test.ts",
  // Races, locks and counters kept in SQL.
  "concurrency.test.ts",
  "calendar-race.test.ts",
  // A quotation's parallel creates make one version; parallel sends one card and one email.
  "quotations.test.ts",
  "bookings-race.test.ts",
  "bookings.test.ts",
  // Installment reminders claimed once across instances.
  "reminders.test.ts",
  "versions.test.ts",
  "customer.test.ts",
  "shortlist.test.ts",
  "reviews.test.ts",
  // Reviews from bookings: the red team's bombing is held; two invitation sweeps at once send one.
  "booked-reviews.test.ts",
  "marketplace-limits.test.ts",
  "upload-quotas.test.ts",
  "notifications.test.ts",
  // The inquiry, its lead and the booked-date notices in one transaction; parallel unlocks make one of each.
  "wedding-inquiry.test.ts",
  "notices.test.ts",
  // A lead's conversation: parallel double sends make one message; the message limit counts in SQL.
  "conversations.test.ts",
  "access.test.ts",
  "outbox.test.ts",
  "cache-scope.test.ts",
  "event-loop.test.ts",
  // The admin's queue: Nepal days as timestamptz bounds, one query with lateral lookups.
  "queue.test.ts",
  // Several instances on one database: migrations under a lock, limits counted together, caches dropped together, each email sent once.
  "migrations-once.test.ts",
  "fleet-limits.test.ts",
  "fleet-cache.test.ts",
  "fleet-outbox.test.ts",
];

const serverSrc = path.join(import.meta.dirname, "apps/server/src");
const serverTests = fs
  .readdirSync(serverSrc, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"));
for (const name of POSTGRES_SUBJECTS) {
  // A renamed or moved test must not silently leave the PostgreSQL pass.
  if (!serverTests.some((file) => path.basename(file) === name)) {
    throw new Error(`vitest.config.ts: POSTGRES_SUBJECTS names ${name}, which is no test file of apps/server/src`);
  }
}

const onPostgres = process.env.TEST_DB === "postgres";

const api: ProjectTest = {
  name: "api",
  // On PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL, as scripts/test.mjs runs it): the subjects above.
  include: onPostgres
    ? POSTGRES_SUBJECTS.map((name) => `apps/server/src/**/${name}`)
    : ["apps/server/src/**/*.test.ts"],
  environment: "node",
  // The demo's pictures, encoded once for the whole run (seed/images.ts).
  env: { SEED_IMAGE_CACHE: path.join(import.meta.dirname, ".tmp/seed-images") },
  globalSetup: ["apps/server/test/global-setup.ts"],
  // A worker imports the app once for all its files (each builds its own apps on its own
  // database): importing it per file took 200 s of each pass. So what an app keeps belongs
  // to the app, never to its module (decision 0025).
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Each API test file gets its own database; two workers suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      { test: api },
    ],
  },
});
