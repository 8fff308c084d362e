import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";
import type { TtlCache } from "./ttl-cache";

/** The PostgreSQL channel instances tell each other what a write changed on. */
export const CACHE_CHANNEL = "bihe_public_cache";

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
type Scope = readonly string[] | "all";

/** How long to wait before listening again after the connection was lost (doubling up to a minute). */
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

/**
 * Drops the shared public answers a write changed (lib/public-cache-scope.ts) on every instance:
 * here at once, and on the instances on the same PostgreSQL server through NOTIFY, which each
 * listens for on a connection of its own, so the writer's next read is fresh wherever the proxy
 * sends it (within the moment the notice takes to arrive, a few milliseconds). An instance that
 * lost its listening connection may have missed notices: it drops everything when it listens
 * again. On the embedded database there is one process, and nothing to tell.
 */
export class CacheInvalidation {
  private readonly id = randomUUID();
  private listener: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private cache: TtlCache<unknown>,
    private database: Pick<Database, "db" | "kind" | "url">,
    private log: Log,
  ) {}

  /** Starts listening (PostgreSQL only); resolves once LISTEN is in place, fails if it cannot be. */
  async start(): Promise<void> {
    if (this.database.kind !== "postgres" || !this.database.url) return;
    await this.listen(0);
  }

  /** Drops `scope` here and tells the other instances; resolves once the notice is sent. */
  async drop(scope: Scope): Promise<void> {
    this.apply(scope);
    if (this.database.kind !== "postgres" || (scope !== "all" && scope.length === 0)) return;
    const payload = JSON.stringify({ from: this.id, scope });
    // A scope too long for a notice (8,000 bytes) drops everything elsewhere.
    const sent = payload.length < 7_900 ? payload : JSON.stringify({ from: this.id, scope: "all" });
    await this.database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${sent})`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  private apply(scope: Scope) {
    if (scope === "all") this.cache.clear();
    else this.cache.invalidate(scope);
  }

  private async listen(attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.database.url, application_name: "bihe cache notices" });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err }, "cache notices: connection lost, listening again");
      this.scheduleListen(1);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      try {
        const { from, scope } = JSON.parse(message.payload) as { from: string; scope: Scope };
        if (from !== this.id) this.apply(scope);
      } catch {
        this.cache.clear();
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      // At start the app does not come up without it; later it keeps trying.
      if (attempt === 0) throw err;
      this.scheduleListen(attempt + 1);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    // Notices sent while nobody listened are lost: what they named may be stale here.
    if (attempt > 0) this.cache.clear();
  }

  /** Listens again after a wait (`attempt` counts from 1 and lengthens the wait). */
  private scheduleListen(attempt: number) {
    if (this.stopped) return;
    const wait = RETRY_MS[Math.min(attempt - 1, RETRY_MS.length - 1)];
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen(attempt);
    }, wait);
    this.retry.unref();
  }
}
