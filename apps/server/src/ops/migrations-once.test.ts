import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEEDS_POSTGRES, onPostgres, scratchDatabase } from "../../test/postgres";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { prepareDatabase } from "../db/setup";

/**
 * Instances started at the same moment on an empty PostgreSQL database all come up: migrations
 * and reference data run under an advisory lock (db/migration-lock.ts), so the second waits and
 * then finds them done instead of applying them again (a duplicate-key failure without it).
 */
const root = path.resolve(import.meta.dirname, "../../../..");

async function startUp(databaseUrl: string) {
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: databaseUrl, RATE_LIMITS: "false" } as NodeJS.ProcessEnv);
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  const health = await app.inject({ method: "GET", url: "/api/health" });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { health: health.statusCode, close };
}

/** `npm run migrate` as a deploy runs it: its own process, its exit code and output. */
function migrateCommand(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/scripts/migrate.ts")], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: databaseUrl },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe.skipIf(!onPostgres)("migrations on a fleet", () => {
  it("two instances started at once on an empty database both come up, every time", async () => {
    for (let round = 0; round < 4; round++) {
      const scratch = await scratchDatabase({ migrated: false });
      try {
        const started = await Promise.allSettled([startUp(scratch.url), startUp(scratch.url)]);
        const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
        expect(failures, `round ${round + 1}`).toEqual([]);
        for (const s of started) if (s.status === "fulfilled") expect(s.value.health).toBe(200);
        await Promise.all(started.map((s) => s.status === "fulfilled" && s.value.close()));
      } finally {
        await scratch.drop();
      }
    }
  }, 120_000);

  it("npm run migrate migrates an empty database while an instance starts on it", async () => {
    const scratch = await scratchDatabase({ migrated: false });
    try {
      const [command, instance] = await Promise.all([migrateCommand(scratch.url), startUp(scratch.url)]);
      expect(command.code, command.output).toBe(0);
      expect(command.output).toMatch(/Migrated bihe_fleet_\w+ in \d+ ms/);
      expect(instance.health).toBe(200);
      await instance.close();
      // Run again on a migrated database: nothing to do, and still a success.
      const again = await migrateCommand(scratch.url);
      expect(again.code, again.output).toBe(0);
      const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: scratch.url } as NodeJS.ProcessEnv);
      const database = await prepareDatabase(config);
      const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from provinces`);
      expect(rows[0].n).toBe(7);
      await database.close();
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

describe.skipIf(onPostgres)("migrations on a fleet (PGlite pass)", () => {
  it.skip(`${NEEDS_POSTGRES}; the embedded database has one process by its data-dir lock`, () => {});
});
