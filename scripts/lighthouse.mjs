// npm run lighthouse: Lighthouse 12 (mobile) against /, each vendor type's listing, a place page and a demo /vendor/:id
// served by the production server with demo data, using Debian's Chromium. Prints the four scores per page, checks the
// budgets, and measures the initial JavaScript of a public page (gzip). A measurement, not a CI test.
// Each page runs three times and the run with the median performance score is kept (LH_RUNS=1: one run per page);
// the 'load' column is the machine's load average at each page.
// The CPU slowdown is calibrated to this machine (docs/decisions/0023-lighthouse-cpu-calibration.md);
// LH_CPU_MULTIPLIER=4 runs Lighthouse's fixed default instead.
// Each run is also audited with its main thread's tasks timed by their thread time (the 'thread' columns): what the
// page scores when its work does not wait for one of this host's two cores (docs/decisions/0037-scores-read-from-thread-time.md).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { calibratedMultiplier } from "./cpu-calibration.mjs";
import { SERVER_MAIN, serverNodeArgs } from "./server-process.mjs";
import { toThreadTime } from "./thread-time-trace.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LH_PORT ?? 3290);
const base = `http://localhost:${port}`;
const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// SEO is held at 100: every public page is meant to be found (titles, descriptions, canonical, crawlable links).
const budgets = { performance: 95, accessibility: 95, "best-practices": 95, seo: 100 };
/** The largest paint of every public page, ms (docs/performance.md, "Budgets"). */
const LCP_BUDGET_MS = 2500;
// LH_CPU_MULTIPLIER: a fixed CPU slowdown instead of the host's calibrated one (see below).
const fixedMultiplier = process.env.LH_CPU_MULTIPLIER ? Number(process.env.LH_CPU_MULTIPLIER) : null;
if (fixedMultiplier !== null && !(fixedMultiplier >= 1 && fixedMultiplier <= 20)) {
  console.error(`LH_CPU_MULTIPLIER must be a number from 1 to 20 (got "${process.env.LH_CPU_MULTIPLIER}").`);
  process.exit(1);
}

// The pages are served as `npm start` serves them: the compiled server with production's Node flags.
execFileSync(process.execPath, [path.join(root, "scripts/build-web.mjs")], { stdio: "inherit" });
execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-lh-"));
const server = spawn(process.execPath, [...serverNodeArgs(), SERVER_MAIN], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
  },
  stdio: "ignore",
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

// A fresh data dir migrates and renders the demo pictures first: up to two minutes on a busy machine.
for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}

// Initial JS of a page: the entry script and every chunk its HTML names to preload with it (the server adds the
// page's own chunk), gzip-compressed; what a phone downloads, after the first paint, before the page is interactive.
async function initialJs(page) {
  const html = (await fetchAgain(base + page)).toString();
  const { entry, preload } = JSON.parse(html.match(/<script id="app-modules" type="application\/json">([^<]*)</)[1]);
  const scripts = new Set([entry, ...preload]);
  let bytes = 0;
  for (const s of scripts) bytes += zlib.gzipSync(await fetchAgain(base + s)).length;
  return bytes;
}

