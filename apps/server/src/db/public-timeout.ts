import { sql } from "drizzle-orm";
import PQueue from "p-queue";
import { AppError } from "../lib/errors";
import type { Db, DbOrTx } from "./client";

/**
 * Public reads (listing, featured, vendor page) run under a statement timeout (docs/decisions/0011; how: 0012, item 7),
 * so no query a stranger can shape holds the database for seconds: PostgreSQL cancels the
 * statement and the request answers 503 with a message, never a hung worker or a 500.
 *
 * On PostgreSQL they run on a second pool whose connections start with `statement_timeout` set
 * (a startup parameter, see db/client.ts): one round trip per read. Its wait for a free connection is
 * bounded by the same time (a flood answers 503 instead of queueing without end). Wrapping each read in
 * BEGIN / SET LOCAL / COMMIT instead made four round trips of one, and at 10 concurrent requests
 * those cost more than the listing's own query (docs/performance.md). Writes and migrations use
 * the main pool and keep no timeout.
 *
 * With a timeout other than the pool's, `SET LOCAL` inside a transaction scopes it to these statements.
 *
 * The embedded PGlite (PostgreSQL compiled to WASM, in this process) cannot cancel a running statement
 * (no timer signals: `set statement_timeout = 50` and then `select pg_sleep(1)` runs the whole second),
 * so no timeout is set there. Its public reads take turns instead (embeddedReads), and one that waited for its
 * turn longer than the timeout answers 503 without running.
 */
export const PUBLIC_STATEMENT_TIMEOUT_MS = 2_000;
export const PUBLIC_TIMEOUT_MESSAGE = "This took too long to load. Please try again in a moment.";

/**
 * PGlite runs every statement on this process's JavaScript thread, and its lock hands the database from
 * one waiting statement to the next without returning to the event loop: ten concurrent listing requests
 * ran back to back while a sign-in, an inquiry or /api/health waited behind all of them (its p99 141-176 ms
 * during the bench's random-filter flood at 5,000 vendors; 24 ms with the turns, docs/performance.md). So on
 * PGlite a public read waits in this queue, one at a time, and starts after a turn of the event loop: between
 * two reads the server reads its sockets and any other statement gets into the database first.
 */
const embeddedReads = new WeakMap<Db, PQueue>();

/**
 * Makes public reads through `db` (a PGlite handle) take turns (see embeddedReads). A read's `run` must
 * not start another public read and wait for it: that one would wait for the turn `run` holds.
 */
export function queueEmbeddedReads(db: Db): void {
  embeddedReads.set(db, new PQueue({ concurrency: 1 }));
}

/** For each database handle, a handle on connections that already run under a statement timeout. */
const timedReaders = new WeakMap<Db, { reader: Db; ms: number }>();

/** Registers `reader` (its connections start with `statement_timeout = ms`) for reads through `db`. */
export function useTimedReader(db: Db, reader: Db, ms: number): void {
  timedReaders.set(db, { reader, ms });
}

export async function withPublicTimeout<T>(
  db: Db,
  run: (db: DbOrTx) => Promise<T>,
  { ms = PUBLIC_STATEMENT_TIMEOUT_MS, message = PUBLIC_TIMEOUT_MESSAGE }: { ms?: number; message?: string } = {},
): Promise<T> {
  try {
    const queue = embeddedReads.get(db);
    if (queue) {
      const queuedAt = performance.now();
      return await queue.add(async () => {
        // The timeout PGlite cannot put on the statement is put on the wait: under a flood a read that
        // waited its whole budget answers 503 at once (without a turn of the event loop, so a backlog of
        // them drains at once) instead of lengthening the queue behind it.
        if (performance.now() - queuedAt > ms) throw new AppError(503, "TIMEOUT", message);
        await new Promise((resolve) => setImmediate(resolve));
        return run(db);
      });
    }
    const timed = timedReaders.get(db);
    if (timed && timed.ms === ms) return await run(timed.reader);
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(ms))}`));
      return run(tx);
    });
  } catch (err) {
    if (isPublicReadTimeout(err)) throw new AppError(503, "TIMEOUT", message);
    throw err;
  }
}

/** node-postgres's pool, when no connection became free within `connectionTimeoutMillis`. */
const POOL_WAIT_TIMED_OUT = "timeout exceeded when trying to connect";

/**
 * PostgreSQL's query_canceled (57014), or the public pool's wait for a connection timing out, on the
 * error or its causes (drizzle wraps driver errors).
 */
function isPublicReadTimeout(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  )
    if (e.code === "57014" || e.message === POOL_WAIT_TIMED_OUT) return true;
  return false;
}
