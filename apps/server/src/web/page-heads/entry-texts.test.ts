import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appModules, builtWebApp } from "../../../test/built-web";
import { createTestApp, type TestApp } from "../../../test/harness";
import { ENTRY_TEXT_MODULES } from "./language";

// Its own file: the server reads a built app's index.html and manifest once per process (web/html.ts).
describe("the first screen's texts", () => {
  // The web app waits for them before its first render (apps/web/src/i18n/index.ts: ENTRY_NAMESPACES).
  const manifest = {
    "index.html": { file: "assets/index-1.js" },
    ...Object.fromEntries(
      Object.entries(ENTRY_TEXT_MODULES).flatMap(([lang, files]) =>
        files.map((file) => [file, { file: `assets/${path.basename(file, ".ts")}-${lang}.js` }]),
      ),
    ),
  };
  let t: TestApp;
  let web: ReturnType<typeof builtWebApp>;
  beforeAll(async () => {
    web = builtWebApp(
      manifest,
      '<html><head><script type="module" src="/assets/index-1.js"></script><!--app-meta--></head><body></body></html>',
    );
    t = await createTestApp({ webDist: web.webDist });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });
  const preloads = async (url: string, headers: Record<string, string> = {}) =>
    appModules((await t.request({ url, headers })).body).preload.sort();

  it("name modules that exist in the web app", () => {
    for (const file of Object.values(ENTRY_TEXT_MODULES).flat()) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, "../../../../web", file)), file).toBe(true);
    }
  });

  it("are preloaded with every page in its language, never in the other", async () => {
    const english = ["/assets/common-en.js", "/assets/marketplace-en.js"];
    const nepali = ["/assets/common-ne.js", "/assets/marketplace-ne.js"];
    expect(await preloads("/")).toEqual(english);
    expect(await preloads("/login")).toEqual(english);
    expect(await preloads("/?lang=ne")).toEqual(nepali);
    expect(await preloads("/photographers", { cookie: "lang=ne" })).toEqual(nepali);
    expect(await preloads("/photographers?lang=en", { cookie: "lang=ne" })).toEqual(english);
  });
});
