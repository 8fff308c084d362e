import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium";

/**
 * Browser journeys against a real server: the compiled server that `npm start` runs (built into a folder of
 * this port's, so runs on several ports never replace each other's), on a fresh data dir with the demo data.
 * E2E_PORT lets several runs share a machine; E2E_WORKERS overrides the worker count.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
const serverDir = `apps/server/dist-e2e-${port}`;
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: `.tmp/playwright-${port}`,
  // One worker: journeys share one server and its demo data, and the admin's ones read what others change (the
  // bell's unread batch, the moderation queue, a vendor's version); E2E_WORKERS=2 runs files side by side for a
  // quick local check (decision 0033).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL,
    // Recording a trace costs every journey; a failure's retry records one (CI retries once).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/build-server.mjs --outdir ${serverDir} && node ${serverDir}/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      NODE_ENV: "test",
      PUBLIC_URL: baseURL,
      RATE_LIMITS: "false",
      // Every journey's couple unlocks from 127.0.0.1: the per-address cap would count all of them as one network.
      UNLOCK_CAP_PER_IP: "1000",
      SEED_IMAGE_CACHE: ".tmp/seed-images",
      LOG_LEVEL: "warn",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
