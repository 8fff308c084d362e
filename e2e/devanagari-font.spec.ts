import fs from "node:fs";
import { type Browser, chromium, expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { chromiumPath } from "./support/chromium";

/**
 * Devanagari renders on a machine without a Devanagari system font. The page is drawn before
 * its web font arrives (boxes for a moment, `font-display: swap`); once the font is there the browser
 * draws the text again in it by itself. The app used to force a relayout of the whole page for this (a
 * style change on <html> when fonts finished loading): on a slow phone that was the longest task of a
 * Nepali page (a style recalculation and layout of every element, 210 ms unthrottled). This journey is what proves it is not
 * needed.
 */

const PAGE = "/photographers?lang=ne";

/** A fontconfig that hides every Devanagari font the machine has: the couple's phone without one. */
function withoutDevanagariFonts(dir: string): string {
  const file = `${dir}/fonts.conf`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><glob>*Devanagari*</glob><glob>*Lohit*</glob><glob>*FreeS*</glob></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}

/** The heading as painted now. CDP's capture, not Playwright's screenshot: that one waits for the fonts. */
async function headingPixels(page: Page): Promise<string> {
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  if (!box) throw new Error("no heading");
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send("Page.captureScreenshot", { clip: { ...box, scale: 1 } });
  await cdp.detach();
  return data;
}

/** How many pixels of two PNGs (base64) differ visibly; every pixel when their sizes differ. */
async function differingPixels(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const load = (png: string) =>
        new Promise<HTMLImageElement>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.src = `data:image/png;base64,${png}`;
        });
      const [x, y] = await Promise.all([load(a), load(b)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      const pixels = (img: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, img.width, img.height).data;
      };
      const [p, q] = [pixels(x), pixels(y)];
      let differ = 0;
      for (let i = 0; i < p.length; i += 4) {
        const distance = Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!);
        if (distance > 60) differ++;
      }
      return differ;
    },
    [a, b],
  );
}

/** A Devanagari face has arrived and none is still on its way (a Nepali page preloads the regular and the bold). */
const fontLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.fonts].some((f) => f.family.includes("Devanagari") && f.status === "loaded") &&
      [...document.fonts].every((f) => f.status !== "loading"),
  );

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test("Nepali text drawn before its web font arrived is drawn again in it, on a machine without a Devanagari font", async () => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
    env: { ...process.env, FONTCONFIG_FILE: withoutDevanagariFonts(test.info().outputPath("fontconfig")) },
  });
  try {
    await fontArrivesAfterTheFirstDrawing(browser);
  } finally {
    await browser.close();
  }
});

async function fontArrivesAfterTheFirstDrawing(browser: Browser) {
  const viewport = { width: 390, height: 800 };

  // The reference: the font arrives with the page.
  const reference = await browser.newPage({ baseURL, viewport });
  await reference.goto(PAGE);
  await fontLoaded(reference);
  await twoFrames(reference);
  const inFont = await headingPixels(reference);

  // The font held back until the page is drawn without it.
  const page = await browser.newPage({ baseURL, viewport });
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.woff2", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बिहेका फोटोग्राफरहरू");
  await twoFrames(page);
  const before = await headingPixels(page);
  // What this journey is about happened: the heading was drawn without the font (boxes, not letters).
  expect(await differingPixels(page, before, inFont)).toBeGreaterThan(200);

  release();
  await fontLoaded(page);
  await expect
    .poll(async () => differingPixels(page, await headingPixels(page), inFont), { timeout: 10_000 })
    .toBeLessThan(20);
}
