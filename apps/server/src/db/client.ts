import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import { PUBLIC_STATEMENT_TIMEOUT_MS, queueEmbeddedReads, useTimedReader } from "./public-timeout";
import * as schema from "./schema";

/** Both drivers share this type: queries are written once (see docs/decisions/0001). */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The PGlite instance (embedded only), for dumps and backups. */
  pglite?: PGlite;
  /** The server's address (PostgreSQL only), for connections of their own (LISTEN, advisory locks). */
  url?: string;
};

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Public reads (listing, vendor page...) on connections that start with the statement timeout
    // set, so a timed read is one round trip (no BEGIN / SET LOCAL / COMMIT around it). Without
    // parallel workers: each read is a few index scans, and under concurrent requests two workers
    // per query fight the other requests for the same cores (a 2 ms count took 17 ms that way).
    const publicPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      statement_timeout: PUBLIC_STATEMENT_TIMEOUT_MS,
      // A read waits for a connection no longer than it may run (see db/public-timeout.ts).
      connectionTimeoutMillis: PUBLIC_STATEMENT_TIMEOUT_MS,
      options: "-c max_parallel_workers_per_gather=0",
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    for (const p of [pool, publicPool])
      p.on("error", (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    await pool.query("select 1");
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    useTimedReader(db, drizzlePg(publicPool, { schema, casing: "snake_case" }), PUBLIC_STATEMENT_TIMEOUT_MS);
    return {
      db,
      kind: "postgres",
      url: opts.databaseUrl,
      close: async () => {
        await Promise.all([pool.end(), publicPool.end()]);
      },
    };
  }
  let release = async () => {};
  let client = opts.pglite;
  if (!client) {
    if (!opts.dataDir) throw new Error("dataDir is required for the embedded database");
    const dir = path.join(opts.dataDir, "db");
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    client = await PGlite.create(dir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Db;
  queueEmbeddedReads(db);
  return {
    db,
    kind: "pglite",
    pglite,
    close: async () => {
      await pglite.close();
      await release();
    },
  };
}
