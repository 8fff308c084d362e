// First: zod must find its settings when a page loads it (see zod-config.ts).
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App, type AppRouter, createAppRouter } from "./app/app";
import i18n, { loadEntryTexts } from "./i18n";
import { drawWithPageAnswers } from "./lib/auth";
import { acceptDevanagariDigits } from "./lib/devanagari-digits-input";
import { hydrate } from "./lib/hydrate";
import { seedFromPage } from "./lib/query-client";

const root = document.getElementById("root") as HTMLElement;

// On a slow phone, evaluating the app's code is one long task, and putting the page's embedded answers into the query
// cache and making the router (matching the page, starting its code's load) made it a third longer. Each is a task
// of its own, in that order (the router's loaders read the cache), so a tap or a scroll can be handled in between:
// the longest task the page blocks the phone with is shorter.
setTimeout(() => {
  seedFromPage(document);
  drawWithPageAnswers();
  setTimeout(() => start(createAppRouter()), 0);
}, 0);

function start(router: AppRouter) {
  acceptDevanagariDigits();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );

  /** The router has loaded the page's own code (its `lazy` route), so the first render draws the page itself. */
  const routerReady = () =>
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });

  // The first screen's texts are preloaded with the page's modules in its language (i18n/index.ts). A marketplace
  // page arrives with its first screen drawn by the server (entry-server.tsx): React takes that markup over
  // instead of drawing it again, and it becomes interactive (a shield takes the taps until then: web/html.ts).
  void loadEntryTexts().then(async () => {
    if (root.hasAttribute("data-first-screen")) {
      // The texts the server drew with (preloaded with the page's modules), so the first render draws what it did.
      const texts = (root.dataset.texts ?? "").split(",").filter(Boolean);
      await Promise.all([routerReady(), i18n.loadNamespaces(texts)]);
      hydrate(root, app);
    } else {
      createRoot(root).render(app);
    }
  });
}