/** A body, asked again (up to 3 times) when the connection closes under it: twice it did on the busy machine. */
async function fetchAgain(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return Buffer.from(await (await fetch(url)).arrayBuffer());
    } catch (err) {
      if (attempt === 3) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const listing = await (await fetch(`${base}/api/vendors/featured`)).json().catch(() => null);
const vendorId = Array.isArray(listing) ? listing[0]?.id : (listing?.vendors?.[0]?.id ?? null);
// A place page: the first district 'Browse by district' links to.
const directory = await (await fetch(`${base}/api/places`)).json().catch(() => null);
const placeSlug = directory?.provinces?.[0]?.districts?.[0]?.slug ?? null;
const englishPages = [
  "/",
  // Each vendor type's listing.
  "/photographers",
  "/banquets",
  "/decorators",
  ...(placeSlug ? [`/photographers/in/${placeSlug}`] : []),
  ...(vendorId ? [`/vendor/${vendorId}`] : []),
];
// Both languages: each page again at its Nepali address (its texts and Devanagari font).
// LH_PAGES="/photographers?lang=ne,/": only those of them (a comma-separated list of the addresses above; the
// vendor page, whose id changes with each run's demo data, as /vendor/:id).
const only = process.env.LH_PAGES?.split(",").map((p) => p.trim());
const asListed = (page) => page.replace(/^\/vendor\/[^/?]+/, "/vendor/:id");
const pages = [...englishPages, ...englishPages.map((p) => `${p}?lang=ne`)].filter(
  (p) => !only || only.includes(asListed(p)),
);

/** The start tag of the element Lighthouse took as the largest paint (which picture or text it was). */
const lcpElement = (report) =>
  (report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "")
    .replace(/ class="[^"]*"/, "")
    .slice(0, 40);

// The budget is for a mid-tier phone. Lighthouse's fixed 4x CPU slowdown makes one of a high-end desktop; on
// a slower host it makes a much slower phone (its report then warns that the host is underpowered), and on
// this shared machine the host's speed changes from one run to the next (BenchmarkIndex 1,100-1,900 in one
// run of the script). Lighthouse's documentation says to calibrate the slowdown from the host's
// BenchmarkIndex, so each run is calibrated to itself: Lighthouse gathers the page's trace (-G, which also
// measures the BenchmarkIndex), then audits that trace (-A) with the slowdown of Lighthouse's CPU throttling
// calculator for that index (decision 0023). LH_CPU_MULTIPLIER=4 audits with the fixed default instead.
const lighthouseCli = path.join(root, "node_modules/lighthouse/cli/index.js");
const common = [
  `--chrome-path=${chrome}`,
  "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
  "--only-categories=performance,accessibility,best-practices,seo",
  "--quiet",
];
const cli = (args) =>
  execFileSync(process.execPath, [lighthouseCli, ...args, ...common], {
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chrome },
  });

/** One calibrated Lighthouse run of a page, tried again (up to 5 times) when Lighthouse loses its trace on a busy
 * machine (NO_NAVSTART: found by the gather, or only by the audit of what it gathered); null when every try did. */
function lighthouse(page) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      return gatherAndAudit(page);
    } catch {}
  }
  return null;
}

function gatherAndAudit(page) {
  const artifacts = path.join(dataDir, "artifacts");
  const threadArtifacts = path.join(dataDir, "artifacts-thread");
  const out = path.join(dataDir, "lh.json");
  const threadOut = path.join(dataDir, "lh-thread.json");
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.rmSync(threadArtifacts, { recursive: true, force: true });
  // LH_WITHOUT_JS=1: the page as its HTML, stylesheet, font and pictures alone (the app's code blocked), to show
  // what the page would score if no script ran: the ceiling the code can reach on this host.
  const withoutJs = process.env.LH_WITHOUT_JS ? ["--blocked-url-patterns=*/assets/*.js"] : [];
  cli([base + page, `-G=${artifacts}`, ...withoutJs]);
  // Under simulated throttling the gather ran unthrottled, so the slowdown is only the audit's setting;
  // Lighthouse refuses an audit whose settings differ from the gather's, hence it is set in both.
  const file = path.join(artifacts, "artifacts.json");
  const saved = JSON.parse(fs.readFileSync(file, "utf8"));
  const multiplier = fixedMultiplier ?? calibratedMultiplier(saved.BenchmarkIndex);
  saved.settings.throttling.cpuSlowdownMultiplier = multiplier;
  fs.writeFileSync(file, JSON.stringify(saved));
  // The same gather audited twice: as measured, and with the main thread's tasks as long as the thread ran them.
  fs.cpSync(artifacts, threadArtifacts, { recursive: true });
  const traceFile = path.join(threadArtifacts, "defaultPass.trace.json");
  const trace = JSON.parse(fs.readFileSync(traceFile, "utf8"));
  toThreadTime(trace);
  fs.writeFileSync(traceFile, JSON.stringify(trace));
  const audit = (dir, output) =>
    cli([
      base + page,
      `-A=${dir}`,
      "--output=json",
      `--output-path=${output}`,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      ...withoutJs,
    ]);
  audit(artifacts, out);
  audit(threadArtifacts, threadOut);
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const threadReport = JSON.parse(fs.readFileSync(threadOut, "utf8"));
  // LH_KEEP=dir: each page's reports saved there (its LCP phases, long tasks and requests, to see why a score moved).
  if (process.env.LH_KEEP) {
    fs.mkdirSync(process.env.LH_KEEP, { recursive: true });
    const name = page.replace(/[^a-z0-9]+/gi, "_");
    fs.copyFileSync(out, path.join(process.env.LH_KEEP, `${name}.json`));
    fs.copyFileSync(threadOut, path.join(process.env.LH_KEEP, `${name}.thread.json`));
  }
  return { report, threadReport, multiplier };
}

