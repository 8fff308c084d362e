import { PRICE_BAND_IDS, priceBandInfo } from "@bihe/shared";
import { describe, expect, it } from "vitest";
import { hallsDecorators } from "../../i18n/en/halls-decorators";
import { marketplace } from "../../i18n/en/marketplace";

describe("band subtitles", () => {
  it("say in English what the shared price bands say, for every type", () => {
    for (const id of PRICE_BAND_IDS) {
      expect(marketplace.list.bands[id].subtitle).toBe(priceBandInfo(id, "wedding_cinematographer").subtitle);
      expect(hallsDecorators.bands.banquet_hall[id]).toBe(priceBandInfo(id, "banquet_hall").subtitle);
      expect(hallsDecorators.bands.decorator[id]).toBe(priceBandInfo(id, "decorator").subtitle);
    }
  });
});
