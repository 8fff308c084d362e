import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { assertChromium } from "./chromium";

/** The browser tests run against the built web app: build it when it is missing. */
export default function globalSetup() {
  assertChromium();
  const root = path.resolve(import.meta.dirname, "../..");
  // The web app and its server build (the marketplace's first screen, e2e/first-screen.spec.ts).
  const built = ["apps/web/dist/index.html", "apps/web/dist-ssr/entry-server.js"];
  if (!built.every((file) => fs.existsSync(path.join(root, file)))) {
    execFileSync(process.execPath, [path.join(root, "scripts/build-web.mjs")], { stdio: "inherit" });
  }
}
