import { describe, expect, it } from "vitest";
import { mapsPageOf } from "./vendor-map";

describe("a vendor's map as a page of Google Maps", () => {
  it("opens the pin the server's embed shows, without the embed output", () => {
    expect(mapsPageOf("https://maps.google.com/maps?q=27.7285,85.3306&z=16&output=embed")).toBe(
      "https://maps.google.com/maps?q=27.7285,85.3306&z=16",
    );
  });

  it("opens any other embed URL as it is", () => {
    const pasted = "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3";
    expect(mapsPageOf(pasted)).toBe(pasted);
  });
});
