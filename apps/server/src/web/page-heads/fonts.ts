import fs from "node:fs/promises";
import path from "node:path";

/** Each build's font files, read once (keyed by its directory: test apps each serve a build of their own). */
const filesByBuild = new Map<string, Promise<string[]>>();

/**
 * The built Devanagari font file to preload with a Nepali page: the regular weight only (from Vite's
 * manifest; none without a build). Most text is regular; preloading the bold too put 55 KB more in
 * front of the app's code on a slow phone (Nepali LCP +0.3-0.5 s in Lighthouse), and headings in the
 * fallback for a moment cost less than that. The bold loads when a page uses it.
 */
export function devanagariFonts(webDist: string): Promise<string[]> {
  let files = filesByBuild.get(webDist);
  if (files) return files;
  files = fs
    .readFile(path.join(webDist, ".vite/manifest.json"), "utf8")
    .then((text) =>
      Object.values(JSON.parse(text) as Record<string, { file: string }>)
        .map((entry) => entry.file)
        .filter((file) => /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(file)),
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
