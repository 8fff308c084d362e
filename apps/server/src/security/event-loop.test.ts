/**
 * No request blocks the event loop (docs/decisions/0013). Every route the app registers gets
 * pathological text in every field of its real body shape (repeated '.', '@', '<iframe',
 * slashes, spaces...), bodies of nearly 1 MB, bodies over the limit, deep nesting, many-field
 * bodies and long paths (test/hostile-requests.ts), from anonymous, vendor and admin callers:
 * - in process, the event loop's longest delay (test/loop-budget.ts) stays under 100 ms;
 * - against the real server (a child process on PGlite, or PostgreSQL in the PostgreSQL pass),
 *   GET /api/health keeps answering within 100 ms while they are processed one by one, and while
 *   many-field bodies flood the sign-in, sign-up and public forms from several senders at once.
 * Before the fixes, the review email 'a@' + 300,000 dots + '@' alone held the server for ~90 s,
 * and a flood of 60,000-field sign-ins held /api/health for 556-724 ms. Every answer is below 500.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { type HostileRequest, hostileRequests, manyFieldBodies } from "../../test/hostile-requests";
import { BUDGET_MS, holds, inProcess, type Measured, measure, sleep } from "../../test/loop-budget";
import { startServer, waitForExit } from "../../test/server-process";
import { DEMO_ADMIN, DEMO_PASSWORD } from "../seed/demo";

const onPostgres = process.env.TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;

let t: TestApp;
const cookies: Record<string, string> = {};
let ids: { vendorId: string; leadId?: string };

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await approvedVendor(t, "Loop Films");
  cookies.vendor = vendor.cookie;
  cookies.admin = (await t.login("admin")).cookie;
  cookies.newVendor = (await t.login("vendor")).cookie;
  const lead = await t.request({
    method: "POST",
    url: "/api/vendor/leads",
    cookie: vendor.cookie,
    payload: {
      name: "Sita",
      number: "9812345678",
      inquiryDate: "2025-11-20",
      locations: [{ locationType: "bride_side" }],
      events: [{ eventName: "Engagement" }],
    },
  });
  ids = { vendorId: vendor.vendorId, leadId: lead.json().id };
}, 120_000);
afterAll(() => t?.close());

const routes = () => t.app.routeList.filter((r) => r.method !== "OPTIONS");

/** 5xx answers, and 4xx answers without a message, in a readable list. */
function badAnswers(answers: { request: HostileRequest; status: number; body: string }[]): string[] {
  return answers
    .filter(({ request, status, body }) => {
      if (status >= 500) return true;
      if (status < 400) return false;
      if (!request.url.startsWith("/api/")) return false; // a page's 404 is the app's HTML 404 page
      try {
        return !String(JSON.parse(body).error?.message ?? "").trim();
      } catch {
        return true;
      }
    })
    .map(
      ({ request, status, body }) =>
        `${request.caller ?? "anonymous"} ${request.label}: ${status} ${body.slice(0, 160)}`,
    );
}

/** Sends one hostile request in process (see test/loop-budget.ts for what is measured). */
const send = (request: HostileRequest) =>
  inProcess(() =>
    t.request({
      method: request.method as "POST",
      url: request.url,
      cookie: request.caller && cookies[request.caller],
      headers: request.contentType ? { "content-type": request.contentType } : {},
      payload: request.body,
    }),
  );

