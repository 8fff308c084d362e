import {
  type Lang,
  PRICE_BANDS_BY_TYPE,
  type PriceBand,
  priceBand,
  priceBandInfo,
  type VendorType,
} from "@bihe/shared";
import { beforeAll, describe, expect, it } from "vitest";
import i18n from "../../i18n";
import { bandSubtitle } from "./listing-texts";

const subtitles = (type: VendorType, lang: Lang) =>
  PRICE_BANDS_BY_TYPE[type].map((band) => bandSubtitle(band, type, lang, i18n.getFixedT(lang, "marketplace")));

describe("band subtitles", () => {
  beforeAll(async () => {
    for (const lang of ["en", "ne"] as const) {
      await i18n.changeLanguage(lang);
      await i18n.loadNamespaces(["marketplace"]);
    }
  });

  it("say each band's bounds in rupees, per plate for halls", () => {
    expect(subtitles("wedding_cinematographer", "en")).toEqual([
      "Under Rs. 40,000",
      "Rs. 40,000 to under Rs. 75,000",
      "Rs. 75,000 or more",
    ]);
    expect(subtitles("banquet_hall", "en")).toEqual([
      "Under Rs. 1,200 per plate",
      "Rs. 1,200 to under Rs. 2,000 per plate",
      "Rs. 2,000 or more per plate",
    ]);
    expect(subtitles("decorator", "en")).toEqual([
      "Under Rs. 50,000",
      "Rs. 50,000 to under Rs. 1,50,000",
      "Rs. 1,50,000 or more",
    ]);
  });

  it("say the same in Nepali with रु. and Devanagari digits", () => {
    expect(subtitles("banquet_hall", "ne")).toEqual([
      "प्रति प्लेट रु. १,२०० भन्दा कम",
      "प्रति प्लेट रु. १,२०० देखि रु. २,००० भन्दा कम",
      "प्रति प्लेट रु. २,००० वा सोभन्दा बढी",
    ]);
    expect(subtitles("decorator", "ne")[2]).toBe("रु. १,५०,००० वा सोभन्दा बढी");
  });

  it("are true of the price that puts a vendor in the band (a hall at Rs. 2,200 a plate is premium)", () => {
    const premium = priceBandInfo(priceBand(2200, "banquet_hall"), "banquet_hall");
    expect(premium.id).toBe("premium");
    expect(bandSubtitle(premium, "banquet_hall", "en", i18n.getFixedT("en", "marketplace"))).toBe(
      "Rs. 2,000 or more per plate",
    );
    for (const [type, bands] of Object.entries(PRICE_BANDS_BY_TYPE) as [VendorType, readonly PriceBand[]][])
      for (const band of bands) {
        const text = bandSubtitle(band, type, "en", i18n.getFixedT("en", "marketplace"));
        const amounts = [...text.matchAll(/Rs\. ([\d,]+)/g)].map((m) => Number(m[1].replaceAll(",", "")));
        expect(amounts, text).toEqual([band.min || null, band.maxExclusive].filter((n) => n !== null));
        expect(text).not.toContain("₹");
      }
  });
});
