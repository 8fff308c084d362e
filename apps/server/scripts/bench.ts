// `npm run bench`: starts the app on loopback with 5,000 approved photographers and measures,
// with autocannon for a bounded time (in a child process: the client does not share the server's
// event loop), the listing, the vendor page, the home API and a static
// JSON route (the ceiling), then uncached listing variants (random filters, search words, sorts,
// places and deep keyset pages: every request a query no one asked for yet) and a random-filter
// flood during which /api/health must answer within 100 ms. PGlite, and PostgreSQL when
// TEST_DATABASE_URL or DATABASE_URL is set (a throwaway database is created on that server).
// Options: --vendors N --seconds S --connections C --mixed-seconds S --couples N --db pglite|postgres|both;
// BENCH_DATABASE_URL runs PostgreSQL against an already seeded database (kept).
// --halls-decorators N adds N banquet halls and N decorators and measures /banquets and
// /decorators (cached, page HTML, uncached variants with their own filters); --only-types skips the
// photographers' routes, variants, flood and mixed run. --only-dates measures only the listing
// "available on" a date (saait-like and ordinary) next to the same listing without it.

import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDaysAd, adToBsParam, UNLOCK_CAP_PER_CUSTOMER } from "@bihe/shared";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/setup";
import { compactSeeded, seedBenchHallsAndDecorators, seedBenchVendors } from "../src/seed/bench";
import { benchSaaitDates, seedBenchCalendars } from "../src/seed/bench-calendars";
import { seedDemoIfEmpty } from "../src/seed/demo";
import { backendCpuSpent, backendCpuUs } from "./backend-cpu";
import { BENCH_COUPLE_DOMAIN, benchCouples } from "./bench-couples";
import { listingVariants, typeListingVariants, withDate } from "./bench-variants";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const VENDORS = arg("vendors", 5000);
const SECONDS = arg("seconds", 8);
const CONNECTIONS = arg("connections", 10);
const HALLS_DECORATORS = arg("halls-decorators", 0);
const ONLY_TYPES = process.argv.includes("--only-types");
/** Only the listing "available on" a date next to the same listing without it (cached and uncached). */
const ONLY_DATES = process.argv.includes("--only-dates");
const MIXED_SECONDS = ONLY_TYPES || ONLY_DATES ? 0 : arg("mixed-seconds", 60);
/** Signed-in couples writing in the mixed run (each may unlock UNLOCK_CAP_PER_CUSTOMER new vendors a day). */
const BENCH_COUPLES = arg("couples", 100);
const DB = (() => {
  const i = process.argv.indexOf("--db");
  return i > 0 ? process.argv[i + 1] : "both";
})();

/** `load`: the machine's 1-minute load average when the route's run ended (other work on the machine). */
type Row = {
  db: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  load?: number;
  /** CPU time per request (ms) of the server process and, with PostgreSQL on this machine, of its backends. */
  serverCpu?: number;
  dbCpu?: number;
};
type MixedCheck = {
  db: string;
  reviews2xx: number;
  reviewsCreated: number;
  reviewRows: number;
  unlocks2xx: number;
  unlocksCreated: number;
  inquiryRows: number;
  codes: number;
  distinctCodes: number;
  refused: number;
};
const mixedChecks: MixedCheck[] = [];
const rss: { db: string; when: string; mb: number }[] = [];
const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

type ClientOptions = {
  url: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  paths?: string[];
};
/** autocannon in a child process (bench-client.mjs), so the client's work is not the server's. */
function client(options: ClientOptions): Promise<Omit<Row, "db" | "route"> & { requests: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL("./bench-client.mjs", import.meta.url), { execArgv: [] });
    child.once("message", (m) => {
      const r = m as Omit<Row, "db" | "route"> & { requests: number; reused: number };
      if (r.reused > 0) console.warn(`${options.url}: ${r.reused} URLs were sent twice (may be cached)`);
      resolve({ rps: Math.round(r.rps), p50: r.p50, p99: r.p99, errors: r.errors, requests: r.requests });
    });
    child.once("error", reject);
    child.send(options);
  });
}

