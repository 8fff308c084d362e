import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * What the server writes into the SPA's <head> for one page: link-preview meta tags, preloads of
 * the picture that will be the largest paint, and the answers the page is about to ask for.
 * Shipping those answers in the HTML saves a phone a round trip before the first vendor shows.
 */
export type PageHead = {
  /** The marketplace's name (a setting), written into the bar painted before the app's code arrives. */
  siteName?: string;
  meta?: string;
  /** `<link rel="preload" as="image">` of the first pictures, with the same srcset/sizes as the <img>. */
  preloadImages?: { href: string; srcset: string; sizes: string }[];
  /** The page's own code (source paths under apps/web, e.g. src/features/x/page.tsx), preloaded with the HTML. */
  modules?: string[];
  /** TanStack Query entries (key and answer) the web app seeds its cache with before rendering. */
  queries?: { key: readonly unknown[]; data: unknown }[];
};

/**
 * Registered in `app.pageHeads` by the modules that own what a page shows (the marketplace's
 * pages; the settings on every page). Each answers null for pages not its own; the heads merge.
 */
export type PageHeadProvider = (app: FastifyInstance, request: FastifyRequest) => Promise<PageHead | null>;

type Manifest = Record<string, { file: string; imports?: string[] }>;
let built: { template: string; manifest: Manifest } | undefined;

/** The SPA's index.html for any client-side route, with the page's head filled in. */
export async function renderIndexHtml(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  built ??= await readBuild(app.config.webDist);
  const head = await headFor(app, request);
  const chunks = chunksOf(built.manifest, head.modules).filter((file) => !built?.template.includes(file));
  return built.template
    .replace("<!--app-meta-->", renderHead(head, chunks))
    .replace("<!--site-name-->", escapeHtml(head.siteName));
}

async function readBuild(webDist: string) {
  const template = await fs.readFile(path.join(webDist, "index.html"), "utf8");
  const manifest = await fs
    .readFile(path.join(webDist, ".vite/manifest.json"), "utf8")
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => ({}) as Manifest); // no manifest: no preloads, the page still loads its chunks itself
  return { template, manifest };
}

/** The built files of some source modules and of everything they import statically. */
export function chunksOf(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return [...files];
}

async function headFor(app: FastifyInstance, request: FastifyRequest): Promise<Required<PageHead>> {
  const heads = await Promise.all(
    app.pageHeads.map((provider) =>
      provider(app, request).catch((err) => {
        // A page still works without its head: the app asks the API itself.
        request.log.warn({ err }, "page head failed");
        return null;
      }),
    ),
  );
  const head: Required<PageHead> = { siteName: "Bihe", meta: "", preloadImages: [], modules: [], queries: [] };
  for (const h of heads) {
    if (!h) continue;
    if (h.siteName) head.siteName = h.siteName;
    if (h.meta) head.meta += h.meta;
    head.preloadImages.push(...(h.preloadImages ?? []));
    head.modules.push(...(h.modules ?? []));
    head.queries.push(...(h.queries ?? []));
  }
  return head;
}

function renderHead(head: Required<PageHead>, chunks: string[]): string {
  const parts: string[] = [];
  if (head.meta) parts.push(head.meta);
  for (const file of chunks) parts.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  for (const img of head.preloadImages) {
    parts.push(
      `<link rel="preload" as="image" href="${escapeHtml(img.href)}" imagesrcset="${escapeHtml(img.srcset)}" imagesizes="${escapeHtml(img.sizes)}">`,
    );
  }
  if (head.queries.length) {
    parts.push(`<script id="page-data" type="application/json">${jsonForScript(head.queries)}</script>`);
  }
  return parts.join("\n    ");
}

/** JSON that cannot close its <script> element or open a comment inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
