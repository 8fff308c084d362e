import { useEffect, useSyncExternalStore } from "react";
import i18n, { type I18n, runtime } from "./index";
import type { Namespace, TFunction } from "./keys";

/**
 * `const { t, i18n } = useTranslation("leads")`, as react-i18next's hook: the component suspends
 * until the namespace's texts are here (the nearest <Suspense> shows meanwhile), and re-renders with
 * the new texts when the language changes. `{ useSuspense: false }` renders at once with `ready`
 * false (the keys' fallbacks) and again when the texts arrive.
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = "common">(
  ns?: N,
  options?: { useSuspense?: boolean },
): { t: TFunction<N>; i18n: I18n; ready: boolean } {
  const namespaces: readonly Namespace[] = ns === undefined ? ["common"] : typeof ns === "string" ? [ns] : ns;
  // Re-render when the language changes or this component's namespaces arrive (in any language: a missing
  // Nepali key's English fallback too); `t` below is then a new function. Not for every namespace another part
  // of the page loads (the validation table, the shortlist's texts...): each such arrival re-rendered the whole
  // page while it was loading. So a text of another namespace (`ns:key`, `{ ns }`) must be one that is here
  // before the component renders: common, marketplace (loaded before the app renders) or a parent's namespace.
  const snapshot = () => `${i18n.language}|${namespaces.map(i18n.versionOf).join(",")}`;
  useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  const language = i18n.language;
  const ready = namespaces.every((n) => i18n.hasLoadedNamespace(n));
  const suspend = options?.useSuspense !== false;
  // Suspends by throwing the loading promise, as react-i18next did (not React's `use`: inside a test's
  // synchronous act() React would then wait for an awaited act before retrying, and the page tests render
  // synchronously). The runtime hands out one promise per set while it loads.
  if (!ready && suspend) throw i18n.loadNamespaces(namespaces);
  const key = namespaces.join(",");
  useEffect(() => {
    if (!ready && !suspend) void i18n.loadNamespaces(key.split(","));
  }, [ready, suspend, key]);
  // The runtime's `t` takes any key; the keys it is typed with here are the namespaces' (keys.ts).
  const t = runtime.getFixedT(language, namespaces) as unknown as TFunction<N>;
  return { t, i18n, ready };
}

export type { TFunction } from "./keys";
