import type { Config } from "../config";
import { type Database, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { withMigrationLock } from "./migration-lock";
import { loadReferenceData } from "./reference/load";

/** Migrates an open database and loads the reference data, once at a time across instances. */
export async function migrateDatabase(database: Database, databaseUrl?: string): Promise<void> {
  const work = async () => {
    await runMigrations(database);
    await loadReferenceData(database.db);
  };
  // PGlite has one process by construction (the data-dir lock); PostgreSQL may have a fleet.
  if (database.kind === "postgres" && databaseUrl) await withMigrationLock(databaseUrl, work);
  else await work();
}

/** Opens the configured database, migrates it and loads reference data. */
export async function prepareDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database, config.databaseUrl);
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
