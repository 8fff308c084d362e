import { DATE_PARAM_MESSAGE } from "@bihe/shared";
import { describe, expect, it } from "vitest";
import { marketplace } from "../../i18n/en/marketplace";
import { clearedFilters, homeSearchHref, pageFilters, pageParams } from "./listing-url";

const url = (query: string) => new URLSearchParams(query);

describe("a listing page's URL state, per vendor type", () => {
  it("reads a hall's filters on /banquets and drops a decorator's", () => {
    const f = pageFilters(
      url("capacity=200-500&facilities=parking,wifi&specialty=lighting&sort=price-high"),
      "banquet_hall",
    );
    expect(f.vendorType).toBe("banquet_hall");
    expect(f.capacity).toBe("200-500");
    // In the table's order, whatever order the link wrote them in.
    expect(f.facilities).toEqual(["wifi", "parking"]);
    expect(f.specialty).toBeNull();
    expect(f.sort).toBe("price-high");
  });

  it("reads a decorator's filters on /decorators and drops a hall's", () => {
    const f = pageFilters(url("specialty=mandap-decoration&event=bratabandha&capacity=1000-plus"), "decorator");
    expect(f).toMatchObject({ vendorType: "decorator", specialty: "mandap-decoration", event: "bratabandha" });
    expect(f.capacity).toBeNull();
    expect(f.facilities).toEqual([]);
  });

  it("keeps the date a couple picked (BS, as the URL reads) through a filter change, and drops a malformed one", () => {
    const f = pageFilters(url("date=2083-11-02&sort=rating"), "decorator");
    expect(f.date).toBe("2083-11-02");
    expect(pageParams(url("date=2083-11-02"), { ...f, rating: 4 }).toString()).toBe(
      "rating=4&date=2083-11-02&sort=rating",
    );
    for (const bad of ["2083-13-01", "2083-1-2", "tomorrow", "2083-11-02x"])
      expect(pageFilters(url(`date=${bad}`), "decorator").date).toBeNull();
    // The page says so in the API's words (its 400's message for a date the calendar does not have).
    expect(marketplace.list.badDate).toBe(DATE_PARAM_MESSAGE);
  });

  it("lets the path, not a ?type=, say the type", () => {
    expect(pageFilters(url("type=decorator&capacity=up-to-200"), "banquet_hall")).toMatchObject({
      vendorType: "banquet_hall",
      capacity: "up-to-200",
    });
    expect(pageFilters(url("type=banquet_hall&capacity=up-to-200"), "wedding_cinematographer")).toMatchObject({
      vendorType: "wedding_cinematographer",
      capacity: null,
    });
  });

  it("ignores unknown values instead of failing the page", () => {
    const f = pageFilters(
      url("capacity=huge&facilities=pool,wifi&specialty=fireworks&event=%3Cscript%3E"),
      "banquet_hall",
    );
    expect(f.capacity).toBeNull();
    expect(f.facilities).toEqual(["wifi"]);
    const d = pageFilters(url("specialty=fireworks&event=%3Cscript%3E"), "decorator");
    expect(d.specialty).toBeNull();
    expect(d.event).toBeNull();
  });

  it("a place page fixes its place whatever the URL says", () => {
    const f = pageFilters(url("district=27&municipality=5&ward=3"), "wedding_cinematographer", {
      kind: "district",
      id: 38,
    });
    expect(f).toMatchObject({ district: 38, municipality: null, ward: null, province: null });
  });

  it("writes a filter change without the type (the path says it) and keeps the list layout", () => {
    const current = url("view=list&capacity=up-to-200");
    const next = { ...pageFilters(current, "banquet_hall"), facilities: ["dj-system" as const], district: 27 };
    expect(pageParams(current, next).toString()).toBe("district=27&capacity=up-to-200&facilities=dj-system&view=list");
  });

  it("switches the layout without touching the filters", () => {
    const current = url("specialty=lighting");
    expect(pageParams(current, pageFilters(current, "decorator"), "list").toString()).toBe(
      "specialty=lighting&view=list",
    );
    expect(pageParams(url("specialty=lighting&view=list"), pageFilters(current, "decorator"), "grid").toString()).toBe(
      "specialty=lighting",
    );
  });

  it("keeps the home search's type on /photographers only, and only a photographers' type", () => {
    const home = url("provinces=4&districts=38&type=wedding_cinematographer");
    expect(pageParams(home, { ...pageFilters(home, "wedding_cinematographer"), sort: "rating" }).toString()).toBe(
      "province=4&district=38&sort=rating&type=wedding_cinematographer",
    );
    const odd = url("type=decorator");
    expect(pageParams(odd, pageFilters(odd, "wedding_cinematographer")).toString()).toBe("");
  });

  it("Clear All Filters stays on the page's type", () => {
    const cleared = clearedFilters("decorator");
    expect(cleared.vendorType).toBe("decorator");
    expect(pageParams(url("specialty=lighting&event=wedding&q=stage"), cleared).toString()).toBe("");
  });
});

describe("the home search's target per category", () => {
  it("photographers keep the spec's parameters", () => {
    expect(homeSearchHref("wedding_cinematographer", 4, 38)).toBe(
      "/photographers?provinces=4&districts=38&type=wedding_cinematographer",
    );
  });
  it("banquet halls and decorators go to their own listing with the place", () => {
    expect(homeSearchHref("banquet", 3, 27)).toBe("/banquets?province=3&district=27");
    expect(homeSearchHref("decorator", 3, null)).toBe("/decorators?province=3");
    expect(homeSearchHref("decorator", null, null)).toBe("/decorators");
  });
  it("a category still to come goes to /vendors", () => {
    expect(homeSearchHref("catering", 3, null)).toBe("/vendors?provinces=3&type=catering");
  });
  it("the place a home search wrote is the listing's filter", () => {
    const href = new URL(homeSearchHref("banquet", 3, 27), "https://x");
    expect(pageFilters(href.searchParams, "banquet_hall")).toMatchObject({ province: 3, district: 27 });
  });
});
