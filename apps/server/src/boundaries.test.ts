import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The server's layers (docs/architecture.md): platform <- domains (modules/) <- pages (web/) <- app.
 * `.dependency-cruiser.cjs` enforces them in `npm test` and `npm run lint`; each rule is proven here
 * on a small tree of files that breaks it, checked with the repository's own configuration.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-server-boundaries-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Checks a tree of files (paths under apps/server/src) with the repo's rules; the checker's output and exit code. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(work, "case-"));
  fs.copyFileSync(path.join(root, ".dependency-cruiser.cjs"), path.join(dir, ".dependency-cruiser.cjs"));
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "ESNext" } }));
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(dir, "apps/server/src", file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, source);
  }
  const res = spawnSync(process.execPath, [depcruise, "apps/server/src", "--config", ".dependency-cruiser.cjs"], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: res.status, output: res.stdout + res.stderr };
}

/** A layered tree that follows every rule; each case below adds one wrong import to it. */
const layered = {
  "lib/errors.ts": "export const notFound = (m: string) => new Error(m);\n",
  "db/schema.ts": "export const vendors = 'vendor_profiles';\n",
  "modules/leads/service.ts": 'import { vendors } from "../../db/schema";\nexport const leads = () => vendors;\n',
  "modules/marketplace/service.ts":
    'import { notFound } from "../../lib/errors";\nimport { leads } from "../leads/service";\nexport const vendorPage = () => [leads(), notFound("x")];\n',
  "web/html.ts":
    'import { vendorPage } from "../modules/marketplace/service";\nexport const html = () => vendorPage();\n',
  "app.ts": 'import { html } from "./web/html";\nexport const app = () => html();\n',
};

describe("server import directions (dependency-cruiser)", () => {
  it("passes a tree whose imports all point down the layers, and a test that reaches across them", () => {
    const { status, output } = check({
      ...layered,
      // A test may reach anything it proves (a test harness builds the whole app).
      "lib/errors.test.ts": 'import { app } from "../app";\nexport const t = app;\n',
    });
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  // One tree with one wrong import per rule (a checker run costs seconds): each is named in the output.
  it("refuses the platform importing a domain, a domain importing a page or the app, and a cycle of domains", () => {
    const { status, output } = check({
      ...layered,
      "lib/cache.ts": 'import { leads } from "../modules/leads/service";\nexport const warm = () => leads();\n',
      "modules/leads/routes.ts": 'import { html } from "../../web/html";\nexport const page = () => html();\n',
      "modules/leads/boot.ts": 'import { app } from "../../app";\nexport const boot = () => app();\n',
      // leads -> marketplace through another file than marketplace -> leads: a cycle of folders, not of files.
      "modules/leads/notify.ts":
        'import { vendorPage } from "../marketplace/service";\nexport const notify = () => vendorPage();\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error platform-imports-no-domain: apps/server/src/lib/cache.ts");
    expect(output).toContain("error domain-imports-no-page: apps/server/src/modules/leads/routes.ts");
    expect(output).toContain("error domain-imports-no-page: apps/server/src/modules/leads/boot.ts");
    expect(output).toContain("error no-cycle-between-domains");
    expect(output).toMatch(/modules\/(leads|marketplace) → \s*apps\/server\/src\/modules\/(marketplace|leads)/);
  });
});
