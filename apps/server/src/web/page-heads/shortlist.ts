import { parseCompareIds, trimTrailing } from "@bihe/shared";
import { shortlistContracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLang } from "../../modules/locale/request-lang";
import { compareVendors } from "../../modules/shortlist/service";
import type { PageHeadProvider } from "../html";

/** The web app's modules of these pages (their chunks are preloaded with the app's entry, web/app-start.ts). */
const MODULES = {
  shortlist: "src/features/shortlist/shortlist-page.tsx",
  compare: "src/features/shortlist/compare-page.tsx",
};
/** The pages' titles as the web app writes them (i18n/en|ne/shortlist.ts). */
const TITLES = {
  en: { shortlist: "Your shortlist", compare: "Compare vendors" },
  ne: { shortlist: "तपाईंको सर्टलिस्ट", compare: "भेन्डरहरूको तुलना" },
};

// trimTrailing, not /\/+$/: that pattern is quadratic on a long run of slashes (security/regex-audit.test.ts).
const pathOf = (request: FastifyRequest) => trimTrailing(request.url.split("?")[0], "/").toLowerCase();

/**
 * /shortlist and /compare arrive with their titles and code; compare also with its one answer, so
 * a shared comparison link shows its columns without another round trip. Both are `account` pages
 * (spa-routes.ts): `noindex`, since a comparison is a couple's pick, not a page for search results.
 */
export const shortlistPageHead: PageHeadProvider = async (app: FastifyInstance, request: FastifyRequest) => {
  const path = pathOf(request);
  if (path !== "/shortlist" && path !== "/compare") return null;
  const titles = TITLES[requestLang(request)];
  if (path === "/shortlist") return { title: titles.shortlist, modules: [MODULES.shortlist] };
  const raw = new URL(request.url, "http://x").searchParams.get("ids");
  const parsed = parseCompareIds(raw);
  if ("error" in parsed) return { title: titles.compare, modules: [MODULES.compare] };
  const ids = parsed.ids.join(",");
  return {
    title: titles.compare,
    modules: [MODULES.compare],
    queries: [{ key: shortlistContracts.compare.queryKey({ query: { ids } }), data: await compareVendors(app, ids) }],
  };
};
