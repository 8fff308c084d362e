import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { loadReferenceData } from "../src/db/reference/load";

export const SNAPSHOT = path.resolve(import.meta.dirname, "../../../.tmp/test-db-snapshot.tar.gz");

/** Migrates one PGlite database once and dumps it; every test file starts from a copy. */
export default async function setup() {
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  await loadReferenceData(database.db);
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}
