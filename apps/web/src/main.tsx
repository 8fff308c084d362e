import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod/v4/core";
import "./index.css";
import "./i18n";
import { App } from "./app/app";

// zod compiles object parsers with `new Function` unless told not to; our CSP has no 'unsafe-eval', so its probe
// was a CSP violation on every page (Lighthouse best practices 96). The interpreted parser is fast enough for forms.
zodConfig({ jitless: true });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
