import type { Lang } from "@bihe/shared";
import { requestLang } from "../../modules/locale/request-lang";
import type { PageHeadProvider } from "../html";
import { devanagariFonts, fontPreloads } from "./fonts";

/**
 * The web app's texts of every page's first screen (its ENTRY_NAMESPACES), one chunk per namespace and
 * language, preloaded with a page's HTML in the page's language: the app waits for them before its first
 * render, and neither language downloads the other's texts (docs/decisions/0022-small-i18n-runtime.md).
 */
export const ENTRY_TEXT_MODULES: Record<Lang, string[]> = {
  en: ["src/i18n/en/common.ts", "src/i18n/en/marketplace.ts"],
  ne: ["src/i18n/ne/common.ts", "src/i18n/ne/marketplace.ts"],
};

/**
 * A page brings its first texts with the HTML (no round trip before the first paint); a Nepali page
 * also its Devanagari font, so no text is laid out before the font is there (Chromium keeps such text as boxes).
 */
export const languageHead: PageHeadProvider = async (app, request) =>
  requestLang(request) === "ne"
    ? { modules: ENTRY_TEXT_MODULES.ne, meta: fontPreloads(await devanagariFonts(app.config.webDist)) }
    : { modules: ENTRY_TEXT_MODULES.en };
