import {
  formatMoney,
  type Lang,
  LISTING_PRICE_BASIS,
  type ListingBand,
  type PriceBand,
  priceBandInfo,
  type VendorType,
} from "@bihe/shared";
import { type TFunction, useTranslation } from "../../i18n/use-translation";

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

/**
 * A price band's subtitle, said from its bounds in the reader's money ('Rs. 1,200 to under Rs. 2,000 per
 * plate'), so it is true of every vendor in the band: a floor such as 'From Rs. 2,500' stood above halls at 2,200.
 */
export function bandSubtitle(band: PriceBand, vendorType: VendorType, lang: Lang, t: TFunction<"marketplace">) {
  const min = formatMoney(band.min, lang);
  const max = band.maxExclusive === null ? null : formatMoney(band.maxExclusive, lang);
  const range =
    max === null
      ? t("list.bandRange.orMore", { min })
      : band.min === 0
        ? t("list.bandRange.under", { max })
        : t("list.bandRange.between", { min, max });
  return LISTING_PRICE_BASIS[vendorType] === "per-plate" ? t("list.bandRange.perPlate", { range }) : range;
}

/** /photographers: the spec's texts, in the bundled marketplace namespace. */
export function usePhotographerTexts(): ListingTexts {
  const { t, i18n } = useTranslation("marketplace");
  const type = "wedding_cinematographer";
  return {
    title: t("list.title"),
    subtitle: t("list.subtitle"),
    search: t("list.search"),
    found: (count, capped) => (capped ? t("list.foundAtLeast", { count }) : t("list.found", { count })),
    empty: t("list.empty"),
    loadFailed: t("list.loadFailed"),
    moreFailed: t("list.moreFailed"),
    bandSubtitle: (band) => bandSubtitle(priceBandInfo(band, type), type, i18n.language, t),
  };
}

/** /banquets and /decorators: their own namespace (a photographers' page never loads it). */
export function useTypeListingTexts(type: "banquet_hall" | "decorator"): ListingTexts {
  const { t } = useTranslation("hallsDecorators");
  // The marketplace's texts are here before any page renders (i18n/index.ts, ENTRY_NAMESPACES).
  const { t: market, i18n } = useTranslation("marketplace");
  return {
    title: t(`list.${type}.title`),
    subtitle: t(`list.${type}.subtitle`),
    search: t(`list.${type}.search`),
    found: (count, capped) => (capped ? t(`list.${type}.foundAtLeast`, { count }) : t(`list.${type}.found`, { count })),
    empty: t(`list.${type}.empty`),
    loadFailed: t(`list.${type}.loadFailed`),
    moreFailed: t(`list.${type}.moreFailed`),
    bandSubtitle: (band) => bandSubtitle(priceBandInfo(band, type), type, i18n.language, market),
  };
}
