import { lt } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

/** A key's fixed window: what it counted and how long until the window ends. */
export type Window = { count: number; resetInMs: number };

/**
 * Fixed-window counters that every rate limit and sign-in limit counts in (docs/decisions/0031):
 * in process memory for the embedded database (one process by construction), in PostgreSQL when
 * the app runs on a server, so that instances behind one proxy count together (a limit of 5 is 5
 * for the whole fleet, not 5 per instance). Each change is one atomic statement, so parallel
 * requests on several instances cannot all read "4" and all pass.
 */
export interface Counters {
  /** Adds `points` (negative to give back) to `key`'s window, opening one of `windowMs` if none is open. */
  add(key: string, points: number, windowMs: number): Promise<Window>;
  /** The open window of `key`, or a zero count. */
  get(key: string): Promise<Window>;
  /** Sets `key` to `count` in a window of `windowMs` from now, whatever was there. */
  set(key: string, count: number, windowMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Stops background work (the store's clean-up); called when the app closes. */
  stop(): void;
}

/** Past this many keys the expired go first, then the oldest: a flood of addresses cannot grow the process. */
const MAX_KEYS = 100_000;

export class MemoryCounters implements Counters {
  private windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private now: () => number = Date.now) {}

  private open(key: string, now: number) {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  }

  async add(key: string, points: number, windowMs: number): Promise<Window> {
    const now = this.now();
    let w = this.open(key, now);
    if (!w) {
      this.prune(now);
      w = { count: 0, resetAt: now + windowMs };
    }
    w.count += points;
    // Re-inserted, so the map's order is the order of last use: the first keys are the stalest.
    this.windows.delete(key);
    this.windows.set(key, w);
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async get(key: string): Promise<Window> {
    const now = this.now();
    const w = this.open(key, now);
    return w ? { count: w.count, resetInMs: w.resetAt - now } : { count: 0, resetInMs: 0 };
  }

  async set(key: string, count: number, windowMs: number): Promise<void> {
    const now = this.now();
    this.prune(now);
    this.windows.delete(key);
    this.windows.set(key, { count, resetAt: now + windowMs });
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  stop(): void {}

  private prune(now: number) {
    if (this.windows.size < MAX_KEYS) return;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    for (const k of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS * 0.9) break;
      this.windows.delete(k);
    }
  }
}

/** Expired windows are deleted this often (one statement per instance). */
const CLEAN_EVERY_MS = 5 * 60_000;

/**
 * The counters in the `rate_limits` table, through rate-limiter-flexible's Drizzle store: its
 * upsert adds to a window that is open or opens a new one in one statement.
 */
export class PostgresCounters implements Counters {
  private store: RateLimiterAbstract;
  private cleaner: NodeJS.Timeout;

  constructor(private db: Db) {
    this.store = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      // Limits are decided by the callers; the store only counts.
      points: Number.MAX_SAFE_INTEGER,
      duration: 60,
      keyPrefix: "",
      // Its own clean-up timer outlives the app; ours stops with it.
      clearExpiredByTimeout: false,
    });
    this.cleaner = setInterval(() => {
      this.db
        .delete(rateLimits)
        .where(lt(rateLimits.expire, new Date()))
        .catch(() => {});
    }, CLEAN_EVERY_MS).unref();
  }

  async add(key: string, points: number, windowMs: number): Promise<Window> {
    const res = await this.store.penalty(key, points, { customDuration: windowMs / 1000 });
    return { count: res.consumedPoints, resetInMs: res.msBeforeNext };
  }

  async get(key: string): Promise<Window> {
    const res = await this.store.get(key);
    return res ? { count: res.consumedPoints, resetInMs: res.msBeforeNext } : { count: 0, resetInMs: 0 };
  }

  async set(key: string, count: number, windowMs: number): Promise<void> {
    await this.store.set(key, count, windowMs / 1000);
  }

  async delete(key: string): Promise<void> {
    await this.store.delete(key);
  }

  stop(): void {
    clearInterval(this.cleaner);
  }
}

/** Shared counters on a PostgreSQL server, this process's own on the embedded database. */
export function createCounters(database: { kind: "pglite" | "postgres"; db: Db }): Counters {
  return database.kind === "postgres" ? new PostgresCounters(database.db) : new MemoryCounters();
}
