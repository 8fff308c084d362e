import { inject } from "vitest";
import { onServer } from "./global-setup";

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
