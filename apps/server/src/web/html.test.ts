import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appModules, builtWebApp } from "../../test/built-web";
import { approvedVendor } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { APP_START_CSP_SOURCE, APP_START_SCRIPT } from "./app-start";
import { chunksOf } from "./html";
import { jsonForScript } from "./json-for-script";
import { PAGE_MODULES } from "./page-heads/marketplace";

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

    it("/photographers names its chunks with the entry, for the start script to load after the first paint", async () => {
      const res = await t.request({ url: "/photographers?sort=rating" });
      const html = res.body;
      // The policy allows the start script by its hash, and no other inline script.
      const scriptSrc = String(res.headers["content-security-policy"]).match(/script-src ([^;]*)/)?.[1];
      expect(scriptSrc?.split(" ")).toEqual(["'self'", APP_START_CSP_SOURCE]);
      expect(appModules(html)).toEqual({
        entry: "/assets/index-1.js",
        preload: ["/assets/react-1.js", "/assets/photographers-1.js", "/assets/band-1.js"],
      });
      // Nothing is fetched with the HTML: the start script is the one script, allowed by its hash.
      expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]*\ssrc=/);
      expect(html).toContain(`<script type="module">${APP_START_SCRIPT}</script>`);
      // One listing page for every type: /banquets and /decorators preload the same chunks.
      for (const url of ["/banquets", "/decorators?specialty=lighting"]) {
        expect(appModules((await t.request({ url })).body)).toEqual(appModules(html));
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

describe("a page whose first screen the server drew", () => {
  let t: TestApp;
  let root: string;
  /** How many first screens the web app's server build below has drawn. */
  const drawings = () => (globalThis as unknown as { biheKeptPageDrawings?: number }).biheKeptPageDrawings ?? 0;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-kept-page-"));
    fs.mkdirSync(path.join(root, "dist/.vite"), { recursive: true });
    fs.mkdirSync(path.join(root, "dist-ssr"));
    fs.writeFileSync(path.join(root, "dist/.vite/manifest.json"), "{}");
    fs.writeFileSync(
      path.join(root, "dist/index.html"),
      '<html lang="en"><head><!--app-meta--></head><body><div id="root"><!--first-screen--><!--/first-screen--></div></body></html>',
    );
    // Draws the names of the listing's vendors, as the web app's cards would.
    fs.writeFileSync(
      path.join(root, "dist-ssr/entry-server.js"),
      `export async function renderFirstScreen(input) {
        globalThis.biheKeptPageDrawings = (globalThis.biheKeptPageDrawings ?? 0) + 1;
        const listing = input.queries.find((q) => q.key[0] === "listing")?.data;
        const names = (listing?.bands ?? []).flatMap((b) => b.vendors.map((v) => v.companyName));
        const signedOut = input.queries.some((q) => q.key[0] === "me" && q.data === null);
        return { html: "<main>" + names.join(", ") + "</main>" + (signedOut ? "<nav>Sign In</nav>" : ""), namespaces: ["common"] };
      }`,
    );
    t = await createTestApp({ webDist: path.join(root, "dist") });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is made and compressed once while its answers are the same, and anew when a write changes one", async () => {
    const vendor = await approvedVendor(t, "Kept Page Studio");
    const page = () => t.request({ url: "/photographers", headers: { "accept-encoding": "br" } });
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain("<main>Kept Page Studio</main>");
    const drawn = drawings();
    const compressions = vi.spyOn(zlib, "brotliCompressSync");
    const again = await page();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(drawings()).toBe(drawn);
    expect(compressions).not.toHaveBeenCalled();
    // Its other language is its own page.
    const nepali = await t.request({ url: "/photographers?lang=ne" });
    expect(nepali.body).toContain('<html lang="ne"');
    expect(drawings()).toBe(drawn + 1);
    // The vendor's write drops the listing's answer: the page is drawn and made again, with the change.
    await t.app.db.execute(
      sql`update vendor_profiles set company_name = 'Kept Page Studio Renamed' where id = ${vendor.vendorId}`,
    );
    const write = await t.request({
      method: "PUT",
      url: "/api/vendor/drive-link",
      cookie: vendor.cookie,
      payload: { googleDriveLink: "https://drive.google.com/drive/folders/abc" },
    });
    expect(write.statusCode).toBe(200);
    const changed = await page();
    expect(zlib.brotliDecompressSync(changed.rawPayload).toString()).toContain("<main>Kept Page Studio Renamed</main>");
    expect(drawings()).toBe(drawn + 2);
    expect(compressions).toHaveBeenCalledTimes(1);
    compressions.mockRestore();
  });

  it("tells the app a visitor without a session cookie is signed out, and keeps that page apart from a signed-in one", async () => {
    const vendor = await approvedVendor(t, "Visitor Kind Studio");
    const SIGNED_OUT = '{"key":["me"],"data":null}';
    const page = (cookie?: string) =>
      t.request({ url: "/photographers?sort=newest", headers: cookie ? { cookie } : {} });
    const anonymous = await page();
    expect(anonymous.body).toContain(SIGNED_OUT);
    expect(anonymous.body).toContain("<nav>Sign In</nav>"); // drawn signed out, as the app will hydrate it
    const drawn = drawings();
    // A session cookie: the page does not say who is signed in (the app asks), and is not the signed-out drawing.
    const signedIn = await page(vendor.cookie);
    expect(signedIn.body).not.toContain('"key":["me"]');
    expect(signedIn.body).not.toContain("<nav>Sign In</nav>");
    expect(drawings()).toBe(drawn + 1);
    // Each is kept: asked again in turn, neither is drawn again, nor served to the other.
    expect((await page()).body).toBe(anonymous.body);
    expect((await page(vendor.cookie)).body).toBe(signedIn.body);
    expect(drawings()).toBe(drawn + 1);
    // A cookie naming a session that has expired is still asked about, not taken for signed out.
    expect((await page("better-auth.session_token=expired.token")).body).not.toContain('"key":["me"]');
    // A page the browser draws alone says it too, and another cookie (the language) changes nothing.
    expect((await t.request({ url: "/login", headers: { cookie: "lang=ne" } })).body).toContain(SIGNED_OUT);
  });
});
