import fs from "node:fs/promises";
import path from "node:path";
import type { Lang } from "@bihe/shared";
import { systemRefs } from "@bihe/shared/contracts";
import { getSessionCookie } from "better-auth/cookies";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { escapeHtml } from "../lib/escape-html";
import { KeptByAnswers } from "../lib/kept-by-answers";
import { queryLang, requestLang } from "../modules/locale/request-lang";
import { type AppTemplate, appStartTags, withoutAppScripts } from "./app-start";
import { answeredKeys, drawsFirstScreen, firstScreen, textModule } from "./first-screen";
import { jsonForScript } from "./json-for-script";
import { languageLinks, NEPALI_HEAD, withLang } from "./language-head";
import { siteOrigin } from "./seo/urls";
import { pageKindOf } from "./spa-routes";

/**
 * What the server writes into the SPA's <head> for one page: link-preview meta tags, preloads of
 * the picture that will be the largest paint, and the answers the page is about to ask for.
 * Shipping those answers in the HTML saves a phone a round trip before the first vendor shows.
 */
export type PageHead = {
  /** The marketplace's name (a setting), written into the bar painted before the app's code arrives. */
  siteName?: string;
  /** The HTTP status of the page: 404 for a page whose subject does not exist (an unknown vendor or place). */
  status?: number;
  /** The page's own title, without the site's name (added after it); the home page's title when absent. */
  title?: string;
  /** `<meta name="description">`: unique per page. */
  description?: string;
  /** The one address of this page (absolute URL), for `<link rel="canonical">` and og:url. */
  canonical?: string;
  /** `<meta name="robots">`, e.g. "noindex" for a page search engines should not list. */
  robots?: string;
  /** schema.org objects, each written as a `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** Further tags (Open Graph), already escaped. */
  meta?: string;
  /** `<link rel="preload" as="image">` of the first pictures, with the same srcset/sizes as the <img>. */
  preloadImages?: { href: string; srcset: string; sizes: string }[];
  /** The page's own code (source paths under apps/web, e.g. src/features/x/page.tsx), preloaded by the app's start (app-start.ts). */
  modules?: string[];
  /** TanStack Query entries (key and answer) the web app seeds its cache with before rendering. */
  queries?: { key: readonly unknown[]; data: unknown }[];
};

/**
 * One per kind of page, listed in `web/page-heads/index.ts` and kept in `app.pageHeads`. Each answers
 * null for pages not its own; the heads merge.
 */
export type PageHeadProvider = (app: FastifyInstance, request: FastifyRequest) => Promise<PageHead | null>;

type Manifest = Record<string, { file: string; imports?: string[] }>;
/** Each web build's index.html and manifest, read once (keyed by its directory: one per app's config). */
const builds = new Map<string, Promise<{ app: AppTemplate; manifest: Manifest }>>();

/** What the home page (and any page without a title of its own) is called, after the site's name. */
export const DEFAULT_TAGLINE = "Wedding vendors in Nepal";
export const DEFAULT_DESCRIPTION =
  "Find wedding photographers and vendors in Nepal with honest prices and reviews, and reach them in one tap.";
export const NOT_FOUND_TITLE = "Page not found";

/** A page's HTML and the status to answer it with. */
export type Page = { html: string; status: number };
/**
 * Pages whose first screen the server drew, per app. Such a page follows from its address, language and
 * origin and from its answers (settings included) and drawn screen, so while those are the same objects
 * it is the same page object, which lib/compressed.ts compresses once: a listing page is about 100 KB
 * of HTML, and making and compressing it took most of each request's time.
 */
const keptPages = new WeakMap<FastifyInstance, KeptByAnswers<Page>>();

/**
 * The SPA's index.html for any client-side route, with the page's head filled in, and the status
 * to answer with: 404 for an address the app has no page for or a page whose subject does not exist
 * (the app then shows its 404 page), 200 otherwise.
 */