/** Reads ask for compressed answers, as every browser does (the compression is part of the cost). */
const BROWSER = { "accept-encoding": "br, gzip" };

/** What the server answered to the mixed run's writes, counted as it sends them (see run()). */
type Answered = {
  reviews: number;
  reviewsCreated: number;
  unlocks: number;
  unlocksCreated: number;
  codes: string[];
  /** Unlocks refused by a couple's daily cap (429): the marketplace working as designed. */
  refused: number;
  /** Every other 4xx or 5xx answer, of any request. */
  failed: number;
};

/**
 * A mixed workload held for MIXED_SECONDS: browsing (listing, vendor pages) with unlocks and reviews
 * by signed-in couples among them (bench-couples.ts; a couple's daily unlock cap still applies, its
 * refusals are counted apart). Afterwards the rows written since the run began must equal the answers
 * that said they created one (a couple's second unlock of a vendor reuses its inquiry, a second review
 * edits the first), and no promo code may repeat.
 */
async function mixed(
  kind: string,
  app: Awaited<ReturnType<typeof buildApp>>,
  base: string,
  ids: string[],
): Promise<Row> {
  const { cookies } = await benchCouples(app, BENCH_COUPLES);
  const began = new Date();
  const answered = (app as unknown as { benchAnswered: Answered }).benchAnswered;
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  const write = (path: (vendor: string) => string, body: () => object) => ({
    method: "POST" as const,
    setupRequest: (req: Record<string, unknown>) => ({
      ...req,
      path: path(pick(ids)),
      headers: { "content-type": "application/json", origin: base, cookie: pick(cookies) },
      body: JSON.stringify(body()),
    }),
  });
  let n = 0;
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: MIXED_SECONDS,
    requests: [
      { method: "GET", path: "/api/vendors", headers: BROWSER },
      { method: "GET", headers: BROWSER, setupRequest: (req) => ({ ...req, path: `/api/vendors/${pick(ids)}` }) },
      { method: "GET", path: "/api/vendors?sort=price-low&rating=4", headers: BROWSER },
      write(
        (v) => `/api/vendors/${v}/unlock`,
        () => ({}),
      ),
      write(
        (v) => `/api/vendors/${v}/reviews`,
        () => ({ name: "Bench Couple", rating: 1 + (++n % 5), text: "Bench" }),
      ),
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let the last answers leave
  const count = async (q: ReturnType<typeof sql>) => Number(((await app.db.execute(q)).rows[0] as { n: number }).n);
  const couple = `%@${BENCH_COUPLE_DOMAIN}`;
  const check: MixedCheck = {
    db: kind,
    reviews2xx: answered.reviews,
    reviewsCreated: answered.reviewsCreated,
    reviewRows: await count(sql`select count(*)::int as n from vendor_reviews r join users u on u.id = r.customer_id
      where u.email like ${couple} and r.created_at >= ${began.toISOString()}`),
    unlocks2xx: answered.unlocks,
    unlocksCreated: answered.unlocksCreated,
    inquiryRows: await count(sql`select count(*)::int as n from customer_inquiries
      where customer_email like ${couple} and created_at >= ${began.toISOString()}`),
    codes: answered.codes.length,
    distinctCodes: new Set(answered.codes).size,
    refused: answered.refused,
  };
  mixedChecks.push(check);
  return {
    db: kind,
    route: `mixed (browse, vendor pages, unlocks and reviews by ${cookies.length} signed-in couples), ${MIXED_SECONDS} s`,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Counted by the server (the client misses answers sent after it stopped); the daily cap's refusals
    // are not errors.
    errors: r.errors + answered.failed,
  };
}

async function run(kind: "pglite" | "postgres", databaseUrl?: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-bench-"));
  const config = {
    ...loadConfig(
      { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", RATE_LIMITS: "false", LOG_LEVEL: "warn" },
      { databaseUrl },
    ),
    // Every bench couple writes from this one loopback address: the per-address daily cap (against one
    // device harvesting through many accounts) would refuse them all; each couple's own cap stays.
    unlockCaps: { perCustomer: UNLOCK_CAP_PER_CUSTOMER, perIp: Number.MAX_SAFE_INTEGER },
  };
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  app.get("/api/bench/static", async () => ({ ok: true, name: "static" }));
  const benchAnswered: Answered = {
    reviews: 0,
    reviewsCreated: 0,
    unlocks: 0,
    unlocksCreated: 0,
    codes: [],
    refused: 0,
    failed: 0,
  };
  Object.assign(app, { benchAnswered });
  // Counted as the server sends the answer (its write committed), not when the client reads it: when
  // autocannon stops it drops its sockets, and a request in flight then is still written and
  // answered into a closed socket (the client would miss it).
  app.addHook("onSend", async (request, reply, payload) => {
    const review = request.method === "POST" && request.url.endsWith("/reviews");
    const unlock = request.method === "POST" && request.url.endsWith("/unlock");
    if (unlock && reply.statusCode === 429) benchAnswered.refused++;
    else if (reply.statusCode >= 400) benchAnswered.failed++;
    if ((!review && !unlock) || reply.statusCode >= 300) return;
    const body = typeof payload === "string" ? (JSON.parse(payload) as Record<string, unknown>) : {};
    if (review) {
      benchAnswered.reviews++;
      if (body.edited === false) benchAnswered.reviewsCreated++;
    } else {
      benchAnswered.unlocks++;
      if (body.reused === false) {
        benchAnswered.unlocksCreated++;
        benchAnswered.codes.push(String(body.promoCode));
      }
    }
  });
  try {
    await seedDemoIfEmpty(app);
    const t0 = Date.now();
    let { added } = await seedBenchVendors(app.db, VENDORS);
    console.log(`[${kind}] seeded ${VENDORS} vendors in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (HALLS_DECORATORS > 0) {
      const t1 = Date.now();
      added += (await seedBenchHallsAndDecorators(app.db, HALLS_DECORATORS)).added;
      console.log(
        `[${kind}] seeded ${HALLS_DECORATORS} halls and decorators in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
      );
    }
    const t2 = Date.now();
    const cal = await seedBenchCalendars(app.db);
    console.log(
      `[${kind}] calendars of ${cal.vendors} vendors (${cal.leads} Won leads, ${cal.fullDates} full dates) in ${((Date.now() - t2) / 1000).toFixed(1)} s`,
    );
    if (added > 0) await compactSeeded(app.db);
    // As autovacuum would after a bulk load: planner statistics and the visibility map.
    await app.db.execute(sql`vacuum analyze`);
    const [{ id }] = (await app.db.execute(sql`select id from vendor_profiles where slug = 'bench-42'`)).rows as {
      id: string;
    }[];
    await app.listen({ port: 0, host: "127.0.0.1" });
    rss.push({ db: kind, when: `idle, ${VENDORS} vendors seeded`, mb: mb() });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const [hall] = (
      await app.db.execute(
        sql`select id from vendor_profiles where slug = 'benchhall-42' or slug = 'bench-42' order by slug desc`,
      )
    ).rows as { id: string }[];
    const typeRoutes: [string, string][] =
      HALLS_DECORATORS > 0
        ? [
            ["listing /api/vendors?type=banquet_hall", "/api/vendors?type=banquet_hall"],
            ["listing /api/vendors?type=decorator", "/api/vendors?type=decorator"],
            ["hall page /api/vendors/:id", `/api/vendors/${hall.id}`],
          ]
        : [];
    const routes: [string, string][] = [
      ["listing /api/vendors", "/api/vendors"],
      ["listing search+filter", "/api/vendors?q=himal&rating=4&sort=price-low"],
      ["vendor page /api/vendors/:id", `/api/vendors/${id}`],
      ["home /api/vendors/featured", "/api/vendors/featured"],
      ["static JSON (ceiling)", "/api/bench/static"],
    ];
    if (ONLY_TYPES) routes.splice(0, routes.length - 1);
    routes.unshift(...typeRoutes);
    // The pages a phone lands on carry their first answers in the HTML (web/html.ts): measure them too.
    if (fs.existsSync(path.join(config.webDist, "index.html"))) {
      routes.splice(
        4,
        0,
        ["page HTML /photographers", "/photographers?sort=rating"],
        ["page HTML /vendor/:id", `/vendor/${id}`],
      );
      if (HALLS_DECORATORS > 0)
        routes.push(["page HTML /banquets", "/banquets?sort=rating"], ["page HTML /decorators", "/decorators"]);
    }
    const rows: Row[] = [];
    // What a request costs the two sides while the route runs, so a rate can be told from the machine's
    // speed: the CPU the server and the database used over the run, per request answered (during the
    // flood the health check's requests are in the CPU, not the count: 1 connection against 10).
    const measure = async (route: string, opts: ClientOptions) => {
      const db0 = await backendCpuUs(app.db, kind);
      const cpu0 = process.cpuUsage();
      const { requests, ...r } = await client({
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: BROWSER,
        ...opts,
      });
      const cpu = process.cpuUsage(cpu0);
      const dbUs = backendCpuSpent(db0, await backendCpuUs(app.db, kind));
      const per = (us: number) => Math.round((us / 1000 / Math.max(requests, 1)) * 100) / 100;
      rows.push({
        db: kind,
        route,
        ...r,
        load: os.loadavg()[0],
        serverCpu: per(cpu.user + cpu.system),
        dbCpu: db0.size > 0 ? per(dbUs) : undefined,
      });
    };
    if (ONLY_DATES) {
      // "Available on" a date next to the same listing without it: a saait-like date (40% of the
      // vendors with capacity 1 booked) and an ordinary one, cached and uncached (random filters).
      const [today] = (await app.db.execute<{ d: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as d`)).rows;
      const saait = adToBsParam(benchSaaitDates(today.d)[3]);
      const ordinary = adToBsParam(addDaysAd(today.d, 45));
      const types = HALLS_DECORATORS > 0 ? ["wedding_cinematographer", "decorator"] : ["wedding_cinematographer"];
      for (const type of types) {
        const q = `/api/vendors?type=${type}&sort=rating`;
        await measure(`${type} listing, no date`, { url: base + q });
        await measure(`${type} listing, saait date`, { url: `${base}${q}&date=${saait}` });
      }
      const variants = await listingVariants(app.db);
      const paths = (make: () => string) => Array.from({ length: SECONDS * 4000 }, make);
      const random = variants["random filters"];
      await measure("random filters, uncached, no date", { url: base, paths: paths(random) });
      await measure("random filters, uncached, saait date", { url: base, paths: paths(withDate(random, saait)) });
      await measure("random filters, uncached, ordinary date", { url: base, paths: paths(withDate(random, ordinary)) });
      const deep = variants["deep keyset page (random sort, band, position)"];
      await measure("deep keyset page, uncached, no date", { url: base, paths: paths(deep) });
      await measure("deep keyset page, uncached, saait date", { url: base, paths: paths(withDate(deep, saait)) });
      return rows;
    }
    for (const [route, url] of routes) await measure(route, { url: base + url });
    rss.push({ db: kind, when: "after the cached routes", mb: mb() });

    // Uncached: every request a listing no one asked for yet (the 5 s cache misses), so each is SQL.
    // Made in advance (the client runs in its own thread) and each sent once: more than the
    // fastest route answers in SECONDS, so no URL repeats (the client reports any that did).
    const variants = await listingVariants(app.db);
    const paths = (make: () => string) => Array.from({ length: SECONDS * 4000 }, make);
    const typeVariants =
      HALLS_DECORATORS > 0
        ? {
            ...(await typeListingVariants(app.db, "banquet_hall")),
            ...(await typeListingVariants(app.db, "decorator")),
          }
        : {};
    for (const [route, make] of Object.entries({ ...(ONLY_TYPES ? {} : variants), ...typeVariants })) {
      await measure(`${route}, uncached`, { url: base, paths: paths(make) });
    }
    if (ONLY_TYPES) return rows;
    // A vendor's page is shared for a few seconds like the listing (the cached row above asks one vendor
    // again and again); uncached, each request is a different approved vendor, so each is SQL.
    const pageIds = (
      await app.db.execute(
        sql`select id from vendor_profiles where status = 'approved' order by random() limit ${SECONDS * 4000}`,
      )
    ).rows as { id: string }[];
    let turn = 0;
    await measure("vendor page /api/vendors/:id, uncached", {
      url: base,
      paths: paths(() => `/api/vendors/${pageIds[turn++ % pageIds.length].id}`),
    });
    // The flood: random filter combinations from every connection while one client asks /api/health.
    const health = client({ url: `${base}/api/health`, connections: 1, duration: SECONDS });
    await measure("random-filter flood (during /api/health)", { url: base, paths: paths(variants["random filters"]) });
    rows.push({ db: kind, route: "/api/health during the flood", ...(await health), load: os.loadavg()[0] });
    rss.push({ db: kind, when: "after the uncached listing and the flood", mb: mb() });
    const sample = (await app.db.execute(sql`select id from vendor_profiles where status = 'approved' limit 500`))
      .rows as {
      id: string;
    }[];
    if (MIXED_SECONDS > 0)
      rows.push(
        await mixed(
          kind,
          app,
          base,
          sample.map((v) => v.id),
        ),
      );
    return rows;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Row[] = [];
if (DB !== "postgres") results.push(...(await run("pglite")));
const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
// BENCH_DATABASE_URL: an already seeded database, used as is (seeding 100,000 vendors takes minutes).
if (process.env.BENCH_DATABASE_URL && DB !== "pglite") {
  results.push(...(await run("postgres", process.env.BENCH_DATABASE_URL)));
} else if (url && DB !== "pglite") {
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
console.log(
  "| database | route | req/s | p50 ms | p99 ms | errors | load average | server CPU ms/req | database CPU ms/req |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
);
for (const r of results)
  console.log(
    `| ${r.db} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load?.toFixed(1) ?? ""} | ${r.serverCpu ?? ""} | ${r.dbCpu ?? ""} |`,
  );
console.log("\n| database | bench process RSS (server + autocannon in one process) | MB |\n| --- | --- | --- |");
for (const r of rss) console.log(`| ${r.db} | ${r.when} | ${r.mb} |`);
const healthRows = results.filter((r) => r.route.startsWith("/api/health"));
if (healthRows.some((r) => r.p99 >= 100)) console.log("HEALTH: /api/health p99 reached 100 ms during the flood.");
if (mixedChecks.length) {
  console.log(
    "\n| database | review 2xx (new) | review rows | unlock 2xx (new) | inquiry rows | new promo codes | distinct | refused by the daily cap |\n| --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const c of mixedChecks) {
    console.log(
      `| ${c.db} | ${c.reviews2xx} (${c.reviewsCreated}) | ${c.reviewRows} | ${c.unlocks2xx} (${c.unlocksCreated}) | ${c.inquiryRows} | ${c.codes} | ${c.distinctCodes} | ${c.refused} |`,
    );
  }
  const ok = mixedChecks.every(
    (c) =>
      c.reviewsCreated === c.reviewRows &&
      c.unlocksCreated === c.inquiryRows &&
      c.codes === c.distinctCodes &&
      c.reviews2xx > 0 &&
      c.unlocks2xx > 0,
  );
  const errors = results.filter((r) => r.route.startsWith("mixed")).some((r) => r.errors > 0);
  console.log(
    ok && !errors
      ? "Rows written equal the answers that created them; no promo code repeats; 0 errors."
      : "MISMATCH: see above.",
  );
  if (!ok || errors) process.exitCode = 1;
}
