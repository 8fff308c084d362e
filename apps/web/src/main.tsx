// First: zod must find its settings when a page loads it (see zod-config.ts).
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App } from "./app/app";
import { entryTexts } from "./i18n";

// The first screen's texts are preloaded with the HTML in the page's language (i18n/index.ts).
void entryTexts.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
