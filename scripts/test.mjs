// `npm test`: typecheck, lint, unit + API tests (PGlite; and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser journeys in Debian's Chromium. Prints one closing summary line.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".tmp/test-results");
fs.mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const phases = [];

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

function addVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, "utf8")).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
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
run("unit and API tests (PGlite)", node, [
  vitest,
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${out}/vitest.json`,
]);
addVitest(`${out}/vitest.json`);
if (process.env.TEST_DATABASE_URL) {
  run(
    "API tests (PostgreSQL: the database's own subjects, vitest.config.ts)",
    node,
    [vitest, "run", "--project", "api", "--reporter=dot", "--reporter=json", `--outputFile.json=${out}/vitest-pg.json`],
    { TEST_DB: "postgres" },
  );
  addVitest(`${out}/vitest-pg.json`);
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
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
