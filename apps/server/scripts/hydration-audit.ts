// `npm run audit:hydration`: loads every page the server draws (decision 0024) in both languages as a visitor, a
// couple (with a vendor on their shortlist), a vendor and an admin, on a 6x slower CPU so that answers arrive while
// React is still hydrating, with React's development build in the browser: the production build neither reports
// nor corrects an attribute that differs from the server's (a heart left unpressed). Prints what React said about
// each page and exits 1 if it said anything. Builds its own copy of the web app under .tmp/hydration-audit (the
// server's build stays production React, as in production); runs on PGlite with the demo data.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../../../e2e/support/chromium";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/setup";
import { DEMO_ADMIN, DEMO_PASSWORD, seedDemo } from "../src/seed/demo";

const root = path.resolve(import.meta.dirname, "../../..");
const out = path.join(root, ".tmp/hydration-audit");
const webDist = path.join(out, "dist");
const PORT = Number(process.env.AUDIT_PORT ?? 3297);
const base = `http://localhost:${PORT}`;
const SLOWDOWN = 6;

const vite = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn", ...args],
    {
      cwd: path.join(root, "apps/web"),
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
vite({ NODE_ENV: "development" }, "--mode", "development", "--outDir", webDist, "--emptyOutDir");
vite({}, "--ssr", "src/entry-server.tsx", "--outDir", path.join(out, "dist-ssr"), "--emptyOutDir");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-hydration-"));
const config = loadConfig(
  { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", RATE_LIMITS: "false", LOG_LEVEL: "warn", PORT: String(PORT) },
  { databaseUrl: undefined, publicUrl: base, webDist },
);
const app = await buildApp({ config, database: await prepareDatabase(config), logger: false });
await seedDemo(app);
await app.listen({ port: PORT, host: "127.0.0.1" });

const problems: string[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
try {
  const listing = (await (await fetch(`${base}/api/vendors`)).json()) as { bands: { vendors: { id: string }[] }[] };
  const vendorId = listing.bands.flatMap((b) => b.vendors)[0].id;
  const pages = ["/", "/photographers", "/photographers/in/jhapa", `/vendor/${vendorId}`, "/banquets", "/decorators"];
  const visitors = { visitor: null, couple: "couple@bihe.demo", vendor: "studio@bihe.demo", admin: DEMO_ADMIN };
  for (const [who, email] of Object.entries(visitors)) {
    for (const lang of ["en", "ne"]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      if (email) {
        const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
          data: { email, password: DEMO_PASSWORD },
        });
        if (!signIn.ok()) throw new Error(`Signing in ${email}: ${signIn.status()}`);
        if (who === "couple") await context.request.put(`${base}/api/customer/shortlist/${vendorId}`);
      }
      const page = await context.newPage();
      const said: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") said.push(m.text().split("\n")[0].slice(0, 200));
      });
      page.on("pageerror", (e) => said.push(`uncaught: ${e.message.slice(0, 3000)}`));
      const cdp = await context.newCDPSession(page);
      for (const pathname of pages) {
        said.length = 0;
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
        await page.goto(`${base}${pathname}?lang=${lang}`);
        // The app has taken the page over (decision 0024: a shield takes the taps until then); then a moment for what
        // follows.
        await page.waitForFunction(() => !document.getElementById("first-screen-shield"), null, { timeout: 60_000 });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        await page.waitForTimeout(1500);
        const drawn = await page.evaluate(() => document.getElementById("root")?.hasAttribute("data-first-screen"));
        const line = `${who.padEnd(8)} ${lang} ${pathname.padEnd(48)} ${drawn ? "drawn" : "NOT DRAWN"}`;
        console.log(said.length ? `${line}\n    ${said.join("\n    ")}` : `${line} ok`);
        if (!drawn) problems.push(`${line}: the server did not draw it`);
        for (const s of said) problems.push(`${line}: ${s}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(problems.length ? `\n${problems.length} problem(s).` : "\nEvery page hydrated as the server drew it.");
process.exit(problems.length ? 1 : 0);
