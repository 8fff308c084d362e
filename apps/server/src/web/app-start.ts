import { createHash } from "node:crypto";
import { jsonForScript } from "./json-for-script";

/**
 * The app's code is fetched and run after the browser has painted the page the server sent (decision 0036).
 *
 * The server draws a public page's whole first screen, so a phone needs only the HTML, the stylesheet, the font and
 * the first picture to show it. Scripts in the head (a module script, module preloads) made it wait for more: their
 * 150 KB gzip shared the slow network with the picture, and the app's evaluation ran in the same stretch of work as
 * the first paint. So the HTML names the app's modules as data, and this inline script asks for them once the page
 * has shown its content: after the first contentful paint (Paint Timing), then one frame later, as a task queued
 * from `requestAnimationFrame` runs after that frame's paint. The first frame alone was not enough: a task queued
 * after it can run before its content is on the screen (a frame whose text waits for its font, or one still being
 * drawn), and Nepali pages asked for the app's code before their content showed (decision 0036). A browser without
 * Paint Timing starts after the first frame; one that never reports the paint, after 3 s.
 * It then imports the entry and preloads the page's chunks beside it (no waterfall of imports), two to a task:
 * adding a module preload costs a slow phone's main thread one to three milliseconds, so four to a task were long
 * tasks already.
 */
export const APP_START_SCRIPT =
  'const go=()=>{const m=JSON.parse(document.getElementById("app-modules").textContent);import(m.entry);const more=(i)=>{for(const href of m.preload.slice(i,i+2)){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}if(i+2<m.preload.length)setTimeout(()=>more(i+2))};more(0)};let started=false;const start=()=>{if(!started){started=true;requestAnimationFrame(()=>setTimeout(go))}};if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint")){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,3000)}else start()';

/** The Content-Security-Policy source that allows this one inline script and no other. */
export const APP_START_CSP_SOURCE = `'sha256-${createHash("sha256").update(APP_START_SCRIPT).digest("base64")}'`;

/** A built index.html without the tags that load the app's code, and the files those tags named. */
export type AppTemplate = { template: string; entry: string | null; preload: string[] };

/** Takes the entry script and module preloads out of the built index.html (they are written by `appStartTags`). */
export function withoutAppScripts(html: string): AppTemplate {
  const entry = html.match(/<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/);
  if (!entry) return { template: html, entry: null, preload: [] };
  const preload: string[] = [];
  const template = html
    .replace(entry[0], "")
    .replace(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g, (_, href: string) => {
      preload.push(href);
      return "";
    });
  return { template, entry: entry[1], preload };
}

/** The end of a page's body: the app's modules as data, and the script that loads them after the first paint. */
export function appStartTags(entry: string, preload: string[]): string {
  return `<script id="app-modules" type="application/json">${jsonForScript({ entry, preload })}</script>\n    <script type="module">${APP_START_SCRIPT}</script>`;
}
