import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation";
import { useSiteName } from "./settings";

/**
 * The browser tab's title while a page shows, '<page> | <site>' as the server writes it into the
 * first HTML; after moving between pages inside the app the tab follows. <DefaultTitle> (at the
 * router's root) puts the site's own title back on every move, before the new page sets its own.
 */
export function usePageTitle(title: string | null | undefined) {
  const { key } = useLocation();
  const siteName = useSiteName();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the point: the title is set again after every move
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName}`;
  }, [title, siteName, key]);
}

/** Resets the title on every move (a layout effect: it runs before the pages' own effects). */
export function DefaultTitle() {
  const { key } = useLocation();
  const siteName = useSiteName();
  const { t, ready } = useTranslation("marketplace", { useSuspense: false });
  const isFirstPage = key === "default";
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the point: the title is reset on every move
  useLayoutEffect(() => {
    // The first page keeps the title the server wrote (it already names that page).
    if (!isFirstPage && ready) document.title = t("seo.defaultTitle", { site: siteName });
  }, [key, isFirstPage, ready, t, siteName]);
  return null;
}