describe("in process: the event loop is never held", () => {
  it(`no request delays the event loop by ${BUDGET_MS} ms`, async () => {
    const requests = hostileRequests(routes(), ids, IN_PROCESS);
    expect(requests.length).toBeGreaterThan(500);
    // Warm up: what a route builds once (the locations tree, the OpenAPI document, fonts) is not
    // what this test is about.
    for (const request of requests.filter((r) => r.method === "GET"))
      await t.request({ url: request.url.split("?")[0], cookie: request.caller && cookies[request.caller] });
    const whole = monitorEventLoopDelay({ resolution: 10 });
    whole.enable();
    const answers: (Measured & { request: HostileRequest })[] = [];
    for (const request of requests) answers.push({ request, ...(await measure(() => send(request))) });
    whole.disable();
    const worst = [...answers]
      .sort((a, b) => b.delayMs - a.delayMs)
      .slice(0, 5)
      .map(
        (a) =>
          `${a.request.caller ?? "anonymous"} ${a.request.label}: ${a.delayMs.toFixed(0)} ms (CPU ${a.cpuMs.toFixed(0)} ms)`,
      );
    const figure = `${requests.length} requests; longest delay over the run ${(whole.max / 1e6).toFixed(0)} ms, load ${os.loadavg()[0].toFixed(1)}; worst: ${worst.join("; ")}`;
    if (process.env.EVENT_LOOP_DEBUG) console.log(figure);
    expect(
      answers.filter(holds).map((a) => `${a.request.caller ?? "anonymous"} ${a.request.label}`),
      figure,
    ).toEqual([]);
    expect(badAnswers(answers)).toEqual([]);
  }, 600_000);
});

describe("odd paths", () => {
  it("a path of slashes is the app's 404 page (it read as a URL without a host, and answered 500)", async () => {
    for (const url of ["//", `/${"/".repeat(8000)}`, "//?lang=ne", "///photographers?q=x"]) {
      const res = await t.request({ url });
      expect(res.statusCode, url.slice(0, 20)).toBeLessThan(500);
    }
  });
});

describe("what an autosave may store", () => {
  it("a draft over 256 KB is refused before it is parsed or stored (a complete application is under 150 KB)", async () => {
    const data = { businessProfile: { description: "x".repeat(300_000) } };
    const big = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: cookies.newVendor,
      payload: { step: 1, data },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBeTruthy();
    data.businessProfile.description = "x".repeat(150_000);
    const fits = await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: cookies.newVendor,
      payload: { step: 1, data },
    });
    expect(fits.statusCode, fits.body).toBeLessThan(300);
  });
});

/** A database of its own for the server process (PGlite in a temp dir, or a new PostgreSQL database). */
async function serverDatabase(dir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!onPostgres) return { env: { DATA_DIR: dir }, drop: async () => {} };
  const name = `bihe_loop_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** GET /api/health on its own connection, again and again until stopped; the latencies. */
function probeHealth(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      http
        .get(`${base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`health ${res.statusCode}`)),
          );
        })
        .on("error", reject);
    });
  const loop = (async () => {
    while (running) {
      latencies.push(await once());
      await sleep(5);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return latencies;
    },
  };
}

/** CPU time the process has used (Linux /proc; elsewhere Infinity, so only the latency decides). */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The kinds of text sent to every route (bad-input.test.ts gives every field every kind of its
 * type); fewer over HTTP, where each request is sent alone with health probes around it.
 */
const IN_PROCESS = [
  "dots between two @",
  "labels then @",
  "local part then @",
  "URL of dots",
  "URL dots and slashes",
  "repeated <iframe",
  "iframe of src=",
  "spaces then x",
  "time with spaces",
  "slashes",
  "words and spaces",
  "Devanagari",
];
const OVER_HTTP = ["dots between two @", "URL of dots", "repeated <iframe", "iframe of src=", "slashes", "Devanagari"];

/** What the red-team sent while /api/health reached 556-724 ms: many-field bodies to the forms anyone may post. */
const FLOOD_MS = 5_000;
const FLOOD_SENDERS = 4;
type FloodResult = { sent: number; statuses: Record<number, number>; bad: string[] };
/**
 * The flood's senders (a worker thread's script): each sends the requests in turn until the time
 * is up; an answer of 500 or more, or one that accepts the body, is bad. A body over a size limit
 * may be refused before it is sent whole (the connection closes): counted as 599.
 */