// Each page runs LH_RUNS times (3 unless set) and the run with the median performance score is kept: Lighthouse's
// own advice for a noisy machine (on this shared one a single run's score moves by up to 16 points within minutes;
// decision 0023). LH_RUNS=1 is a quick look.
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const results = [];
let jsGzip = 0;
let ok = true;
let threadOk = true;
/** The run whose `key` report (`report` as measured, `threadReport` from thread time) has the median performance. */
const medianRun = (reports, key) =>
  [...reports].sort((a, b) => a[key].categories.performance.score - b[key].categories.performance.score)[
    Math.floor(reports.length / 2)
  ];
for (const page of pages) {
  const reports = [];
  for (let run = 0; run < runs; run++) {
    const done = lighthouse(page);
    if (done) reports.push(done);
  }
  // A page Lighthouse could not trace at all is reported as such; the other pages' figures still count.
  if (!reports.length) {
    ok = false;
    results.push({ page, performance: "no trace" });
    continue;
  }
  const { report, multiplier } = medianRun(reports, "report");
  // The thread-time audits' own median run (not necessarily the same run's).
  const threadReport = medianRun(reports, "threadReport").threadReport;
  const threadScore = Math.round(threadReport.categories.performance.score * 100);
  if (threadScore < budgets.performance) threadOk = false;
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  for (const [k, min] of Object.entries(budgets)) if (scores[k] < min) ok = false;
  if (report.audits["largest-contentful-paint"].numericValue > LCP_BUDGET_MS) ok = false;
  const metric = (id) => report.audits[id].displayValue;
  const js = await initialJs(page);
  jsGzip = Math.max(jsGzip, js);
  const shown = page.replace("?lang=ne", "");
  results.push({
    page: shown.length > 28 ? `${shown.slice(0, 24)}…` : shown,
    lang: page.endsWith("?lang=ne") ? "ne" : "en",
    "js KB": (js / 1024).toFixed(1),
    ...scores,
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    thread: threadScore,
    "thread tbt": threadReport.audits["total-blocking-time"].displayValue,
    cls: metric("cumulative-layout-shift"),
    "lcp element": lcpElement(report),
    bench: Math.round(report.environment.benchmarkIndex),
    cpu: `${multiplier.toFixed(1)}x`,
    load: os.loadavg()[0].toFixed(1),
  });
}
stop();
console.table(results);
// Each page's own budget is held by apps/server/src/web/page-budgets.test.ts (apps/web/src/build/page-budgets.ts).
console.log(`Initial JavaScript of a public page, at most: ${(jsGzip / 1024).toFixed(1)} KB gzip`);
console.log(ok ? "All budgets met." : "Some budgets were missed.");
console.log(
  `Performance from the main thread's own time ('thread'): ${threadOk ? "every page" : "not every page"} at ${budgets.performance} or more.`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
