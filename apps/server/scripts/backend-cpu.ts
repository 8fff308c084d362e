import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client";

const TICK_US = 1e6 / 100; // /proc/<pid>/stat counts in clock ticks of 10 ms

/**
 * The CPU time (µs) each backend of `db`'s database has used so far, read from /proc/<pid>/stat: only
 * for PostgreSQL on this machine (on loopback or a Unix socket, where the backends' pids are this
 * machine's processes), else an empty map. PGlite runs inside the server's process, whose CPU is the
 * server's.
 */
export async function backendCpuUs(db: Db, kind: "pglite" | "postgres"): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (kind !== "postgres") return out;
  const [{ local }] = (
    await db.execute(sql`select coalesce(host(inet_server_addr()) in ('127.0.0.1', '::1'), true) as local`)
  ).rows as { local: boolean }[];
  if (!local) return out;
  const rows = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)).rows as {
    pid: number;
  }[];
  for (const { pid } of rows) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      out.set(pid, (Number(f[11]) + Number(f[12])) * TICK_US);
    } catch {} // a backend that ended since the query
  }
  return out;
}

/** CPU time (µs) the backends used between two readings of backendCpuUs (a new backend counts whole). */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let us = 0;
  for (const [pid, t] of after) us += t - (before.get(pid) ?? 0);
  return us;
}
