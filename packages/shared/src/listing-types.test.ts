import { describe, expect, it } from "vitest";
import { BANQUET_AMENITIES, DECORATION_SPECIALTIES, DECORATOR_EVENT_TYPES } from "./banquet-decorator";
import {
  CAPACITY_BUCKETS,
  EMPTY_FILTERS,
  EVENT_FILTERS,
  FACILITY_FILTERS,
  filterSlug,
  listingFilterError,
  listingFiltersToParams,
  listingPageHref,
  parseListingFilters,
  SPECIALTY_FILTERS,
} from "./listing-rules";
import { PRICE_BANDS_BY_TYPE, priceBand, priceBandInfo } from "./price-bands";

const q = (s: string) => new URLSearchParams(s);

describe("listing of every vendor type", () => {
  it("the filter slugs name exactly the forms' facilities, specialties and event types", () => {
    expect(Object.values(FACILITY_FILTERS)).toEqual([...BANQUET_AMENITIES]);
    expect(Object.values(SPECIALTY_FILTERS)).toEqual([...DECORATION_SPECIALTIES]);
    expect(Object.values(EVENT_FILTERS)).toEqual([...DECORATOR_EVENT_TYPES]);
    for (const table of [FACILITY_FILTERS, SPECIALTY_FILTERS, EVENT_FILTERS])
      for (const [slug, name] of Object.entries(table)) expect(filterSlug(name)).toBe(slug);
  });

  it("capacity buckets cover every capacity once", () => {
    for (const c of [1, 200, 201, 500, 501, 1000, 1001, 50_000])
      expect(CAPACITY_BUCKETS.filter((b) => c >= b.min && (b.max == null || c <= b.max))).toHaveLength(1);
  });

  it("bands per type: halls per plate, decorators by starting package, photographers unchanged", () => {
    expect(priceBand(1199, "banquet_hall")).toBe("budget");
    expect(priceBand(1200, "banquet_hall")).toBe("medium");
    expect(priceBand(2000, "banquet_hall")).toBe("premium");
    expect(priceBand(49_999, "decorator")).toBe("budget");
    expect(priceBand(50_000, "decorator")).toBe("medium");
    expect(priceBand(150_000, "decorator")).toBe("premium");
    expect(priceBand(40_000)).toBe("medium");
    expect(priceBandInfo("premium", "banquet_hall").min).toBe(2000);
    for (const bands of Object.values(PRICE_BANDS_BY_TYPE))
      for (const b of bands) if (b.maxExclusive != null) expect(bands.some((n) => n.min === b.maxExclusive)).toBe(true);
  });

  it("reads and writes a hall's filters; filters of another type are dropped", () => {
    const f = parseListingFilters(
      q("capacity=200-500&facilities=parking,wifi,bogus&specialty=lighting&district=27"),
      "banquet_hall",
    );
    expect(f).toMatchObject({
      vendorType: "banquet_hall",
      capacity: "200-500",
      facilities: ["wifi", "parking"],
      specialty: null,
    });
    expect(listingFiltersToParams(f).toString()).toBe(
      "type=banquet_hall&district=27&capacity=200-500&facilities=wifi%2Cparking",
    );
    expect(listingPageHref(f)).toBe("/banquets?district=27&capacity=200-500&facilities=wifi%2Cparking");
    expect(parseListingFilters(q("type=decorators&specialty=lighting&event=pasni"))).toMatchObject({
      vendorType: "decorator",
      specialty: "lighting",
      event: "pasni",
    });
    expect(listingFiltersToParams(EMPTY_FILTERS).toString()).toBe("");
    expect(parseListingFilters(q("capacity=200-500")).capacity).toBeNull();
  });

  it("the API's check names the unknown value or the wrong type", () => {
    expect(listingFilterError(q(""))).toBeNull();
    expect(listingFilterError(q("type=&capacity=&facilities=&specialty=&event="))).toBeNull();
    expect(listingFilterError(q("type=banquets&capacity=1000-plus&facilities=wifi,parking"))).toBeNull();
    expect(listingFilterError(q("type=djs"))).toMatch(/Unknown vendor type "djs"/);
    expect(listingFilterError(q("type=banquets&capacity=huge"))).toMatch(/Unknown capacity "huge"/);
    expect(listingFilterError(q("type=banquets&facilities=wifi,pool"))).toMatch(/Unknown facility "pool"/);
    expect(listingFilterError(q("type=decorators&specialty=cake"))).toMatch(/Unknown specialty "cake"/);
    expect(listingFilterError(q("type=decorators&event=funeral"))).toMatch(/Unknown event type "funeral"/);
    expect(listingFilterError(q("capacity=200-500"))).toMatch(/capacity filter is for banquet halls only/);
    expect(listingFilterError(q("type=banquets&specialty=lighting"))).toMatch(/for decorators only/);
  });
});
