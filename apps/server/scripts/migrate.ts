// npm run migrate
// The release step of a deploy: applies the migrations and loads the reference data, then exits,
// so instances of the new version start on a migrated database. Safe to run while instances
// start or serve: on PostgreSQL it waits for the same advisory lock they migrate under.
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { DataDirLockedError } from "../src/db/lock";
import { migrateDatabase } from "../src/db/setup";

const config = loadConfig();
try {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database, config.databaseUrl);
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) || "PostgreSQL" : config.dataDir;
  console.log(`Migrated ${where} in ${Date.now() - started} ms`);
} catch (err) {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
}