const FLOOD_SENDER = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, flood, cookies, senders, ms } = workerData;
const statuses = {};
const bad = [];
let sent = 0;
const until = Date.now() + ms;
async function send(request) {
  try {
    const res = await fetch(base + request.url, {
      method: request.method,
      headers: {
        origin: base,
        "content-type": request.contentType,
        ...(request.caller ? { cookie: cookies[request.caller] } : {}),
      },
      body: request.body,
    });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 599, body: String(err) };
  }
}
Promise.all(
  Array.from({ length: senders }, async (_, sender) => {
    for (let next = sender; Date.now() < until; next += senders) {
      const request = flood[next % flood.length];
      const { status, body } = await send(request);
      sent++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500 && status !== 599) bad.push(request.label + ": " + status + " " + body.slice(0, 120));
      else if (status < 400) bad.push(request.label + ": accepted (" + status + ")");
    }
  }),
).then(() => parentPort.postMessage({ sent, statuses, bad }));
`;

describe("a running server", () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let base: string;
  let pid: number;
  const live: Record<string, string> = {};
  let liveIds: { vendorId: string; leadId?: string };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-loop-"));
    database = await serverDatabase(dir);
    server = await startServer({ ...database.env, SEED_DEMO: "true" });
    base = server.url;
    pid = server.child.pid!;
    const signIn = async (email: string) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(res.status, email).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    };
    live.vendor = await signIn("studio@bihe.demo");
    live.admin = await signIn(DEMO_ADMIN);
    live.newVendor = await signIn("pending@bihe.demo");
    const featured = (await (await fetch(`${base}/api/vendors/featured`)).json()) as { vendors: { id: string }[] };
    const leads = (await (await fetch(`${base}/api/vendor/leads`, { headers: { cookie: live.vendor } })).json()) as {
      items?: { id: string }[];
    };
    liveIds = { vendorId: featured.vendors[0].id, leadId: leads.items?.[0]?.id };
  }, 300_000);
  afterAll(async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await waitForExit(server.child);
    }
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Sends a request as `caller` to the running server; status 599 when the connection broke first. */
  const sendLive = async (request: HostileRequest): Promise<{ status: number; body: string }> => {
    try {
      const res = await fetch(base + request.url, {
        method: request.method,
        headers: {
          origin: base,
          ...(request.contentType ? { "content-type": request.contentType } : {}),
          ...(request.caller ? { cookie: live[request.caller] } : {}),
        },
        body: request.body,
        signal: AbortSignal.timeout(120_000),
      });
      return { status: res.status, body: await res.text() };
    } catch (err) {
      // A body over the limit may be refused before it is read (the connection closes).
      return { status: 599, body: (err as Error).message };
    }
  };

  it(`answers GET /api/health within ${BUDGET_MS} ms while every route gets hostile requests`, async () => {
    // The many-field bodies go to every route in process (above) and to the public forms in a flood (below).
    const requests = hostileRequests(routes(), liveIds, OVER_HTTP).filter((r) => !r.manyFields);
    for (const request of requests.filter((r) => r.method === "GET"))
      await fetch(base + request.url.split("?")[0], { headers: { cookie: live[request.caller ?? ""] ?? "" } });

    const allLatencies: number[] = [];
    /** Sends one request while probing /api/health; the slowest health answer and the server's CPU meanwhile. */
    const overHttp = async (request: HostileRequest): Promise<Measured> => {
      const cpuBefore = cpuMsOf(pid);
      const probe = probeHealth(base);
      await sleep(5);
      const { status, body } = await sendLive(request);
      await sleep(5);
      const latencies = await probe.stop();
      allLatencies.push(...latencies);
      return { status, body, delayMs: Math.max(...latencies), cpuMs: cpuMsOf(pid) - cpuBefore };
    };

    const answers: (Measured & { request: HostileRequest })[] = [];
    for (const request of requests) answers.push({ request, ...(await measure(() => overHttp(request))) });
    const worst = [...answers]
      .sort((a, b) => b.delayMs - a.delayMs)
      .slice(0, 5)
      .map(
        (a) =>
          `${a.request.caller ?? "anonymous"} ${a.request.label}: ${a.delayMs.toFixed(0)} ms (CPU ${a.cpuMs.toFixed(0)} ms)`,
      );
    const sorted = allLatencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
    const figure = `${requests.length} requests, ${sorted.length} health answers: median ${at(0.5)} ms, p99 ${at(0.99)} ms; slowest during a request, worst: ${worst.join("; ")}; load ${os.loadavg()[0].toFixed(1)}`;
    if (process.env.EVENT_LOOP_DEBUG) console.log(figure);
    expect(
      answers.filter(holds).map((a) => `${a.request.caller ?? "anonymous"} ${a.request.label}`),
      figure,
    ).toEqual([]);
    // A body over the limit may be refused before it is read (the connection closes): not an answer to check.
    expect(badAnswers(answers.filter((a) => a.status !== 599))).toEqual([]);
  }, 600_000);

  it(`answers GET /api/health within ${BUDGET_MS} ms while many-field bodies flood the sign-in, sign-up and public forms`, async () => {
    const targets: Omit<HostileRequest, "label" | "body">[] = [
      ...[
        "sign-in/email",
        "sign-up/email",
        "email-otp/send-verification-otp",
        "email-otp/request-password-reset",
        "email-otp/verify-email",
      ].map((p) => ({ method: "POST", url: `/api/auth/${p}` })),
      { method: "POST", url: `/api/client-form/${liveIds.vendorId}` },
      { method: "POST", url: "/api/reviews/email-code" },
      { method: "POST", url: `/api/vendors/${liveIds.vendorId}/reviews` },
      { method: "PUT", url: "/api/locale" },
      // A signed-in vendor's application (1 MB allowed) is read and refused by the width check.
      { method: "POST", url: "/api/vendor/application", caller: "newVendor" },
    ];
    const bodies = [
      ...manyFieldBodies({ email: "a@b.co", password: "secret123", name: "" }),
      // Under every size limit, so the width check is what refuses it.
      { label: "1,001 fields", body: `{${Array.from({ length: 1_001 }, (_, i) => `"f${i}":0`).join(",")}}` },
    ];
    const flood = targets.flatMap((target) =>
      bodies.map(({ label, body }) => ({
        ...target,
        label: `${target.method} ${target.url} ${label}`,
        contentType: "application/json",
        body,
      })),
    );
    const bad: string[] = [];
    const quantiles = (latencies: number[]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
      return `${sorted.length} health answers: median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms`;
    };
    /**
     * FLOOD_MS of many-field bodies from FLOOD_SENDERS senders at once, /api/health probed
     * meanwhile. The senders run on a thread of their own: sending megabytes would otherwise
     * delay the probe's own answers in this thread.
     */
    const floodOnce = async () => {
      const cpuBefore = cpuMsOf(pid);
      const probe = probeHealth(base);
      const worker = new Worker(FLOOD_SENDER, {
        eval: true,
        workerData: { base, flood, cookies: live, senders: FLOOD_SENDERS, ms: FLOOD_MS },
      });
      const result = await new Promise<FloodResult>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      await worker.terminate();
      const latencies = await probe.stop();
      const cpuMs = cpuMsOf(pid) - cpuBefore;
      bad.push(...result.bad);
      return {
        sent: result.sent,
        worst: Math.max(...latencies),
        figure: `${result.sent} bodies (${flood.length} kinds) from ${FLOOD_SENDERS} senders in ${FLOOD_MS / 1000} s, answers ${JSON.stringify(result.statuses)}, server CPU ${cpuMs.toFixed(0)} ms; ${quantiles(latencies)}`,
      };
    };
    // The same probe with nothing else sent: what the machine alone costs a health answer now.
    const quiet = probeHealth(base);
    await sleep(FLOOD_MS / 2);
    const alone = quantiles(await quiet.stop());
    // As for single requests (test/loop-budget.ts): a pause of the shared machine does not repeat on
    // every try, a server held by the bodies does; the best of three tries counts.
    let best = await floodOnce();
    const tries = [best.figure];
    for (let again = 1; again < 3 && best.worst >= BUDGET_MS; again++) {
      const next = await floodOnce();
      tries.push(next.figure);
      if (next.worst < best.worst) best = next;
    }
    const figure = `many-field flood: ${tries.join(" | ")}; without the flood: ${alone}; budget ${BUDGET_MS} ms, load ${os.loadavg()[0].toFixed(1)}`;
    console.log(figure);
    expect(bad).toEqual([]);
    expect(best.sent).toBeGreaterThan(flood.length);
    expect(best.worst, figure).toBeLessThan(BUDGET_MS);
  }, 120_000);
});
