import pg from "pg";

/**
 * The key of the session-level advisory lock that instances take before migrating. Any fixed
 * number works as long as nothing else in the database uses it; this one spells "bihe-mig".
 */
export const MIGRATION_LOCK_KEY = 0x626968656d6967n;

/**
 * Runs `work` while this process holds the migration lock on the PostgreSQL server of `url`.
 * Instances started at the same moment on an empty database would otherwise create the
 * migrations table and apply the same migration twice (one fails on a duplicate key); with the
 * lock the second waits, then finds every migration applied and the reference data loaded.
 * The lock is held on one dedicated connection (a session lock belongs to its connection, and
 * the pool's connections come and go); a crash releases it with the connection.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "bihe migrations" });
  await client.connect();
  // A server restart while waiting must not crash the process with an unhandled 'error'.
  client.on("error", () => {});
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
