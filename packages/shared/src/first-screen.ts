import type { Lang } from "./format/numbers";

/**
 * The first screen of a public page drawn on the server by the web app's own components: the web app
 * builds `renderFirstScreen` (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr) and the server
 * loads and calls it (apps/server/src/web/first-screen.ts). Both sides use these types, so the compiler
 * checks that what one side passes is what the other expects (decision 0024).
 */
export type FirstScreenInput = {
  /** The page's address, absolute (origin and path and query). */
  url: string;
  lang: Lang;
  /** The answers the server embeds in the page for it (key and data), as the browser seeds them. */
  queries: { key: readonly unknown[]; data: unknown }[];
  /** Gives up (the page is then drawn by the browser alone) after this long. */
  timeoutMs: number;
  /** A part of the page that failed here (the browser then draws that part itself). */
  onError?: (error: unknown) => void;
};

/** What the server puts in `#root`, and the text namespaces the browser loads before it hydrates it. */
export type FirstScreen = { html: string; namespaces: string[] };

/** The first screen of a page, or null when this page cannot be drawn there (the browser then draws it). */
export type RenderFirstScreen = (input: FirstScreenInput) => Promise<FirstScreen | null>;

/** The built server entry of the web app, as the server imports it. */
export type FirstScreenModule = { renderFirstScreen: RenderFirstScreen };