export async function renderIndexHtml(app: FastifyInstance, request: FastifyRequest): Promise<Page> {
  let reading = builds.get(app.config.webDist);
  if (!reading) {
    reading = readBuild(app.config.webDist);
    builds.set(app.config.webDist, reading);
    reading.catch(() => builds.delete(app.config.webDist)); // a build not there yet is read again next time
  }
  const built = await reading;
  // The page's language from the first byte (docs/decisions/0008): ?lang=, the visitor's cookie, then the browser's.
  const lang = requestLang(request);
  const head = await headFor(app, request);
  // Without a session cookie nobody is signed in: the page says so, so the app does not ask who is, and its first
  // screen is drawn and hydrated with the signed-out navigation bar instead of drawn again when the answer comes
  // (decision 0028). With a cookie (it may have expired) the app asks, as before.
  if (!getSessionCookie(new Headers({ cookie: request.headers.cookie ?? "" }))) {
    head.queries.push({ key: systemRefs.me.queryKey({}), data: null });
  }
  // A ?lang= address is its own page: its canonical keeps the language (each language has its address).
  if (head.canonical) head.canonical = withLang(head.canonical, queryLang(request));
  const screen =
    app.config.firstScreen && head.status === 200 && drawsFirstScreen(request.url.split("?")[0])
      ? await firstScreen(app.config.webDist, {
          url: `http://localhost${request.url}`,
          lang,
          queries: head.queries,
          onError: (err) => request.log.warn({ err }, "first screen: a part failed on the server"),
        })
      : null;
  if (!screen)
    return {
      html: pageHtml(app, request, built.app, chunksOf(built.manifest, head.modules), lang, head),
      status: head.status,
    };

  let kept = keptPages.get(app);
  if (!kept) {
    kept = new KeptByAnswers<Page>(40);
    keptPages.set(app, kept);
  }
  const key = `${lang} ${siteOrigin(app, request)} ${request.url} ${answeredKeys(head.queries)}`;
  const from = [screen, ...head.queries.map((q) => q.data)];
  const hit = kept.get(key, from);
  if (hit) return hit;
  // The texts the browser loads before it takes over a drawn first screen come with the HTML too.
  head.modules.push(...screen.namespaces.map((ns) => textModule(lang, ns)));
  const chunks = chunksOf(built.manifest, head.modules);
  // Not interactive until the app has taken it over (web app: app/interactive.tsx): a tap before then would be lost,
  // so a transparent shield over the page takes it (index.css) and the page says it is disabled. A shield and not
  // `inert` on #root: taking `inert` off had the browser compute the style of every element of the page again.
  const texts = escapeHtml(screen.namespaces.join(","));
  const html = pageHtml(app, request, built.app, chunks, lang, head)
    .replace(
      '<div id="root">',
      `<div id="first-screen-shield" aria-hidden="true"></div><div id="root" aria-disabled="true" data-first-screen="" data-texts="${texts}">`,
    )
    .replace(/<!--first-screen-->[\s\S]*<!--\/first-screen-->/, () => screen.html);
  return kept.set(key, from, { html, status: head.status });
}

/** The template with the page's language and head written in, and the app's start with the page's chunks. */
function pageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  { template, entry, preload }: AppTemplate,
  chunks: string[],
  lang: Lang,
  head: MergedHead,
): string {
  const page = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace("<!--app-meta-->", renderHead(head, lang, languageLinks(app, request, lang, indexable(head))))
    .replace("<!--site-name-->", escapeHtml(head.siteName));
  if (!entry) return page;
  const modules = [...new Set([...preload, ...chunks.map((file) => `/${file}`)])].filter((file) => file !== entry);
  return page.replace("</body>", `  ${appStartTags(entry, modules)}\n  </body>`);
}

