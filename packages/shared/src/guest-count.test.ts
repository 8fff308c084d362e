import { describe, expect, it } from "vitest";
import { hallFitsGuests, MAX_GUESTS, parseGuests } from "./guest-count";
import { listingFilterError, listingFiltersToParams, parseListingFilters } from "./listing-rules";

const params = (q: string) => new URLSearchParams(q);

describe("the guest-count rule", () => {
  it("reads a whole number of guests, typed with either digits, with or without grouping", () => {
    expect(parseGuests("300")).toBe(300);
    expect(parseGuests(" 300 ")).toBe(300);
    expect(parseGuests("३००")).toBe(300);
    expect(parseGuests("1,200")).toBe(1200);
    expect(parseGuests("१,२००")).toBe(1200);
    expect(parseGuests("1")).toBe(1);
    expect(parseGuests(String(MAX_GUESTS))).toBe(MAX_GUESTS);
  });

  it("refuses anything else", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "0",
      "-5",
      "2.5",
      "3e2",
      "300 guests",
      "abc",
      String(MAX_GUESTS + 1),
      "9".repeat(40),
    ])
      expect(parseGuests(bad), String(bad)).toBeNull();
  });

  it("fits a hall whose largest package seats every guest, and no hall without packages", () => {
    expect(hallFitsGuests(300, 300)).toBe(true);
    expect(hallFitsGuests(500, 300)).toBe(true);
    expect(hallFitsGuests(299, 300)).toBe(false);
    expect(hallFitsGuests(0, 1)).toBe(false);
    expect(hallFitsGuests(null, 1)).toBe(false);
  });

  it("is a banquet-hall filter in the URL: kept on /banquets, dropped elsewhere, written back as it came", () => {
    const halls = parseListingFilters(params("guests=300"), "banquet_hall");
    expect(halls.guests).toBe(300);
    expect(listingFiltersToParams(halls).toString()).toBe("type=banquet_hall&guests=300");
    expect(parseListingFilters(params("guests=३००"), "banquet_hall").guests).toBe(300);
    expect(parseListingFilters(params("guests=300"), "decorator").guests).toBeNull();
    expect(parseListingFilters(params("guests=lots"), "banquet_hall").guests).toBeNull();
  });

  it("is refused by the API with a message when it is not a count, or asked of another type", () => {
    expect(listingFilterError(params("type=banquets&guests=300"))).toBeNull();
    expect(listingFilterError(params("type=banquets&guests=0"))).toBe(
      "The number of guests must be a whole number from 1 to 10,000.",
    );
    expect(listingFilterError(params("type=banquets&guests=20000"))).toMatch(/from 1 to 10,000/);
    expect(listingFilterError(params("type=decorators&guests=300"))).toBe(
      "The guests filter is for banquet halls only.",
    );
    expect(listingFilterError(params("guests=300"))).toBe("The guests filter is for banquet halls only.");
  });
});
