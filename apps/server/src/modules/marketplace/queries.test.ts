import { describe, expect, it } from "vitest";
import { generatePromoCode } from "./promo-code";
import { toPrefixTsQuery } from "./queries";

describe("search and codes", () => {
  it("turns a search box into a safe prefix tsquery", () => {
    expect(toPrefixTsQuery("Himal  Fram")).toBe("himal:* & fram:*");
    expect(toPrefixTsQuery("'; drop table --")).toBe("drop:* & table:*");
    expect(toPrefixTsQuery("  !! ")).toBeNull();
  });

  it("makes 8-character A-Z0-9 promo codes", () => {
    for (let i = 0; i < 200; i++) expect(generatePromoCode()).toMatch(/^[A-Z0-9]{8}$/);
  });
});
