import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { assertChromium } from "./chromium";

/** The browser tests run against the built web app: build it when it is missing. */
export default function globalSetup() {
  assertChromium();
  const root = path.resolve(import.meta.dirname, "../..");
  if (!fs.existsSync(path.join(root, "apps/web/dist/index.html"))) {
    execFileSync(process.execPath, [path.join(root, "scripts/build-web.mjs")], { stdio: "inherit" });
  }
}
