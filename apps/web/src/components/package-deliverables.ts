import type { VendorPackage } from "@bihe/shared";
import type { TFunction } from "../i18n/use-translation";

/** What a combo package delivers, labelled: the vendor page's packages and the compare table list the same. */
export function packageDeliverables(
  p: Pick<VendorPackage, "albums" | "frames" | "fullVideos" | "highlightVideos" | "instaReels" | "pendrive">,
  t: TFunction<"marketplace">,
): [string, number][] {
  return [
    [t("page.albums"), p.albums],
    [t("page.frames"), p.frames],
    [t("page.fullVideos"), p.fullVideos],
    [t("page.highlights"), p.highlightVideos],
    [t("page.reels"), p.instaReels],
    [t("page.pendrive"), p.pendrive],
  ];
}
