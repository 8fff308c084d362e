import { inject } from "vitest";
import type { Config } from "../src/config";
import { onServer } from "./global-setup";
import { createTestApp, type TestApp } from "./harness";

/** True in the PostgreSQL pass (TEST_DB=postgres with a server in TEST_DATABASE_URL). */
export const onPostgres = process.env.TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;

/** Why a test that needs several instances on one PostgreSQL server does not run on PGlite. */
export const NEEDS_POSTGRES =
  "needs PostgreSQL: several instances share one database only on a server (TEST_DB=postgres with TEST_DATABASE_URL)";

let counter = 0;

/**
 * A database of its own on the test server: empty, or a copy of the migrated template of
 * global-setup.ts (`migrated: true`). `drop` removes it, whoever is still connected.
 */
export async function scratchDatabase(opts: {
  migrated: boolean;
}): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error(NEEDS_POSTGRES);
  const name = `bihe_fleet_${process.pid}_${Date.now()}_${counter++}`;
  const template = opts.migrated ? inject("postgresTemplate") : undefined;
  if (opts.migrated && !template) throw new Error("the PostgreSQL pass has no migrated template");
  await onServer(server, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(server, `drop database if exists ${name} with (force)`) };
}

/**
 * `size` app instances on one migrated database of their own, as a fleet behind one proxy runs
 * them: each has its own process state (caches, counters in memory) and shares only PostgreSQL.
 */
export async function createFleet(
  size: number,
  overrides: Partial<Config> = {},
): Promise<{ apps: TestApp[]; url: string; close: () => Promise<void> }> {
  const scratch = await scratchDatabase({ migrated: true });
  const apps: TestApp[] = [];
  try {
    for (let i = 0; i < size; i++) apps.push(await createTestApp(overrides, { databaseUrl: scratch.url }));
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    await scratch.drop();
    throw err;
  }
  return {
    apps,
    url: scratch.url,
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await scratch.drop();
    },
  };
}
