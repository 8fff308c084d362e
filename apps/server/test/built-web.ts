import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A built web app's output in a temporary directory: `index.html` and Vite's manifest, for tests
 * of the HTML the server sends (preloads per page and language). `remove` deletes it.
 */
export function builtWebApp(manifest: object, indexHtml: string): { webDist: string; remove: () => void } {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-web-"));
  fs.mkdirSync(path.join(webDist, ".vite"));
  fs.writeFileSync(path.join(webDist, ".vite/manifest.json"), JSON.stringify(manifest));
  fs.writeFileSync(path.join(webDist, "index.html"), indexHtml);
  return { webDist, remove: () => fs.rmSync(webDist, { recursive: true, force: true }) };
}

/** The app's modules a page names for its start script to load after the first paint (web/app-start.ts). */
export function appModules(html: string): { entry: string; preload: string[] } {
  const data = html.match(/<script id="app-modules" type="application\/json">([^<]*)<\/script>/);
  if (!data) throw new Error("the page names no app modules");
  return JSON.parse(data[1]);
}
