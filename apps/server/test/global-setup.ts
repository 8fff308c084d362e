import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { loadReferenceData } from "../src/db/reference/load";

export const SNAPSHOT = path.resolve(import.meta.dirname, "../../../.tmp/test-db-snapshot.tar.gz");

declare module "vitest" {
  export interface ProvidedContext {
    /** In the PostgreSQL pass: a migrated database with the reference data, copied for each test app. */
    postgresTemplate?: string;
    /** The compiled server (scripts/build-server.mjs) that tests start as a process (test/server-process.ts). */
    serverMain: string;
  }
}

/**
 * Migrates one database once; every test file starts from a copy. PGlite: a dump of its data
 * dir. In the PostgreSQL pass also a template database on the server (copying it takes about a
 * tenth of migrating and loading a new one), dropped at the end.
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  // The server that tests start as a process is the compiled one production runs (built in about a second),
  // not main.ts through tsx, which compiled the server again in every process. In a folder of this run's.
  const serverDist = path.resolve(import.meta.dirname, `../dist-test-${process.pid}`);
  execFileSync(process.execPath, [
    path.resolve(import.meta.dirname, "../../../scripts/build-server.mjs"),
    "--outdir",
    serverDist,
  ]);
  project.provide("serverMain", path.join(serverDist, "main.js"));
  const removeServer = () => fs.rmSync(serverDist, { recursive: true, force: true });
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  await loadReferenceData(database.db);
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const server = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !server) return removeServer;
  const name = `bihe_template_${process.pid}_${Date.now()}`;
  await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const template = await openDatabase({ databaseUrl: url.toString() });
  await runMigrations(template);
  await loadReferenceData(template.db);
  await template.close(); // a database can be copied only while no one is connected to it
  project.provide("postgresTemplate", name);
  return async () => {
    removeServer();
    await onServer(server, `drop database if exists ${name} with (force)`);
  };
}

/** Runs one statement on the server of `url` on a connection of its own (create and drop database). */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
