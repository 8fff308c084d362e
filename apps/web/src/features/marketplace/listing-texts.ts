import type { ListingBand } from "@bihe/shared";
import { useTranslation } from "../../i18n/use-translation";

/** The words a listing page says that depend on which vendors it lists. */
export type ListingTexts = {
  title: string;
  subtitle: string;
  search: string;
  found: (count: number, capped: boolean) => string;
  empty: string;
  loadFailed: string;
  moreFailed: string;
  bandSubtitle: (band: Exclude<ListingBand["id"], "all">) => string;
};

/** /photographers: the spec's texts, in the bundled marketplace namespace. */
export function usePhotographerTexts(): ListingTexts {
  const { t } = useTranslation("marketplace");
  return {
    title: t("list.title"),
    subtitle: t("list.subtitle"),
    search: t("list.search"),
    found: (count, capped) => (capped ? t("list.foundAtLeast", { count }) : t("list.found", { count })),
    empty: t("list.empty"),
    loadFailed: t("list.loadFailed"),
    moreFailed: t("list.moreFailed"),
    bandSubtitle: (band) => t(`list.bands.${band}.subtitle`),
  };
}

/** /banquets and /decorators: their own namespace (a photographers' page never loads it). */
export function useTypeListingTexts(type: "banquet_hall" | "decorator"): ListingTexts {
  const { t } = useTranslation("hallsDecorators");
  return {
    title: t(`list.${type}.title`),
    subtitle: t(`list.${type}.subtitle`),
    search: t(`list.${type}.search`),
    found: (count, capped) => (capped ? t(`list.${type}.foundAtLeast`, { count }) : t(`list.${type}.found`, { count })),
    empty: t(`list.${type}.empty`),
    loadFailed: t(`list.${type}.loadFailed`),
    moreFailed: t(`list.${type}.moreFailed`),
    bandSubtitle: (band) => t(`bands.${type}.${band}`),
  };
}
