import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtWebApp } from "../../test/built-web";
import { createTestApp, type TestApp } from "../../test/harness";
import { PAGE_MODULES } from "../modules/marketplace/page-head";
import { chunksOf, jsonForScript } from "./html";

describe("the page's own chunks", () => {
  const manifest = {
    "index.html": { file: "assets/index-1.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-1.js" },
    "src/features/marketplace/listing-page.tsx": {
      file: "assets/photographers-1.js",
      imports: ["_react.js", "_band.js"],
    },
    "_band.js": { file: "assets/band-1.js", imports: ["_react.js", "_band.js"] },
  };

  it("are the module's file and everything it imports, once each", () => {
    expect(chunksOf(manifest, ["src/features/marketplace/listing-page.tsx"])).toEqual([
      "assets/photographers-1.js",
      "assets/react-1.js",
      "assets/band-1.js",
    ]);
    expect(chunksOf(manifest, ["src/unknown.tsx"])).toEqual([]);
  });

  it("name modules that exist in the web app (a renamed page must be renamed here too)", () => {
    for (const file of Object.values(PAGE_MODULES)) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, "../../../web", file)), file).toBe(true);
    }
  });

  describe("in the HTML of a built app", () => {
    let t: TestApp;
    let web: ReturnType<typeof builtWebApp>;
    beforeAll(async () => {
      web = builtWebApp(
        manifest,
        '<html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"><!--app-meta--></head><body></body></html>',
      );
      t = await createTestApp({ webDist: web.webDist });
    });
    afterAll(async () => {
      await t.close();
      web.remove();
    });

    it("/photographers preloads its chunks that index.html does not already load", async () => {
      const html = (await t.request({ url: "/photographers?sort=rating" })).body;
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloads).toEqual(["/assets/react-1.js", "/assets/photographers-1.js", "/assets/band-1.js"]);
      // One listing page for every type (issue 19): /banquets and /decorators preload the same chunks.
      for (const url of ["/banquets", "/decorators?specialty=lighting"]) {
        const page = (await t.request({ url })).body;
        expect([...page.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(preloads);
      }
      const login = (await t.request({ url: "/login" })).body;
      expect(login).not.toContain("photographers-1.js");
    });
  });
});

describe("JSON inside a script element", () => {
  it("cannot close the element or open a comment", () => {
    const text = jsonForScript({ name: "</script><script>alert(1)</script><!--" });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script><!--" });
  });
});
