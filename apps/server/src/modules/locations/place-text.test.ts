import { describe, expect, it } from "vitest";
import { placeTexts } from "./place-text";

describe("a vendor's place line in both languages", () => {
  it("names the local level, district and province in Nepali and keeps the tole as written", () => {
    expect(placeTexts({ tole: "Bhanu Chowk", municipality: "Dharan", district: "Sunsari", province: "Koshi" })).toEqual(
      {
        locationText: "Bhanu Chowk, Dharan, Sunsari, Koshi",
        locationTextNe: "Bhanu Chowk, धरान, सुनसरी, कोशी",
      },
    );
  });

  it("reads a local level's name within its district (the same English name is written two ways)", () => {
    const madi = (district: string, province: string) =>
      placeTexts({ municipality: "Madi", district, province }).locationTextNe;
    expect(madi("Chitwan", "Bagmati")).toBe("माडी, चितवन, बागमती");
    expect(madi("Kaski", "Gandaki")).toBe("मादी, कास्की, गण्डकी");
    // Koshi is a province and a rural municipality of Sunsari.
    expect(placeTexts({ municipality: "Koshi", district: "Sunsari", province: "Koshi" }).locationTextNe).toBe(
      "कोशी, सुनसरी, कोशी",
    );
  });

  it("falls back as the English line does: the first service-area district, else 'Unknown'", () => {
    expect(placeTexts({ serviceAreaDistricts: [null, "Kaski", "Chitwan"] })).toEqual({
      locationText: "Kaski",
      locationTextNe: "कास्की",
    });
    expect(placeTexts({ tole: "  ", serviceAreaDistricts: [] })).toEqual({
      locationText: "Unknown",
      locationTextNe: "Unknown",
    });
  });

  it("keeps a name the reference data does not know as it is", () => {
    expect(placeTexts({ municipality: "Dharan", district: "Nowhere" }).locationTextNe).toBe("Dharan, Nowhere");
  });
});
