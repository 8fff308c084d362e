// How production runs the compiled server: `npm start` (scripts/start.mjs) and the memory bench
// (apps/server/scripts/bench-memory.mjs) both start apps/server/dist/main.js with these Node flags.
import path from "node:path";

export const SERVER_MAIN = path.resolve(import.meta.dirname, "../apps/server/dist/main.js");

/** V8's old-space limit in MB when HEAP_LIMIT_MB is not set (docs/performance.md, server memory). */
export const DEFAULT_HEAP_LIMIT_MB = 192;

/**
 * The Node flags of the server process. V8 grows its heap under allocation churn far beyond what
 * is live (a 52 MB heap held 200 MB of pages after a minute of vendor pages): a fixed old-space
 * limit makes it collect instead. The live data is bounded (the public cache by weight,
 * lib/ttl-cache.ts), so the default leaves it more than twice the room it uses.
 */
export function serverNodeArgs(env = process.env) {
  const raw = env.HEAP_LIMIT_MB ?? String(DEFAULT_HEAP_LIMIT_MB);
  const mb = Number(raw);
  if (!/^\d+$/.test(raw) || mb < 96 || mb > 65536)
    throw new Error(`HEAP_LIMIT_MB must be a whole number of megabytes from 96 to 65536 (got "${raw}").`);
  return ["--enable-source-maps", `--max-old-space-size=${mb}`];
}
