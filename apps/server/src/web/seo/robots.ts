import { type PageKind, SPA_ROUTES } from "../spa-routes";

/** The start of a route's path before its first parameter: '/vendor-form/:vendorType' -> '/vendor-form/'. */
const prefixOf = (route: string) => route.split(":")[0];

/**
 * robots.txt: every page not meant for search (workspace, admin, account forms, development) and
 * the API are disallowed; derived from the web app's route list, so a new workspace page is covered.
 */
export function robotsTxt(origin: string): string {
  const hidden = Object.entries(SPA_ROUTES)
    .filter(([, kind]: [string, PageKind]) => kind !== "public")
    .map(([route]) => prefixOf(route));
  // A rule covers every path starting with it: keep only the shortest of overlapping prefixes.
  // (Preview pictures under /og/ stay allowed: some link-preview crawlers obey robots.txt.)
  const rules = [...new Set(["/api/", ...hidden])]
    .sort()
    .filter((rule, i, all) => !all.slice(0, i).some((shorter) => rule.startsWith(shorter)));
  return [
    "User-agent: *",
    "Allow: /",
    ...rules.map((r) => `Disallow: ${r}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
