import { randomUUID } from "node:crypto";
import {
  bsParamToAd,
  CAPACITY_BUCKETS,
  EVENT_FILTERS,
  type EventSlug,
  FACILITY_FILTERS,
  type FacilitySlug,
  LISTING_SORTS,
  type ListingFilters,
  PRICE_BANDS,
  type PriceBandId,
  SPECIALTY_FILTERS,
  type SpecialtySlug,
  VENDOR_TYPES,
} from "@bihe/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generatePromoCode } from "./promo-code";
import { type Cursor, listingQuery, listingQueryText, type Section, SORT_KEYS, shapeKey } from "./queries";
import { toPrefixTsQuery } from "./search-words";

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

describe("listing statements kept per shape", () => {
  const filtersArb = fc.record({
    vendorType: fc.constantFrom(...VENDOR_TYPES),
    q: fc.constantFrom("", "him", "lens studio", "!!"),
    rating: fc.constantFrom(null, 3, 4.5),
    experience: fc.constantFrom(null, 1, 10),
    featured: fc.boolean(),
    province: fc.option(fc.integer({ min: 1, max: 7 })),
    district: fc.option(fc.integer({ min: 1, max: 77 })),
    municipality: fc.option(fc.integer({ min: 1, max: 753 })),
    ward: fc.option(fc.integer({ min: 1, max: 9 })),
    capacity: fc.option(fc.constantFrom(...CAPACITY_BUCKETS.map((b) => b.id))),
    guests: fc.option(fc.integer({ min: 1, max: 3000 })),
    facilities: fc.subarray(Object.keys(FACILITY_FILTERS) as FacilitySlug[]),
    specialty: fc.option(fc.constantFrom(...(Object.keys(SPECIALTY_FILTERS) as SpecialtySlug[]))),
    event: fc.option(fc.constantFrom(...(Object.keys(EVENT_FILTERS) as EventSlug[]))),
    date: fc.option(fc.constantFrom("2083-11-02", "2083-08-15")),
    sort: fc.constantFrom(...LISTING_SORTS),
  }) as fc.Arbitrary<ListingFilters>;
  const sectionsArb: fc.Arbitrary<Section[] | { band: PriceBandId | null; after: "cursor" }> = fc.oneof(
    fc.constant(PRICE_BANDS.map((b) => ({ band: b.id, after: null }))),
    fc.constant<Section[]>([{ band: null, after: null }]),
    fc.record({ band: fc.constantFrom(null, ...PRICE_BANDS.map((b) => b.id)), after: fc.constant("cursor" as const) }),
  );
  /** A cursor of the sort's shape (random values). */
  const cursorFor = (f: ListingFilters, i: number): Cursor =>
    SORT_KEYS[f.sort].keys.map((k) =>
      k.cast === "numeric"
        ? 3.5 + i / 10
        : k.cast === "int"
          ? i
          : k.cast === "uuid"
            ? randomUUID()
            : new Date(i).toISOString(),
    );

  it("one shape key always means one SQL text, and every placeholder gets a value", () => {
    const textOf = new Map<string, string>();
    fc.assert(
      fc.property(filtersArb, sectionsArb, fc.integer({ min: 1, max: 50 }), (f, shape, limit) => {
        const sections: Section[] = Array.isArray(shape) ? shape : [{ band: shape.band, after: cursorFor(f, limit) }];
        const key = shapeKey(f, sections);
        const text = listingQueryText(f, sections);
        expect(textOf.get(key) ?? text).toBe(text);
        textOf.set(key, text);
        const query = listingQuery(f, sections, limit);
        expect(query.text).toBe(text);
        expect(query.values).toContain(limit + 1);
        expect(query.name === null).toBe(toPrefixTsQuery(f.q) != null);
        if (f.date != null) expect(query.values).toContain(bsParamToAd(f.date));
        expect(text.includes("vendor_full_dates")).toBe(f.date != null);
      }),
      { numRuns: 3000, seed: 5 },
    );
    expect(textOf.size).toBeGreaterThan(300); // many shapes were compared, not a handful
  });
});
