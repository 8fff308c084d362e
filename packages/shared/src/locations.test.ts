import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DISTRICT_ALIASES,
  findDistrict,
  findMunicipality,
  findProvince,
  LEAD_LOCATION_TYPES,
  type LocationTree,
  locationText,
  matchesPlace,
  municipalityLabel,
  VALLEY_CITIES,
} from "./locations";

const tree: LocationTree = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "../../../apps/server/src/db/reference/nepal-locations.json"), "utf8"),
);

describe("location data", () => {
  it("has 7 provinces, 77 districts, 753 local levels and 6,743 wards", () => {
    const districts = tree.provinces.flatMap((p) => p.districts);
    const locals = districts.flatMap((d) => d.municipalities);
    expect(tree.provinces).toHaveLength(7);
    expect(districts).toHaveLength(77);
    expect(locals).toHaveLength(753);
    expect(locals.reduce((s, m) => s + m.wards, 0)).toBe(6743);
  });

  it("every alias key is a real district name", () => {
    const names = new Set(tree.provinces.flatMap((p) => p.districts.map((d) => d.name)));
    for (const key of Object.keys(DISTRICT_ALIASES)) expect(names.has(key), key).toBe(true);
  });

  it("looks names up by id", () => {
    expect(findProvince(tree, 3)?.name).toBe("Bagmati");
    expect(findDistrict(tree, 27)?.name).toBe("Kathmandu");
    const ktm = findMunicipality(tree, 307)!;
    expect(municipalityLabel(ktm)).toBe("Kathmandu Metropolitan City");
    expect(ktm.wards).toBe(32);
    expect(findMunicipality(tree, 9999)).toBeUndefined();
    expect(findDistrict(undefined, 27)).toBeUndefined();
  });
});

describe("matchesPlace", () => {
  it("matches ignoring case, spaces and punctuation", () => {
    expect(matchesPlace("kath", "Kathmandu")).toBe(true);
    expect(matchesPlace("kageshwari manohara", "Kageshwari-Manohara")).toBe(true);
    expect(matchesPlace("", "Anything")).toBe(true);
    expect(matchesPlace("pokhara", "Kathmandu")).toBe(false);
  });

  it("honours district aliases", () => {
    expect(matchesPlace("Kavre", "Kavrepalanchok", DISTRICT_ALIASES.Kavrepalanchok)).toBe(true);
    expect(matchesPlace("chitawan", "Chitwan", DISTRICT_ALIASES.Chitwan)).toBe(true);
    expect(matchesPlace("nawalpur", "Nawalparasi East", DISTRICT_ALIASES["Nawalparasi East"])).toBe(true);
    expect(matchesPlace("Chitawan", "Chitwan")).toBe(false);
  });

  it("matches Nepali names given as aliases", () => {
    expect(matchesPlace("काठमाडौँ", "Kathmandu", ["काठमाडौँ"])).toBe(true);
  });
});

describe("constants of spec 000/001 section 9", () => {
  it("lists valley cities and lead location types", () => {
    expect(VALLEY_CITIES).toEqual(["Kathmandu", "Patan", "Lalitpur", "Bhaktapur", "Kirtipur"]);
    expect(LEAD_LOCATION_TYPES).toEqual(["bride_side", "groom_side", "event_venue"]);
  });

  it("builds the location text", () => {
    expect(
      locationText({ tole: "Thamel", municipality: "Kathmandu", district: "Kathmandu", province: "Bagmati" }),
    ).toBe("Thamel, Kathmandu, Kathmandu, Bagmati");
    expect(locationText({ municipality: "Kirtipur", district: "Kathmandu", province: "Bagmati" })).toBe(
      "Kirtipur, Kathmandu, Bagmati",
    );
    expect(locationText({ serviceAreaDistricts: ["Lalitpur", "Kathmandu"] })).toBe("Lalitpur");
    expect(locationText({ tole: " ", serviceAreaDistricts: [] })).toBe("Unknown");
    expect(locationText({})).toBe("Unknown");
  });
});
