// `npm run bench`: starts the app on loopback with 5,000 approved photographers and measures,
// with autocannon for a bounded time, the listing, the vendor page, the home API and a static
// JSON route (the ceiling). PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL
// is set (a throwaway database is created on that server). Options: --vendors N --seconds S.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/setup";
import { seedBenchVendors } from "../src/seed/bench";
import { seedDemoIfEmpty } from "../src/seed/demo";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const VENDORS = arg("vendors", 5000);
const SECONDS = arg("seconds", 8);
const CONNECTIONS = arg("connections", 10);

type Row = { db: string; route: string; rps: number; p50: number; p99: number; errors: number };

async function run(kind: "pglite" | "postgres", databaseUrl?: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-bench-"));
  const config = loadConfig(
    { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", RATE_LIMITS: "false", LOG_LEVEL: "warn" },
    { databaseUrl },
  );
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  app.get("/api/bench/static", async () => ({ ok: true, name: "static" }));
  try {
    await seedDemoIfEmpty(app);
    const t0 = Date.now();
    await seedBenchVendors(app.db, VENDORS);
    console.log(`[${kind}] seeded ${VENDORS} vendors in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const [{ id }] = (await app.db.execute(sql`select id from vendor_profiles where slug = 'bench-42'`)).rows as {
      id: string;
    }[];
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const routes: [string, string][] = [
      ["listing /api/vendors", "/api/vendors"],
      ["listing search+filter", "/api/vendors?q=himal&rating=4&sort=price-low"],
      ["vendor page /api/vendors/:id", `/api/vendors/${id}`],
      ["home /api/vendors/featured", "/api/vendors/featured"],
      ["static JSON (ceiling)", "/api/bench/static"],
    ];
    const rows: Row[] = [];
    for (const [route, url] of routes) {
      const r = await autocannon({ url: base + url, connections: CONNECTIONS, duration: SECONDS });
      rows.push({
        db: kind,
        route,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Row[] = [];
results.push(...(await run("pglite")));
const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (url) {
  const name = `bihe_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    results.push(...(await run("postgres", u.toString())));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(
  `\n${VENDORS} approved vendors, ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} CPUs\n`,
);
console.log("| database | route | req/s | p50 ms | p99 ms | errors |\n| --- | --- | --- | --- | --- | --- |");
for (const r of results) console.log(`| ${r.db} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
