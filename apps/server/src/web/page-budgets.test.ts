import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AFTER_FIRST_PAINT,
  BLOCKING_CSS_KB_GZIP,
  INITIAL_JS_KB_GZIP,
  type PublicPage,
} from "../../../web/src/build/page-budgets";
import { appModules } from "../../test/built-web";
import { approvedVendor, multipartBody, smallPng } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { APP_START_SCRIPT } from "./app-start";

/**
 * Each public page's first load, from the real build: the web app and its server build (as scripts/build-web.mjs
 * makes them, into a folder of this test's) served by the app to a signed-out phone, in English and Nepali. Bytes
 * are deterministic, so what Lighthouse measures as time is held here as size: the initial JavaScript against
 * its budget, and what the largest paint waits for (the picture's priority, the Nepali font, no blocking script).
 */

const root = path.resolve(import.meta.dirname, "../../../..");
const LANGS = ["en", "ne"] as const;
const KB = 1024;
/** gzip at zlib's default level, as scripts/lighthouse.mjs measures it (the server sends brotli, smaller). */
const gzipBytes = (data: Buffer) => zlib.gzipSync(data).length;

let out: string;
let webDist: string;
let t: TestApp;
let vendorId: string;
let pages: Record<PublicPage, string>;
const manifest = () =>
  JSON.parse(fs.readFileSync(path.join(webDist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-page-budgets-"));
  webDist = path.join(out, "dist");
  const vite = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error", ...args],
      // A production build, as scripts/build-web.mjs makes it: the test run's NODE_ENV=test would build React's development code.
      { cwd: path.join(root, "apps/web"), stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
    );
  vite("--outDir", webDist, "--emptyOutDir");
  vite("--ssr", "src/entry-server.tsx", "--outDir", path.join(out, "dist-ssr"), "--emptyOutDir");

  t = await createTestApp({ webDist, firstScreen: true });
  // A listed photographer with a card and a banner: the pictures the listing's and the vendor page's largest paints are.
  const vendor = await approvedVendor(t, "Budget Frames");
  vendorId = vendor.vendorId;
  for (const fileType of ["card_image", "banner_image"]) {
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: vendor.cookie,
      ...multipartBody({ fileType }, { buffer: await smallPng(), name: "picture.png", type: "image/png" }),
    });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  }
  pages = {
    home: "/",
    photographers: "/photographers",
    banquets: "/banquets",
    decorators: "/decorators",
    place: "/photographers/in/kathmandu",
    vendor: `/vendor/${vendorId}`,
  };
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

async function pageHtml(url: string, lang: string): Promise<string> {
  const res = await t.request({ url: `${url}?lang=${lang}` });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/**
 * The scripts a page loads before interaction: the app's entry and the chunks the page preloads with it, which its
 * HTML names as data and its start script fetches after the first paint (web/app-start.ts).
 */
function initialScripts(html: string): string[] {
  const { entry, preload } = appModules(html);
  return [entry, ...preload].map((href) => href.replace(/^\//, ""));
}

const initialJsBytes = (html: string) =>
  initialScripts(html).reduce((sum, file) => sum + gzipBytes(fs.readFileSync(path.join(webDist, file))), 0);

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

describe("the initial JavaScript of each public page", () => {
  it("is within its page's budget in both languages", async () => {
    const figures: Record<string, Record<string, number>> = {};
    for (const [page, url] of Object.entries(pages) as [PublicPage, string][]) {
      figures[page] = {};
      for (const lang of LANGS) figures[page][lang] = kb(initialJsBytes(await pageHtml(url, lang)));
    }
    console.log(`initial JavaScript, KB gzip: ${JSON.stringify(figures)}`);
    for (const [page, byLang] of Object.entries(figures) as [PublicPage, Record<string, number>][]) {
      for (const [lang, size] of Object.entries(byLang)) {
        expect(size, `${page} (${lang}): ${size} KB gzip, budget ${INITIAL_JS_KB_GZIP[page]}`).toBeLessThanOrEqual(
          INITIAL_JS_KB_GZIP[page],
        );
      }
    }
  });

  it("leaves out what loads after the first paint: the date filter, the availability calendar, the dialogs", async () => {
    const built = manifest();
    const initial = new Set<string>();
    for (const url of Object.values(pages)) {
      for (const lang of LANGS) for (const file of initialScripts(await pageHtml(url, lang))) initial.add(file);
    }
    for (const module of AFTER_FIRST_PAINT) {
      // A chunk of its own: imported statically by a page, it would be part of that page's chunk instead.
      expect(built[module]?.isDynamicEntry, `${module} is no longer loaded on its own`).toBe(true);
      expect(initial.has(built[module].file), `${module} is loaded with a page's HTML`).toBe(false);
    }
  });
});

describe("what the largest paint waits for", () => {
  it("is one stylesheet within its budget, and no script: the app's code is fetched after the first paint", async () => {
    for (const url of Object.values(pages)) {
      const html = await pageHtml(url, "en");
      const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1]);
      expect(sheets, url).toHaveLength(1);
      const size = kb(gzipBytes(fs.readFileSync(path.join(webDist, sheets[0]))));
      expect(size, `${url}: stylesheet ${size} KB gzip`).toBeLessThanOrEqual(BLOCKING_CSS_KB_GZIP);
      // No script the browser fetches with the HTML (a script with a src, a module preload): those shared the slow
      // network with the picture and ran in the first paint's stretch of work. The one inline script is the app's
      // start; the others carry data (JSON).
      expect(html, url).not.toMatch(/<link rel="modulepreload"|<script\b[^>]*\ssrc=/);
      for (const [element, tag, body] of html.matchAll(/(<script\b[^>]*>)([^<]*)<\/script>/g)) {
        if (tag === '<script type="module">') expect(body, url).toBe(APP_START_SCRIPT);
        else expect(tag, `${url}: ${element.slice(0, 80)}`).toMatch(/type="(application\/json|application\/ld\+json)"/);
      }
    }
  });

  it("is a picture the HTML preloads at high priority and draws eager: the listing's first card, the vendor's banner", async () => {
    for (const page of ["photographers", "place", "vendor"] as const) {
      for (const lang of LANGS) {
        const html = await pageHtml(pages[page], lang);
        const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"[^>]*>/);
        expect(preload, `${page} (${lang}) preloads no picture`).not.toBeNull();
        expect(preload?.[0], `${page} (${lang})`).toMatch(/fetchpriority="high"/i);
        // The drawn first screen's <img> of that picture loads at once, not when scrolled to.
        const img = [...html.matchAll(/<img\b[^>]*>/g)]
          .map((m) => m[0])
          .find((tag) => tag.includes(preload?.[1] ?? "-"));
        expect(img, `${page} (${lang}) draws no <img> of ${preload?.[1]}`).toBeDefined();
        expect(img, `${page} (${lang})`).toMatch(/fetchpriority="high"/i); // React writes it fetchPriority
        expect(img, `${page} (${lang})`).not.toContain('loading="lazy"');
      }
    }
  });

  it("in Nepali is the Devanagari font, preloaded with the page and shown with a fallback until it arrives", async () => {
    for (const url of Object.values(pages)) {
      const html = await pageHtml(url, "ne");
      const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
      expect(fonts, url).toHaveLength(1);
      expect(fonts[0], url).toMatch(/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/);
      expect(fs.existsSync(path.join(webDist, fonts[0] ?? "-"))).toBe(true);
      expect(await pageHtml(url, "en"), url).not.toContain('as="font"');
    }
    const css = fs
      .readdirSync(path.join(webDist, "assets"))
      .filter((f) => f.endsWith(".css"))
      .map((f) => fs.readFileSync(path.join(webDist, "assets", f), "utf8"))
      .join("");
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toContain("font-display:swap");
  });
});
