// `npm test`: typecheck, lint, unit + API tests (PGlite; and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser journeys in Debian's Chromium. Ends with each step's time, the failed and flaky tests by
// name, and one line of totals.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".tmp/test-results");
// A step that dies before writing its report must not be counted from an earlier run.
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const phases = [];
// Named again in the closing summary: CI shows only the end of a long log.
const failedTests = [];
const flakyTests = [];
const firstLine = (message = "") => message.split("\n")[0].slice(0, 300);

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = Math.round((performance.now() - started) / 1000);
  phases.push(`${name}: ${seconds} s`);
  console.log(`◀ ${name}: ${res.status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

function readReport(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

/** A vitest report's failed tests: [file relative to the root, full name, first line of the failure]. */
function failedIn(report) {
  return report.testResults.flatMap((f) =>
    f.assertionResults
      .filter((a) => a.status === "failed")
      .map((a) => [path.relative(root, f.name), a.fullName, firstLine(a.failureMessages[0])]),
  );
}

function addVitest(report, { flaky = false } = {}) {
  if (!report) return;
  const failed = failedIn(report);
  totals.passed += report.numPassedTests + (flaky ? failed.length : 0);
  totals.failed += flaky ? 0 : report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const [file, name, message] of failed)
    (flaky ? flakyTests : failedTests).push(`${file} › ${name}\n      ${message}`);
}

/**
 * A vitest step. On CI a file with a failed test runs once more, as Playwright retries a journey there
 * (playwright.config.ts): a test that passes then is counted as passed and named as flaky in the summary.
 */
function vitestStep(name, args, reportName, env = {}) {
  const reportArgs = (file) => ["--reporter=json", `--outputFile.json=${out}/${file}.json`];
  const passed = run(name, node, [vitest, "run", ...args, ...reportArgs(reportName)], env);
  const report = readReport(`${out}/${reportName}.json`);
  const files = report ? [...new Set(failedIn(report).map(([file]) => file))] : [];
  if (passed || !process.env.CI || files.length === 0) return addVitest(report);
  const again = `${name}, its failed files once more`;
  if (!run(again, node, [vitest, "run", ...args, ...files, ...reportArgs(`${reportName}-again`)], env)) {
    return addVitest(report);
  }
  failures.splice(failures.indexOf(name), 1);
  addVitest(report, { flaky: true });
}

function addPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, "utf8")).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected" || test.status === "flaky")
          (test.status === "flaky" ? flakyTests : failedTests).push(
            `${[...titles, spec.title].join(" › ")}\n      ${firstLine(test.results.find((r) => r.error)?.error?.message)}`,
          );
  };
  for (const suite of JSON.parse(fs.readFileSync(file, "utf8")).suites) walk(suite, [suite.title]);
}

function ensureChromium() {
  const p = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(p)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("which", ["apt-get"]).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    return fs.existsSync(p);
  }
  console.error(
    `Chromium not found at ${p}. Install it with 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH.`,
  );
  return false;
}

const node = process.execPath;
const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);

run("typecheck", node, [bin("typescript", "bin/tsc"), "-p", "tsconfig.json"]);
// packages/shared on its own: no DOM and no Node types (it runs in the browser and on the server).
run("typecheck packages/shared (no DOM, no Node)", node, [
  bin("typescript", "bin/tsc"),
  "-p",
  "packages/shared/tsconfig.json",
]);
run("lint", node, [bin("@biomejs/biome", "bin/biome"), "check", "."]);
// The server's layers, one way (.dependency-cruiser.cjs, docs/architecture.md).
run("server import directions", node, [
  bin("dependency-cruiser", "bin/dependency-cruise.mjs"),
  "apps/server/src",
  "--config",
  ".dependency-cruiser.cjs",
]);

const vitest = bin("vitest", "vitest.mjs");
vitestStep("unit and API tests (PGlite)", ["--reporter=default"], "vitest");
if (process.env.TEST_DATABASE_URL) {
  vitestStep(
    "API tests (PostgreSQL: the database's own subjects, vitest.config.ts)",
    ["--project", "api", "--reporter=dot"],
    "vitest-pg",
    { TEST_DB: "postgres" },
  );
}

if (ensureChromium()) {
  run("build web", node, [path.join(root, "scripts/build-web.mjs")]);
  run("browser journeys", node, [bin("@playwright/test", "cli.js"), "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
  addPlaywright(`${out}/playwright.json`);
} else {
  failures.push("browser journeys (no Chromium)");
}

console.log(`\nphases:\n  ${phases.join("\n  ")}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
if (failedTests.length) console.log(`\nFailed tests:\n  ${failedTests.join("\n  ")}`);
if (flakyTests.length) console.log(`\nFlaky (failed, then passed when run again):\n  ${flakyTests.join("\n  ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
