import { trimTrailing } from "@bihe/shared";

/**
 * The web app's pages, as its router declares them (a test keeps the two lists equal). The server
 * answers 200 for these and 404 (with the same app, which shows its 404 page) for anything else,
 * so a search engine never indexes an unknown address as a page. Only `public` pages are for search
 * engines: robots.txt disallows the others and their HTML says `noindex`.
 */
export type PageKind = "public" | "account" | "workspace" | "admin" | "dev";

export const SPA_ROUTES: Record<string, PageKind> = {
  "/": "public",
  "/vendors": "public",
  "/photographers": "public",
  "/banquets": "public",
  "/decorators": "public",
  "/photographers/in/:place": "public",
  "/banquets/in/:place": "public",
  "/decorators/in/:place": "public",
  "/vendor/:id": "public",
  "/review": "account",
  "/review/:vendorId": "account",
  "/client-form": "account",
  "/client-form/:vendorId": "account",
  "/login": "account",
  "/signup": "account",
  "/vendor-signup": "account",
  "/banquet-signup": "account",
  "/decorator-signup": "account",
  "/customer-signup": "account",
  "/forgot-password": "account",
  "/reset-password": "account",
  "/customer-dashboard": "account",
  // A couple's own list and a comparison of their picks: useful to them, not to a search engine.
  "/shortlist": "account",
  "/compare": "account",
  // A walk-in client's private conversation: its address is its key, never for a search engine.
  "/c/:token": "account",
  "/vendor-form": "workspace",
  "/vendor-form/:vendorType": "workspace",
  "/vendor-form-status": "workspace",
  "/banquet-form": "workspace",
  "/decorator-form": "workspace",
  "/wedding-cinematographer-dashboard": "workspace",
  "/banquet-dashboard": "workspace",
  "/decorator-dashboard": "workspace",
  "/vendor-inquiries": "workspace",
  "/vendor-calendar": "workspace",
  "/vendor-bookings": "workspace",
  "/vendor-bookings/:id": "workspace",
  "/vendor-reviews": "workspace",
  "/vendor-reviews/print": "workspace",
  "/photographer-leads": "workspace",
  "/photographer-leads-dashboard": "workspace",
  "/photographer-leads/queue": "workspace",
  "/photographer-leads/called": "workspace",
  "/photographer-leads/quotation-sent": "workspace",
  "/photographer-leads/won": "workspace",
  "/photographer-leads/loss": "workspace",
  "/photographer-leads/add-client": "workspace",
  "/notification-settings": "workspace",
  "/vendor-messages": "workspace",
  "/admin-dashboard": "admin",
  "/admin/photographers": "admin",
  "/admin/banquets": "admin",
  "/admin/decorators": "admin",
  "/admin/unlock-bursts": "admin",
  "/admin/change-requests": "admin",
  "/admin/change-requests/:id": "admin",
  "/admin/reviews": "admin",
  "/admin/saait": "admin",
  "/admin/settings": "admin",
  "/dev/components": "dev",
};

const matchers = Object.entries(SPA_ROUTES).map(([pattern, kind]) => {
  const source = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { re: new RegExp(`^${source}$`, "i"), kind }; // the router matches case-insensitively too
});

/** The kind of page a path is (trailing slash ignored), or null when the web app has no such page. */
export function pageKindOf(pathname: string): PageKind | null {
  const path = trimTrailing(pathname, "/") || "/";
  return matchers.find((m) => m.re.test(path))?.kind ?? null;
}
