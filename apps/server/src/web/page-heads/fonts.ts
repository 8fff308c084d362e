import fs from "node:fs/promises";
import path from "node:path";

/** Each build's font files, read once (keyed by its directory: test apps each serve a build of their own). */
const filesByBuild = new Map<string, Promise<string[]>>();

/**
 * The built Devanagari font file to preload with a Nepali page: the regular weight only (from Vite's
 * manifest; none without a build). Most text is regular; preloading the bold too put 55 KB more beside the
 * first picture on a slow phone (the Nepali vendor page's largest paint 2.1 -> 2.8 s in Lighthouse, the app's
 * code already waiting for the paint: decision 0036), and headings in the fallback for a moment cost less than
 * that. The bold loads when a page uses it. A phone with the font (most Android phones) downloads neither: the
 * preload fetches the file, so each one preloaded costs those phones its bytes for nothing.
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
