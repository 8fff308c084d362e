import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each API test file gets its own database; two workers suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          // A worker imports the app once for all its files (each builds its own apps on its own
          // database): importing it per file took 200 s of each pass. So what an app keeps belongs
          // to the app, never to its module (decision 0025).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
