import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FirstScreen, FirstScreenInput, FirstScreenModule, Lang, RenderFirstScreen } from "@bihe/shared";
import { KeptByAnswers } from "../lib/kept-by-answers";

/**
 * The first screen of a marketplace page drawn on the server by the web app's own components
 * (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr), so a phone shows the page while its
 * code is still on the way; the browser then hydrates it (main.tsx). Without the build, or when a
 * page cannot be drawn in time, the page is sent as before and the browser draws it.
 */
/** The pages whose first screen is drawn here: the public marketplace, the same for every visitor. */
const PAGES = [
  /^\/$/,
  /^\/(photographers|banquets|decorators)$/,
  /^\/(photographers|banquets|decorators)\/in\/[^/]+$/,
  /^\/vendor\/[^/]+$/,
];
/** Renders take turns (the app's texts and query cache are one per process); more waiting than this, send none. */
const MAX_WAITING = 3;
/** How long one render may take before the page goes without it. */
const TIMEOUT_MS = 1000;
/** Drawn screens kept, each with the answers it was drawn from (they are the public cache's objects). */
const KEPT = 40;

const renderers = new Map<string, Promise<RenderFirstScreen | null>>();
const kept = new KeptByAnswers<FirstScreen>(KEPT);
let waiting = 0;

/**
 * Which answers a page was given (a signed-out visitor's page has one more: who is asking), part of the key of
 * what is kept for it: the same address drawn for a signed-out visitor and for one who may be signed in is two
 * drawings, each kept, not one replacing the other at every request.
 */
export const answeredKeys = (queries: readonly { key: readonly unknown[] }[]) =>
  queries.map((q) => JSON.stringify(q.key)).join(" ");

/** Whether this address is a page whose first screen the server draws. */
export const drawsFirstScreen = (pathname: string) => PAGES.some((page) => page.test(pathname));

/**
 * The first screen's HTML for `#root`, or null. A screen drawn from the very same answer objects
 * (the public cache hands out one object per answer for its lifetime) is reused, so a popular page
 * is drawn once per cached answer, and a vendor's edit (which drops the answer) draws it anew.
 */
export async function firstScreen(
  webDist: string,
  input: Omit<FirstScreenInput, "timeoutMs">,
): Promise<FirstScreen | null> {
  const render = await rendererOf(webDist);
  if (!render) return null;
  const key = `${webDist} ${input.lang} ${input.url} ${answeredKeys(input.queries)}`;
  const data = input.queries.map((q) => q.data);
  const hit = kept.get(key, data);
  if (hit) return hit;
  if (waiting >= MAX_WAITING) return null;
  waiting++;
  try {
    const drawn = await render({ ...input, timeoutMs: TIMEOUT_MS });
    if (drawn === null) return null;
    return kept.set(key, data, { ...drawn, html: withoutHoistedLinks(drawn.html) });
  } catch {
    return null; // the browser draws the page, as without a server render
  } finally {
    waiting--;
  }
}

function rendererOf(webDist: string): Promise<RenderFirstScreen | null> {
  let renderer = renderers.get(webDist);
  if (!renderer) {
    const entry = path.join(webDist, "../dist-ssr/entry-server.js");
    renderer = import(pathToFileURL(entry).href).then((m: FirstScreenModule) => m.renderFirstScreen).catch(() => null);
    renderers.set(webDist, renderer);
  }
  return renderer;
}

/**
 * React writes a `<link rel="preload">` for each high-priority picture ahead of the markup; the
 * page's head already preloads its first pictures (page-heads/marketplace.ts), and links inside `#root` would
 * stand where hydration expects the app's first element.
 */
function withoutHoistedLinks(html: string): string {
  return html.replace(/^(?:<link [^>]*\/>)+/, "");
}

/** The web app's source module of a text namespace in a language (its chunk is preloaded with the page). */
export const textModule = (lang: Lang, namespace: string) =>
  `src/i18n/${lang}/${namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
