import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium";

/**
 * Browser journeys against a real server (`npm start`'s server on a fresh data dir, no demo
 * data unless a test asks for it). E2E_PORT lets several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: `.tmp/playwright-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
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
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
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
      LOG_LEVEL: "warn",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
