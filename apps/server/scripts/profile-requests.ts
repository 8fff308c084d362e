// `node --import tsx apps/server/scripts/profile-requests.ts [--n 300] [--only <substring>] [--save-urls f | --urls f]`, with
// DATABASE_URL set to a database seeded by `npm run seed:bench`: the cost of one request of each
// route and uncached listing variant, measured so that other load on the machine barely changes it
// (unlike the bench's requests per second): the server's own CPU time (process.cpuUsage), the
// database backends' CPU time (/proc/<pid>/stat of this app's connections, PostgreSQL on this
// machine), the SQL statements sent (round trips) and the answer's size. Requests run one at a time
// through app.inject (no sockets), asking for brotli as browsers do.
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/setup";
import { backendCpuSpent, backendCpuUs } from "./backend-cpu";
import { listingVariants } from "./bench-variants";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg("n") ?? 300);
const ONLY = arg("only");
/**
 * --save-urls <file> writes the uncached variants' URLs it sent; --urls <file> sends those again instead of
 * new random ones: the same requests, measured against two versions of the code (or two databases).
 */
const SAVE_URLS = arg("save-urls");
const URLS: Record<string, string[]> | null = arg("urls")
  ? JSON.parse(fs.readFileSync(arg("urls") as string, "utf8"))
  : null;
const sentUrls: Record<string, string[]> = {};
/** --cpu-prof <file>: a V8 CPU profile of the measured requests only (open it in Chrome DevTools). */
const PROFILE = arg("cpu-prof");
const inspector = PROFILE ? new Session() : null;
inspector?.connect();
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required (a database seeded with npm run seed:bench)");

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-profile-"));
const config = loadConfig(
  { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", RATE_LIMITS: "false", LOG_LEVEL: "warn" },
  { databaseUrl: url },
);
const database = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
app.get("/api/bench/static", async () => ({ ok: true, name: "static" }));
await app.ready();

const [{ id }] = (await app.db.execute(sql`select id from vendor_profiles where slug = 'bench-42'`)).rows as {
  id: string;
}[];
const variants = await listingVariants(app.db);
const cases: [string, () => string][] = [
  ["static JSON (ceiling)", () => "/api/bench/static"],
  ["listing /api/vendors (cached)", () => "/api/vendors"],
  ["vendor page /api/vendors/:id", () => `/api/vendors/${id}`],
  ...Object.entries(variants).map(([name, make]) => [`${name}, uncached`, make] as [string, () => string]),
];
const headers = { "accept-encoding": "br, gzip" };
console.log(`${URLS ? "The saved" : N} requests each, one at a time; per request:`);
console.log("| route | server CPU ms | database CPU ms | SQL statements | wall ms | bytes sent |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [name, make] of cases) {
  if (ONLY && !name.includes(ONLY)) continue;
  for (let i = 0; i < 30; i++) await app.inject({ url: make(), headers }); // warm up (plans, JIT)
  const urls = URLS?.[name] ?? Array.from({ length: N }, make);
  sentUrls[name] = urls;
  const before = await backendCpuUs(app.db, database.kind);
  const s0 = statements;
  const c0 = process.cpuUsage();
  if (inspector) {
    await inspector.post("Profiler.enable");
    await inspector.post("Profiler.setSamplingInterval", { interval: 100 });
    await inspector.post("Profiler.start");
  }
  const t0 = performance.now();
  let bytes = 0;
  for (const u of urls) {
    const r = await app.inject({ url: u, headers });
    if (r.statusCode !== 200) throw new Error(`${u}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    bytes += r.rawPayload.length;
  }
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (inspector && PROFILE) {
    const { profile } = await inspector.post("Profiler.stop");
    fs.writeFileSync(
      PROFILE.replace(/(\.cpuprofile)?$/, `-${name.split(/[^a-z]+/)[0]}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
  const sent = statements - s0;
  const dbUs = backendCpuSpent(before, await backendCpuUs(app.db, database.kind));
  const f = (x: number) => x.toFixed(2);
  const n = urls.length;
  console.log(
    `| ${name} | ${f((c.user + c.system) / 1000 / n)} | ${f(dbUs / 1000 / n)} | ${f(sent / n)} | ${f(wall / n)} | ${Math.round(bytes / n)} |`,
  );
}
if (SAVE_URLS) fs.writeFileSync(SAVE_URLS, JSON.stringify(sentUrls));
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
