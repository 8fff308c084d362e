import fs from "node:fs/promises";
import path from "node:path";

/** Each build's font files, read once (keyed by its directory: test apps each serve a build of their own). */
const filesByBuild = new Map<string, Promise<string[]>>();

/**
 * The built Devanagari font files to preload with a Nepali page, regular and bold (from Vite's manifest; none
 * without a build). A weight that arrives after the page's first layout has the browser lay out all of its text
 * again: on a phone, 20-30 ms of blocking work per weight, several times that in Lighthouse's slowed-down CPU.
 * The app's code comes after the first paint (decision 0036), so the fonts no longer delay it.
 */
export function devanagariFonts(webDist: string): Promise<string[]> {
  let files = filesByBuild.get(webDist);
  if (files) return files;
  files = fs
    .readFile(path.join(webDist, ".vite/manifest.json"), "utf8")
    .then((text) =>
      Object.values(JSON.parse(text) as Record<string, { file: string }>)
        .map((entry) => entry.file)
        .filter((file) => /noto-sans-devanagari-devanagari-(400|700)-normal-[\w-]+\.woff2$/.test(file)),
    )
    .catch(() => []);
  filesByBuild.set(webDist, files);
  return files;
}

/** `<link rel="preload" as="font">` of each file (fonts are always fetched in CORS mode, hence crossorigin). */
export function fontPreloads(fontFiles: string[]): string {
  return fontFiles
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join("\n    ");
}
