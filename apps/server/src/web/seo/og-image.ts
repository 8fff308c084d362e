import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { type Lang, localDigits, normalizeVendorType, type VendorPage } from "@bihe/shared";
import type { Uses } from "../../lib/services";
import { keptPreview, type PreviewLayout } from "./og-layout";
import { vendorKindWords, vendorTown } from "./page-words";
import { KIND_NE, vendorTownNe } from "./page-words-ne";

export { OG_HEIGHT, OG_WIDTH } from "./og-layout";

/**
 * What a vendor's preview picture shows, in the sharer's language: its banner (or card picture) with its kind,
 * town and rating in the band under it. The name is not printed over the banner, which usually shows it already
 * (and og:title names it beside the picture); only without a picture is the name the picture. Its hash names the
 * cached file, so a new banner, name, rating or language makes a new picture (and a new og:image address, which
 * previews re-fetch) while the old one is never drawn again.
 */
function ogFacts(page: VendorPage, siteName: string, lang: Lang): PreviewLayout & { v: number; lang: Lang } {
  const picture = (page.bannerImage ?? page.cardImage)?.url ?? null;
  const ne = lang === "ne";
  const rated = page.reviewCount > 0;
  const rating = ne
    ? rated
      ? `★ ${localDigits(page.rating.toFixed(1), "ne")} · ${localDigits(page.reviewCount, "ne")} समीक्षा`
      : `${siteName} मा नयाँ`
    : rated
      ? `★ ${page.rating.toFixed(1)} · ${page.reviewCount} review${page.reviewCount === 1 ? "" : "s"}`
      : `New on ${siteName}`;
  return {
    v: 3,
    lang,
    pictures: picture ? [picture] : [],
    heading: picture ? undefined : page.companyName,
    title: ne
      ? `${KIND_NE[normalizeVendorType(page.vendorType)]} · ${vendorTownNe(page)}`
      : `${vendorKindWords(page)} · ${vendorTown(page)}`,
    subtitle: rating,
    siteName,
  };
}

export function ogImageVersion(page: VendorPage, siteName: string, lang: Lang = "en"): string {
  return createHash("sha256")
    .update(JSON.stringify(ogFacts(page, siteName, lang)))
    .digest("hex")
    .slice(0, 12);
}

/** The picture's address: versioned (cached for good), with the language when it is Nepali. */
export const ogImagePath = (page: VendorPage, siteName: string, lang: Lang = "en") =>
  `/og/vendor/${page.id}.jpg?v=${ogImageVersion(page, siteName, lang)}${lang === "ne" ? "&lang=ne" : ""}`;

/** The vendor's preview picture, made once per version and language and kept in storage. */
export function vendorOgImage(
  app: Uses<"storage">,
  page: VendorPage,
  siteName: string,
  lang: Lang = "en",
): Promise<Readable | Buffer> {
  const key = `og/vendor-${page.id}-${ogImageVersion(page, siteName, lang)}.jpg`;
  return keptPreview(app, key, () => ogFacts(page, siteName, lang));
}
