import type { Config } from "../config";
import { type Database, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { loadReferenceData } from "./reference/load";

/** Opens the configured database, migrates it and loads reference data. */
export async function prepareDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await loadReferenceData(database.db);
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
