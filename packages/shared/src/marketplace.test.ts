import { describe, expect, it } from "vitest";
import { locationText } from "./locations";
import {
  bandOrder,
  EMPTY_FILTERS,
  hasActiveFilters,
  listingFiltersToParams,
  listingLayout,
  NEPAL_DISTRICT_COUNT,
  PLACE_KEY,
  parseListingFilters,
  placeKeyOf,
  roundRating,
  serviceAreaLabel,
  yearsInBusiness,
} from "./marketplace";
import { priceBand } from "./price-bands";

const parse = (q: string) => parseListingFilters(new URLSearchParams(q));

describe("price bands by wedding price", () => {
  it.each([
    [39_999, "budget"],
    [40_000, "medium"],
    [74_999, "medium"],
    [75_000, "premium"],
    [null, "budget"],
  ] as const)("%s -> %s", (price, band) => expect(priceBand(price)).toBe(band));
});

describe("rating", () => {
  it("rounds the average to one decimal, 0 without reviews", () => {
    expect(roundRating([])).toBe(0);
    expect(roundRating([5, 5, 4, 5, 5, 4, 5])).toBe(4.7);
    expect(roundRating([4, 5])).toBe(4.5);
    expect(roundRating([3, 4, 4])).toBe(3.7);
  });
});

describe("location text and service area", () => {
  it("falls back from the address to the first service district to Unknown", () => {
    expect(
      locationText({ tole: "Baluwatar", municipality: "Kathmandu", district: "Kathmandu", province: "Bagmati" }),
    ).toBe("Baluwatar, Kathmandu, Kathmandu, Bagmati");
    expect(locationText({ serviceAreaDistricts: [null, "Kaski"] })).toBe("Kaski");
    expect(locationText({})).toBe("Unknown");
    // From the places served: a Kaski-only studio never reads 'Kathmandu Valley'.
    expect(serviceAreaLabel(["Kaski"])).toBe("Kaski");
    expect(serviceAreaLabel(["Kaski", "Kathmandu", "Chitwan", "Parsa"])).toBe("Kaski, Kathmandu, Chitwan +1");
    // The valley is its three districts together; one or two of them are named.
    expect(serviceAreaLabel(["Kathmandu", "Lalitpur", "Bhaktapur"])).toBe("Kathmandu Valley");
    expect(serviceAreaLabel(["Kathmandu", "Lalitpur"])).toBe("Kathmandu, Lalitpur");
    expect(serviceAreaLabel([null, "Lalitpur", " "])).toBe("Lalitpur");
  });

  it("never says 'All Nepal' of a vendor that serves five districts: only of one that serves them all", () => {
    expect(serviceAreaLabel(["Kathmandu", "Lalitpur", "Bhaktapur", "Kaski", "Chitwan"])).toBe(
      "Kathmandu Valley, Kaski, Chitwan",
    );
    expect(serviceAreaLabel(["Kaski", "Bhaktapur", "Chitwan", "Kathmandu", "Lalitpur", "Parsa", "Jhapa"])).toBe(
      "Kaski, Kathmandu Valley, Chitwan +2",
    );
    const all = Array.from({ length: NEPAL_DISTRICT_COUNT }, (_, i) => `District ${i}`);
    expect(serviceAreaLabel(all)).toBe("All Nepal");
    expect(serviceAreaLabel(all.slice(1))).toBe("District 1, District 2, District 3 +73");
    expect(serviceAreaLabel([])).toBe("");
  });

  it("counts years from the creation date when the company age is missing", () => {
    expect(yearsInBusiness(7, "2020-01-01")).toBe(7);
    expect(yearsInBusiness(null, "2020-06-01T00:00:00Z", new Date("2025-02-01"))).toBe(5);
  });
});

describe("listing filters in the URL", () => {
  it("parses every filter and sort", () => {
    expect(
      parse(
        "q=%20himal%20&rating=4.5&experience=10&featured=true&province=3&district=27&municipality=290&ward=16&sort=price-high",
      ),
    ).toEqual({
      ...EMPTY_FILTERS,
      q: "himal",
      rating: 4.5,
      experience: 10,
      featured: true,
      province: 3,
      district: 27,
      municipality: 290,
      ward: 16,
      sort: "price-high",
    });
    for (const sort of ["recommended", "price-low", "price-high", "rating", "newest"])
      expect(parse(`sort=${sort}`).sort).toBe(sort);
    for (const rating of ["4.5", "4", "3.5", "3"]) expect(parse(`rating=${rating}`).rating).toBe(Number(rating));
    for (const years of ["1", "3", "5", "10"]) expect(parse(`experience=${years}`).experience).toBe(Number(years));
  });

  it("reads older links' place lists (their first place) and ignores malformed values", () => {
    expect(parse("provinces=4,3&districts=38")).toMatchObject({ province: 4, district: 38 });
    expect(parse("rating=2&experience=7&ward=36&sort=cheapest&province=a&district=-1&featured=yes")).toEqual(
      EMPTY_FILTERS,
    );
  });

  it("takes a ward only inside a municipality (a ward number alone names hundreds of places)", () => {
    expect(parse("ward=4").ward).toBeNull();
    expect(parse("municipality=290&ward=4")).toMatchObject({ municipality: 290, ward: 4 });
    expect(parse("municipality=290&ward=0").ward).toBeNull();
  });

  it("round-trips and leaves defaults out", () => {
    const f = parse("q=pokhara&province=4&district=38&sort=newest");
    expect(listingFiltersToParams(f).toString()).toBe("q=pokhara&province=4&district=38&sort=newest");
    expect(parse(listingFiltersToParams(f).toString())).toEqual(f);
    expect(listingFiltersToParams(EMPTY_FILTERS).toString()).toBe("");
    expect(hasActiveFilters(parse("sort=newest"))).toBe(false);
    expect(hasActiveFilters(parse("district=3"))).toBe(true);
  });

  it("filters by the most specific place picked", () => {
    expect(placeKeyOf(parse("province=4"))).toBe(PLACE_KEY.province(4));
    expect(placeKeyOf(parse("province=4&district=38"))).toBe(PLACE_KEY.district(38));
    expect(placeKeyOf(parse("district=38&municipality=400"))).toBe(PLACE_KEY.municipality(400));
    expect(placeKeyOf(parse("municipality=400&ward=7"))).toBe(PLACE_KEY.ward(400, 7));
    expect(placeKeyOf(EMPTY_FILTERS)).toBeNull();
  });

  it("sort means sort: price sorts keep the bands in their direction, rating and newest are one list", () => {
    expect(bandOrder("price-high")).toEqual(["premium", "medium", "budget"]);
    expect(bandOrder("price-low")).toEqual(["budget", "medium", "premium"]);
    expect(listingLayout("rating")).toBe("flat");
    expect(listingLayout("newest")).toBe("flat");
    expect(listingLayout("recommended")).toBe("bands");
  });
});
