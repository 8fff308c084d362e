// npm run bench:rolling [-- --concurrency N --between S]
// A rolling restart under load, as docs/deploy.md runs one: two compiled instances behind Debian's
// nginx (the proxy settings of deploy/nginx/bihe-proxy.conf), on one PostgreSQL database, with media
// in an S3-compatible store (s3rver); a steady mixed load of reads and writes through nginx while each
// instance in turn gets SIGTERM, exits, and is started again. Prints the requests, the non-2xx
// answers, the errors, and the writes answered against the rows found.
// Needs a PostgreSQL server (TEST_DATABASE_URL or BENCH_DATABASE_URL: a database it may create others
// from) and nginx (`apt-get install nginx-light`).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../../..");
const { values } = parseArgs({
  options: {
    concurrency: { type: "string", default: "8" },
    between: { type: "string", default: "10" },
    // SIGTERM alone, without first taking the instance out of nginx's upstream (open-source nginx does
    // not poll /api/ready): what a stop costs when the proxy still sends new connections to it.
    "no-takeout": { type: "boolean", default: false },
  },
});
const CONCURRENCY = Number(values.concurrency);
const BETWEEN_MS = Number(values.between) * 1000;
const GRACE_MS = 5_000;
const DEADLINE_MS = 10_000;
const NGINX = "/usr/sbin/nginx";
const TAKEOUT = !values["no-takeout"];

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    "Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server the bench may create a database on.",
  );
  process.exit(2);
}
if (!fs.existsSync(NGINX)) {
  console.error("nginx is missing: apt-get install -y nginx-light");
  process.exit(2);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-rolling-"));
const dist = path.join(root, "apps/server/dist-test-rolling");
const children = new Set<ChildProcess>();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
const started = performance.now();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const out = fs.createWriteStream(path.join(tmp, `${name}.log`), { flags: "a" });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

function finished(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, name: string) {
  const code = await finished(run(command, args, env, name));
  if (code !== 0) throw new Error(`${name} failed (${code}): see ${path.join(tmp, `${name}.log`)}`);
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms`);
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

// --- the parts: a database, an S3-compatible store, the compiled server, two instances, nginx ---
const dbName = `bihe_rolling_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const s3Port = await freePort();
const nginxPort = await freePort();
const ports = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${nginxPort}`;

const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  AUTH_SECRET: "rolling-bench-secret-rolling-bench-secret",
  PUBLIC_URL: base,
  DATABASE_URL: databaseUrl,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: "bihe-media",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  TRUST_PROXY: "127.0.0.1",
  // Every request comes from this one address: per-address limits would refuse the load itself.
  RATE_LIMITS: "false",
  SEED_DEMO: "false",
  FIRST_SCREEN: "false",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  SHUTDOWN_GRACE_MS: String(GRACE_MS),
  SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
  SEED_IMAGE_CACHE: path.join(root, ".tmp/seed-images"),
  ...extra,
});

const instances: (ChildProcess | null)[] = [null, null];
function startInstance(i: number): ChildProcess {
  const child = run(
    process.execPath,
    ["--enable-source-maps", "--max-old-space-size=192", path.join(dist, "main.js")],
    env({ PORT: String(ports[i]), DATA_DIR: path.join(tmp, `data-${i}`) }),
    `instance-${"AB"[i]}`,
  );
  instances[i] = child;
  return child;
}

const upstreamsFile = path.join(tmp, "upstreams.conf");
/** The upstream's servers, `down` marking the one being restarted (what deploy/roll.sh writes). */
function writeUpstreams(down: number | null) {
  const line = (i: number) => `server 127.0.0.1:${ports[i]} max_fails=1 fail_timeout=10s${down === i ? " down" : ""};`;
  fs.writeFileSync(upstreamsFile, `${line(0)}\n${line(1)}\n`);
}

/** nginx -s reload: new workers take the new upstreams, old ones finish the requests they hold. */
async function reloadNginx(proxy: ChildProcess) {
  proxy.kill("SIGHUP");
  await new Promise((r) => setTimeout(r, 1_000));
}

function nginxConfig(): string {
  const temp = (name: string) => path.join(tmp, `nginx-${name}`);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(temp(name), { recursive: true });
  return `daemon off;
user root;
worker_processes 1;
pid ${path.join(tmp, "nginx.pid")};
error_log ${path.join(tmp, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  upstream bihe {
    include ${upstreamsFile};
    keepalive 32;
    keepalive_timeout 4s;
    keepalive_requests 1000;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      include ${path.join(root, "deploy/nginx/bihe-proxy.conf")};
    }
  }
}
`;
}

// --- the load ---
type Kind = "listing" | "vendor" | "settings" | "featured" | "media" | "write";
type Tally = { requests: number; non2xx: Map<string, number>; errors: Map<string, number>; latencies: number[] };
const tally = new Map<Kind, Tally>();
const writesAnswered: string[] = [];
const writesUnanswered: string[] = [];
let stopLoad = false;

function count(kind: Kind, ms: number, outcome: { status?: number; error?: string; what: string }) {
  let t = tally.get(kind);
  if (!t) {
    t = { requests: 0, non2xx: new Map(), errors: new Map(), latencies: [] };
    tally.set(kind, t);
  }
  t.requests += 1;
  t.latencies.push(ms);
  if (outcome.error) t.errors.set(outcome.error, (t.errors.get(outcome.error) ?? 0) + 1);
  else if (outcome.status! < 200 || outcome.status! >= 300) {
    const key = `${outcome.status} ${outcome.what}`;
    t.non2xx.set(key, (t.non2xx.get(key) ?? 0) + 1);
  }
}

const runId = `rolling-${process.pid}-${Date.now()}`;
let writeSeq = 0;
function clientForm(reference: string) {
  return {
    name: "Rolling Bench",
    number: "9812345678",
    source: "bench:rolling",
    reference,
    inquiryDate: "2026-11-20",
    preferredContactDays: ["Sunday"],
    locations: [{ locationType: "event_venue", city: "Pokhara" }],
    events: [{ eventName: "Wedding (Both Sides)", eventDate: "2027-01-15" }],
  };
}

async function loadWorker(vendors: string[], media: string[]) {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  while (!stopLoad) {
    const r = Math.random();
    const kind: Kind =
      r < 0.3
        ? "listing"
        : r < 0.5
          ? "vendor"
          : r < 0.58
            ? "settings"
            : r < 0.65
              ? "featured"
              : r < 0.8
                ? "media"
                : "write";
    const at = performance.now();
    let url = "";
    let init: RequestInit = {};
    let reference = "";
    if (kind === "listing") url = `/api/vendors?type=${pick(["photographers", "banquets", "decorators"])}`;
    else if (kind === "vendor") url = `/api/vendors/${pick(vendors)}`;
    else if (kind === "settings") url = "/api/settings";
    else if (kind === "featured") url = "/api/vendors/featured";
    else if (kind === "media") url = pick(media);
    else {
      reference = `${runId}-${writeSeq++}`;
      url = `/api/client-form/${pick(vendors)}`;
      init = {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(clientForm(reference)),
      };
    }
    try {
      const res = await send(base + url, init, kind);
      await res.arrayBuffer();
      count(kind, performance.now() - at, { status: res.status, what: `${init.method ?? "GET"} ${url.split("?")[0]}` });
      if (kind === "write") (res.status < 300 ? writesAnswered : writesUnanswered).push(reference);
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      count(kind, performance.now() - at, { error: cause?.code ?? cause?.message ?? String(err), what: url });
      if (kind === "write") writesUnanswered.push(reference);
    }
  }
}

/**
 * A request as a browser sends it: one that fails on a kept-alive connection the proxy closed at
 * that moment (nginx's old workers close their idle connections on a reload) is sent once more on
 * a new connection. The proxy never read it, so a write is not applied twice: the row check below
 * would show it (rows counted, not distinct references).
 */
const resent = new Map<Kind, number>();
async function send(url: string, init: RequestInit, kind: Kind): Promise<Response> {
  // Node's fetch takes the next kept-alive connection of its pool, which the reload may have closed
  // too: a browser's retry takes a new one. At most one try per pooled connection.
  for (let tries = 0; ; tries++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if ((code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") || tries >= CONCURRENCY) throw err;
      resent.set(kind, (resent.get(kind) ?? 0) + 1);
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// --- the run ---
let nginx: ChildProcess | null = null;
let completed = false;
try {
  await onServer(`create database ${dbName}`);
  log(`database ${dbName}; building the server into ${path.relative(root, dist)}`);
  await runToEnd(process.execPath, ["scripts/build-server.mjs", "--outdir", dist], process.env, "build");
  run(
    process.execPath,
    [
      path.join(root, "node_modules/s3rver/bin/s3rver.js"),
      "--directory",
      path.join(tmp, "s3"),
      "--address",
      "127.0.0.1",
      "--port",
      String(s3Port),
      "--configure-bucket",
      "bihe-media",
      "--silent",
    ],
    process.env,
    "s3rver",
  );
  fs.mkdirSync(path.join(tmp, "s3"), { recursive: true });
  // The release step, then the demo marketplace (its pictures go to the bucket).
  await runToEnd(process.execPath, ["--import", "tsx", "apps/server/scripts/migrate.ts"], env(), "migrate");
  await runToEnd(
    process.execPath,
    ["--import", "tsx", "apps/server/scripts/seed-demo.ts", "--force"],
    env({ DATA_DIR: path.join(tmp, "seed") }),
    "seed",
  );
  log("migrated and seeded; starting instances A and B");
  startInstance(0);
  startInstance(1);
  await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/ready`, 120_000)));
  writeUpstreams(null);
  fs.writeFileSync(path.join(tmp, "nginx.conf"), nginxConfig());
  const proxy = run(NGINX, ["-c", path.join(tmp, "nginx.conf"), "-p", tmp], process.env, "nginx");
  nginx = proxy;
  await waitFor(`${base}/api/health`, 10_000);

  const getJson = async <T>(url: string): Promise<T> => {
    const res = await fetch(base + url);
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const featured = await getJson<{ vendors: { id: string }[] }>("/api/vendors/featured");
  const listing = await getJson<{ bands: { vendors: { cardImage: { cardUrl: string } | null; id: string }[] }[] }>(
    "/api/vendors?type=photographers",
  );
  const vendors = [
    ...new Set([...featured.vendors.map((v) => v.id), ...listing.bands.flatMap((b) => b.vendors.map((v) => v.id))]),
  ];
  const media = listing.bands
    .flatMap((b) => b.vendors.map((v) => v.cardImage?.cardUrl))
    .filter((u): u is string => !!u);
  if (!vendors.length || !media.length) throw new Error("the demo marketplace has no vendors or pictures");
  log(`load: ${CONCURRENCY} clients through nginx (${vendors.length} vendors, ${media.length} pictures)`);

  // Node's fetch keeps its connections to nginx alive, one per client at most.
  const workers = Array.from({ length: CONCURRENCY }, () => loadWorker(vendors, media));
  const restarts: { instance: string; stopMs: number; readyMs: number }[] = [];
  await new Promise((r) => setTimeout(r, BETWEEN_MS));
  for (const i of [0, 1]) {
    const name = "AB"[i];
    const old = instances[i]!;
    if (TAKEOUT) {
      log(`instance ${name} out of nginx's upstream (down, reload)`);
      writeUpstreams(i);
      await reloadNginx(proxy);
    }
    const stopAt = performance.now();
    log(`SIGTERM to instance ${name}`);
    old.kill("SIGTERM");
    const code = await finished(old);
    const stopMs = performance.now() - stopAt;
    log(`instance ${name} exited (${code}) after ${(stopMs / 1000).toFixed(1)} s; starting it again`);
    const startAt = performance.now();
    startInstance(i);
    await waitFor(`http://127.0.0.1:${ports[i]}/api/ready`, 120_000);
    const readyMs = performance.now() - startAt;
    log(`instance ${name} ready after ${(readyMs / 1000).toFixed(1)} s`);
    if (TAKEOUT) {
      writeUpstreams(null);
      await reloadNginx(proxy);
    }
    restarts.push({ instance: name, stopMs, readyMs });
    await new Promise((r) => setTimeout(r, BETWEEN_MS));
  }
  stopLoad = true;
  await Promise.all(workers);
  const seconds = (performance.now() - started) / 1000;

  // --- what the database kept ---
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows, rowCount } = await client.query<{ reference: string }>(
    "select reference from leads where reference like $1",
    [`${runId}-%`],
  );
  await client.end();
  const found = new Set(rows.map((r) => r.reference));
  const answeredFound = writesAnswered.filter((r) => found.has(r)).length;
  const unansweredFound = writesUnanswered.filter((r) => found.has(r)).length;

  console.log(
    `\nRolling restart under load (two instances behind nginx, PostgreSQL, S3-compatible media; ${CONCURRENCY} clients; ${
      TAKEOUT ? "each instance taken out of the upstream before its SIGTERM" : "SIGTERM alone"
    })`,
  );
  console.log("| kind | requests | non-2xx | errors | p50 ms | p99 ms |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  let total = 0;
  let totalNon2xx = 0;
  let totalErrors = 0;
  for (const [kind, t] of tally) {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    const non2xx = [...t.non2xx.values()].reduce((a, b) => a + b, 0);
    const errors = [...t.errors.values()].reduce((a, b) => a + b, 0);
    total += t.requests;
    totalNon2xx += non2xx;
    totalErrors += errors;
    console.log(
      `| ${kind} | ${t.requests} | ${non2xx} | ${errors} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} |`,
    );
  }
  console.log(`| all | ${total} | ${totalNon2xx} | ${totalErrors} | | |`);
  for (const [kind, t] of tally) {
    for (const [what, n] of t.non2xx) console.log(`  non-2xx ${kind}: ${what} x${n}`);
    for (const [what, n] of t.errors) console.log(`  error ${kind}: ${what} x${n}`);
  }
  for (const r of restarts)
    console.log(
      `  instance ${r.instance}: SIGTERM to exit ${(r.stopMs / 1000).toFixed(1)} s (grace ${GRACE_MS / 1000} s), start to ready ${(r.readyMs / 1000).toFixed(1)} s`,
    );
  console.log(
    `  writes: ${writesAnswered.length} answered 2xx, ${answeredFound} of them found as rows; ${writesUnanswered.length} not answered 2xx, ${unansweredFound} of them found; rows found ${rowCount} (${found.size} different writes)`,
  );
  const resends = [...resent].map(([kind, n]) => `${kind} ${n}`).join(", ");
  console.log(`  sent again after the proxy closed a kept-alive connection (as browsers do): ${resends || "none"}`);
  console.log(`  ${seconds.toFixed(0)} s in all; logs in ${tmp}`);
  if (totalNon2xx || totalErrors || answeredFound !== writesAnswered.length || rowCount !== writesAnswered.length)
    process.exitCode = 1;
  completed = true;
} finally {
  stopLoad = true;
  nginx?.kill("SIGTERM");
  for (const child of [...children]) child.kill("SIGTERM");
  await Promise.all([...children].map((c) => Promise.race([finished(c), new Promise((r) => setTimeout(r, 20_000))])));
  for (const child of [...children]) child.kill("SIGKILL");
  await onServer(`drop database if exists ${dbName} with (force)`).catch(() => {});
  fs.rmSync(dist, { recursive: true, force: true });
  // The logs stay when something went wrong.
  if (completed && !process.exitCode) fs.rmSync(tmp, { recursive: true, force: true });
}
