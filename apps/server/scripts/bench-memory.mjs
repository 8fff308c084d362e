// `node apps/server/scripts/bench-memory.mjs [--db pglite|postgres]` (after `npm run build:server`):
// the compiled server's memory (RSS) with the demo data, as production runs it. Starts
// apps/server/dist/main.js (PostgreSQL: a throwaway database on TEST_DATABASE_URL's server), lets
// the first start load the demo, restarts it, reads the RSS idle, then after 20 s of listing (cached
// and uncached pages), vendor page and home load, and the marketplace's pages as HTML, from a client in its own
// process (10 connections).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { SERVER_MAIN, serverNodeArgs } from "../../../scripts/server-process.mjs";

const db = process.argv.includes("--db") ? process.argv[process.argv.indexOf("--db") + 1] : "pglite";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-mem-"));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", RATE_LIMITS: "false" };
env.NODE_ENV = "production";
env.PUBLIC_URL = base;
env.AUTH_SECRET = "memory-bench-secret-memory-bench-secret";
env.LOG_LEVEL = "warn";
let dropDb = async () => {};
if (db === "postgres") {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for --db postgres");
  const name = `bihe_mem_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  env.DATABASE_URL = u.toString();
  dropDb = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else delete env.DATABASE_URL;

const rssMb = (pid) =>
  Math.round(Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]) / 1024);
async function start() {
  const child = spawn(process.execPath, [...serverNodeArgs(env), SERVER_MAIN], { env, stdio: "inherit" });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}
const stop = (child) => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));

const out = {};
let server = await start();
out.firstStart = rssMb(server.pid);
await stop(server);
server = await start();
await new Promise((r) => setTimeout(r, 3000));
out.idle = rssMb(server.pid);
const vendors = (await (await fetch(`${base}/api/vendors?sort=newest&limit=50`)).json()).bands.flatMap(
  (b) => b.vendors,
);
let n = 0;
const sorts = ["recommended", "price-low", "price-high", "rating", "newest"];
// The API's answers, and the marketplace's pages, whose first screen the server draws (decision 0024).
const paths = () => {
  const i = n++;
  if (i % 6 === 0) return "/api/vendors";
  if (i % 6 === 1) return `/api/vendors/${vendors[i % vendors.length].id}`;
  if (i % 6 === 2) return "/api/vendors/featured";
  if (i % 6 === 3) return `/photographers?sort=${sorts[i % 5]}&rating=${[3, 3.5, 4][i % 3]}`;
  if (i % 6 === 4) return `/vendor/${vendors[i % vendors.length].id}`;
  return `/api/vendors?sort=${sorts[i % 5]}&limit=${1 + (i % 50)}&rating=${[3, 3.5, 4][i % 3]}`;
};
// The client runs in this process, the server in its own: the RSS read is the server's alone.
const load = await autocannon({
  url: base,
  connections: 10,
  duration: 20,
  headers: { "accept-encoding": "br, gzip" },
  requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths() }) }],
});
out.afterLoad = rssMb(server.pid);
await stop(server);
await dropDb();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `${db}: RSS first start ${out.firstStart} MB, idle after a restart ${out.idle} MB, after 20 s of load ${out.afterLoad} MB` +
    ` (heap limit ${serverNodeArgs(env)[1].split("=")[1]} MB; the load: ${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, ${load.errors + load.non2xx} errors)`,
);
