import { useNavigate } from "react-router";

/**
 * Whether this tab came to the current page from another page of the app. The router numbers its
 * history entries (`idx` in `history.state`, 0 for the page the tab opened on), so a page opened from a
 * shared link, a search result or a new tab is at 0 even when the tab's history has other sites in it.
 */
export function cameFromThisSite(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Back to the page the visitor came from within the app, or to `fallback` when they came from elsewhere. */
export function useBackWithinSite(fallback: string) {
  const navigate = useNavigate();
  return () => (cameFromThisSite() ? navigate(-1) : navigate(fallback));
}
