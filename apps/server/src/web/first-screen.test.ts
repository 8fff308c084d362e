import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { drawsFirstScreen, firstScreen, textModule } from "./first-screen";

/**
 * The server's side of a drawn first screen: which pages, when a drawing is reused, and what happens
 * without the web app's server build or under a flood. The drawing itself (the web app's components on the
 * server, hydrated by the browser) is proven by the browser journey e2e/first-screen.spec.ts.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built web app whose server build draws "drawn N" after `delayMs`, counting its drawings in a global. */
function webAppDrawing(delayMs = 0): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-first-screen-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "dist"));
  fs.mkdirSync(path.join(root, "dist-ssr"));
  const counter = `drawings_${path.basename(root).replace(/\W/g, "_")}`;
  fs.writeFileSync(
    path.join(root, "dist-ssr/entry-server.js"),
    `export async function renderFirstScreen(input) {
      globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;
      await new Promise((r) => setTimeout(r, ${delayMs}));
      return { html: '<link rel="preload" as="image" href="/a.webp"/><div>drawn ' + globalThis.${counter} + ' ' + input.lang + '</div>', namespaces: ["common", "shortlist"] };
    }`,
  );
  return path.join(root, "dist");
}
const drawings = (webDist: string) =>
  (globalThis as unknown as Record<string, number>)[
    `drawings_${path.basename(path.dirname(webDist)).replace(/\W/g, "_")}`
  ] ?? 0;

describe("the first screen drawn on the server", () => {
  it("is drawn for the public marketplace's pages only", () => {
    for (const page of ["/", "/photographers", "/banquets", "/decorators", "/photographers/in/kaski", "/vendor/x"]) {
      expect(drawsFirstScreen(page), page).toBe(true);
    }
    for (const page of ["/sign-in", "/shortlist", "/vendor-dashboard", "/photographers/in", "/vendor/x/y", "/admin"]) {
      expect(drawsFirstScreen(page), page).toBe(false);
    }
  });

  it("names the texts' source module the browser loads before hydrating", () => {
    expect(textModule("ne", "shortlist")).toBe("src/i18n/ne/shortlist.ts");
    expect(textModule("en", "hallsDecorators")).toBe("src/i18n/en/halls-decorators.ts");
  });

  it("is drawn once per answer: the same answer objects reuse the drawing, a new answer draws again", async () => {
    const webDist = webAppDrawing();
    const answer = { vendors: [] };
    const input = {
      url: "http://localhost/photographers",
      lang: "en" as const,
      queries: [{ key: ["l"], data: answer }],
    };
    const first = await firstScreen(webDist, input);
    // React's preload links ahead of the markup are dropped: the head preloads the page's first pictures.
    expect(first).toEqual({ html: "<div>drawn 1 en</div>", namespaces: ["common", "shortlist"] });
    expect(await firstScreen(webDist, input)).toEqual(first);
    expect(drawings(webDist)).toBe(1);
    // A vendor's edit drops the cached answer: the next request brings a new object, drawn anew.
    const edited = await firstScreen(webDist, { ...input, queries: [{ key: ["l"], data: { vendors: [] } }] });
    expect(edited?.html).toBe("<div>drawn 2 en</div>");
    expect((await firstScreen(webDist, { ...input, lang: "ne" }))?.html).toBe("<div>drawn 3 ne</div>");
  });

  it("is left to the browser without the web app's server build", async () => {
    const missing = path.join(os.tmpdir(), "bihe-no-such-web-app", "dist");
    expect(await firstScreen(missing, { url: "http://localhost/", lang: "en", queries: [] })).toBeNull();
  });

  it("is left to the browser when more requests wait for a drawing than the server draws in turn", async () => {
    const webDist = webAppDrawing(50);
    const screens = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        firstScreen(webDist, {
          url: `http://localhost/photographers?q=${i}`,
          lang: "en",
          queries: [{ key: [i], data: {} }],
        }),
      ),
    );
    expect(screens.filter((s) => s === null).length).toBe(7);
    expect(drawings(webDist)).toBe(3);
  });
});
