import type { LeadLocationRow } from "@bihe/shared";
import { describe, expect, it } from "vitest";
import { plainFormatterFor } from "../../i18n/format-plain";
import { cityText, placeParts } from "./lead-bits";

const location = (over: Partial<LeadLocationRow>): LeadLocationRow => ({
  id: 1,
  locationType: "groom_side",
  provinceId: 4,
  districtId: 38,
  municipalityId: 410,
  province: "Gandaki",
  district: "Kaski",
  municipality: "Pokhara",
  municipalityNe: "पोखरा",
  city: "Pokhara",
  area: "Lakeside",
  googleMapsLink: null,
  ...over,
});
const ne = plainFormatterFor("ne");
const en = plainFormatterFor("en");

describe("a lead's places in the reader's language", () => {
  it("a city filled in from the local level reads as the local level's Nepali name", () => {
    expect(cityText(location({}), ne)).toBe("पोखरा");
    expect(cityText(location({}), en)).toBe("Pokhara");
    expect(placeParts(location({}), ne)).toBe("Lakeside, पोखरा, कास्की, गण्डकी");
    expect(placeParts(location({}), en)).toBe("Lakeside, Pokhara, Kaski, Gandaki");
  });
  it("a city typed by hand stays as written (a district's name is shown in Nepali), each place once", () => {
    expect(cityText(location({ city: "Hemja" }), ne)).toBe("Hemja");
    const valley = location({ city: "Kathmandu", municipality: null, municipalityNe: null, district: "Kathmandu" });
    expect(placeParts({ ...valley, province: "Bagmati", area: "Baluwatar" }, ne)).toBe("Baluwatar, काठमाडौँ, बागमती");
    expect(cityText(location({ city: null }), ne)).toBeNull();
  });
});