async function readBuild(webDist: string) {
  // The template's own title and description give way to each page's (written with the head).
  const app = withoutAppScripts(
    (await fs.readFile(path.join(webDist, "index.html"), "utf8"))
      .replace(/\s*<title>[^<]*<\/title>/i, "")
      .replace(/\s*<meta name="description"[^>]*>/i, ""),
  );
  const manifest = await fs
    .readFile(path.join(webDist, ".vite/manifest.json"), "utf8")
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => ({}) as Manifest); // no manifest: no preloads, the page still loads its chunks itself
  return { app, manifest };
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

type MergedHead = Required<Omit<PageHead, "title" | "canonical">> & { title?: string; canonical?: string };

async function headFor(app: FastifyInstance, request: FastifyRequest): Promise<MergedHead> {
  const heads = await Promise.all(
    app.pageHeads.map((provider) =>
      provider(app, request).catch((err) => {
        // A page still works without its head: the app asks the API itself.
        request.log.warn({ err }, "page head failed");
        return null;
      }),
    ),
  );
  const kind = pageKindOf(request.url.split("?")[0]);
  const head: MergedHead = {
    siteName: "Bihe",
    status: kind ? 200 : 404,
    description: requestLang(request) === "ne" ? NEPALI_HEAD.description : DEFAULT_DESCRIPTION,
    robots: kind && kind !== "public" ? "noindex" : "",
    jsonLd: [],
    meta: "",
    preloadImages: [],
    modules: [],
    queries: [],
  };
  for (const h of heads) {
    if (!h) continue;
    if (h.siteName) head.siteName = h.siteName;
    if (h.status) head.status = Math.max(head.status, h.status);
    if (h.title) head.title = h.title;
    if (h.description) head.description = h.description;
    if (h.canonical) head.canonical = h.canonical;
    if (h.robots) head.robots = h.robots;
    head.jsonLd.push(...(h.jsonLd ?? []));
    if (h.meta) head.meta += h.meta;
    head.preloadImages.push(...(h.preloadImages ?? []));
    head.modules.push(...(h.modules ?? []));
    head.queries.push(...(h.queries ?? []));
  }
  return head;
}

/** The page's title as the browser tab and a search result show it. */
function fullTitle(head: MergedHead, lang: Lang): string {
  const ne = lang === "ne";
  if (head.status === 404) return `${ne ? NEPALI_HEAD.notFound : NOT_FOUND_TITLE} | ${head.siteName}`;
  if (head.title) return `${head.title} | ${head.siteName}`;
  return `${head.siteName} — ${ne ? NEPALI_HEAD.tagline : DEFAULT_TAGLINE}`;
}

/** Pages search engines list get hreflang links; a 404 or a noindex page has no addresses to offer. */
const indexable = (head: MergedHead) => ({
  canonical: head.canonical,
  indexable: head.status !== 404 && !head.robots.includes("noindex"),
});

function renderHead(head: MergedHead, lang: Lang, languageTags: string[]): string {
  const notFound = head.status === 404;
  const parts: string[] = [
    `<title>${escapeHtml(fullTitle(head, lang))}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  // A missing page is never indexed, and has no address of its own to name.
  const robots = notFound ? "noindex" : head.robots;
  if (robots) parts.push(`<meta name="robots" content="${escapeHtml(robots)}">`);
  if (head.canonical && !notFound) parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  parts.push(...languageTags);
  if (!notFound) {
    for (const data of head.jsonLd) parts.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
    if (head.meta) parts.push(head.meta);
  }
  head.preloadImages.forEach((img, i) => {
    // The first picture is the page's largest paint: fetched ahead of the scripts, as its <img> asks.
    const priority = i === 0 ? ' fetchpriority="high"' : "";
    parts.push(
      `<link rel="preload" as="image" href="${escapeHtml(img.href)}" imagesrcset="${escapeHtml(img.srcset)}" imagesizes="${escapeHtml(img.sizes)}"${priority}>`,
    );
  });
  if (head.queries.length) {
    parts.push(`<script id="page-data" type="application/json">${jsonForScript(head.queries)}</script>`);
  }
  return parts.join("\n    ");
}
