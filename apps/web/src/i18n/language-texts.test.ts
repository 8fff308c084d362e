import { describe, expect, it } from "vitest";
import i18n from "./index";

describe("texts in Nepali", () => {
  it("load on demand and write numbers in Devanagari digits with lakh grouping", async () => {
    await i18n.loadNamespaces(["common", "marketplace", "vendorWorkspace"]);
    await i18n.loadLanguages("ne");
    const ne = i18n.getFixedT("ne", "marketplace");
    expect(ne("years", { count: 12 })).toBe("१२ वर्षदेखि व्यवसायमा");
    expect(ne("list.found", { count: 120000 })).toBe("१,२०,००० फोटोग्राफर भेटिए");
    expect(ne("page.ward", { n: 9 })).toBe("वडा ९");
    expect(i18n.getFixedT("ne", "vendorWorkspace")("reviews.outOf", { value: 4.5 })).toBe("५ मध्ये ४.५");
    expect(i18n.getFixedT("ne", "common")("nav.photographers")).toBe("फोटोग्राफर");
  });

  it("English keeps its texts and digits", () => {
    const en = i18n.getFixedT("en", "marketplace");
    expect(en("years", { count: 12 })).toBe("12 years in business");
  });
});
