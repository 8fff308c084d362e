/**
 * The first screen of a public page drawn on the server (built with `vite build --ssr`, loaded by the
 * server's web/first-screen.ts): the same routes and components as the browser, from the answers the
 * page embeds (`#page-data`), so the browser hydrates it instead of drawing it (main.tsx).
 *
 * The texts runtime and the query client are one per browser tab; here they are one per process, so
 * pages are drawn one at a time (each render sets the language and the answers it needs, then clears them).
 */
import type { FirstScreen, FirstScreenInput, RenderFirstScreen } from "@bihe/shared";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/app-providers";
import { routes } from "./app/router";
import i18n, { ENTRY_NAMESPACES } from "./i18n";
import { drawWithPageAnswers } from "./lib/auth";
import { queryClient } from "./lib/query-client";

const handler = createStaticHandler(routes);
let queue: Promise<unknown> = Promise.resolve();

/** The first screen of a page, or null when this page cannot be drawn here (the browser then draws it). */
export const renderFirstScreen: RenderFirstScreen = (input) => {
  const run = queue.then(() => render(input));
  queue = run.catch(() => null);
  return run;
};

/**
 * Draws the page until nothing in it waited: a component that shows a placeholder until its texts are
 * here (`useSuspense: false`) is drawn again with them, so the browser, which loads the same texts before
 * hydrating, draws the same. A part that had to wait (the first use of a lazy component in this process)
 * is written after the rest with an inline script, which the page's Content Security Policy refuses: that
 * draw is not sent either, and the next finds it ready.
 */
async function render(input: FirstScreenInput): Promise<FirstScreen | null> {
  const deadline = Date.now() + input.timeoutMs;
  if (i18n.language !== input.lang) await i18n.changeLanguage(input.lang);
  await i18n.loadNamespaces(ENTRY_NAMESPACES);
  for (let attempt = 0; attempt < 3; attempt++) {
    const timeoutMs = deadline - Date.now();
    if (timeoutMs <= 0) return null;
    const asked = i18n.recordAsked();
    let html: string | null;
    let namespaces: string[];
    try {
      html = await renderOnce({ ...input, timeoutMs });
    } finally {
      namespaces = asked();
    }
    if (html === null) return null;
    const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
    if (!missing.length && !html.includes("<script")) return { html, namespaces };
    await i18n.loadNamespaces(missing);
  }
  return null;
}

async function renderOnce({ url, queries, timeoutMs, onError }: FirstScreenInput): Promise<string | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    queryClient.clear();
    for (const { key, data } of queries) queryClient.setQueryData(key, data);
    drawWithPageAnswers();
    const context = await handler.query(new Request(url, { signal: abort.signal }));
    if (context instanceof Response) return null; // a redirect: the browser follows it
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </StrictMode>,
      {
        signal: abort.signal,
        onError,
        // One piece: React otherwise writes a boundary of more than 12.8 KB (the page) after the rest, put in
        // place by an inline script, which the page's Content Security Policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = "";
    for await (const chunk of prelude) html += chunk;
    // Out of time: what was drawn so far has fallbacks where the rest should be; the browser draws it all.
    return abort.signal.aborted ? null : html;
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}
