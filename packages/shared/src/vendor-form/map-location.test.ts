import { describe, expect, it } from "vitest";
import { embedUrlFor, isInNepal, parseLatLngText, parseMapInput, resolveMapLocation } from "./map-location";
import { businessAddressSchema } from "./schemas";

const KTM = { lat: 27.7172, lng: 85.324 };

describe("parseMapInput: a map pin a phone can give", () => {
  it("reads typed coordinates", () => {
    expect(parseMapInput("27.7172, 85.3240")).toEqual({ kind: "coordinates", point: KTM });
    expect(parseMapInput("27.7172 85.324")).toEqual({ kind: "coordinates", point: KTM });
    expect(parseLatLngText("91, 85")).toBeNull();
    expect(parseLatLngText("27.7, 181")).toBeNull();
    expect(parseLatLngText("1e1, 2")).toBeNull();
    expect(parseLatLngText("0x1A, 2")).toBeNull();
  });

  it("reads the common Google Maps share link forms", () => {
    const links = [
      "https://www.google.com/maps/place/Boudhanath/@27.7215,85.3620,17z/data=!3m1!4b1!4m6!3m5!1s0x39eb1!8m2!3d27.7172!4d85.324!16s",
      "https://www.google.com/maps?q=27.7172,85.324",
      "https://maps.google.com/?q=27.7172,85.324",
      "https://www.google.com/maps/search/?api=1&query=27.7172%2C85.324",
      "https://www.google.com/maps/@27.7172,85.324,15z",
      "https://www.google.com.np/maps/@27.7172,85.324,15z",
      "https://www.google.com/maps/search/27.7172,+85.324",
      "https://www.google.com/maps/dir/?api=1&destination=27.7172,85.324",
    ];
    for (const link of links) expect(parseMapInput(link), link).toEqual({ kind: "coordinates", point: KTM });
  });

  it("reads today's embed code, with the pin inside it", () => {
    const iframe =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3532.4!2d85.324!3d27.7172!2m3!1f0" width="600" height="450"></iframe>';
    const parsed = parseMapInput(iframe);
    expect(parsed).toMatchObject({ kind: "embed", point: KTM });
    expect(parseMapInput("https://www.google.com/maps/embed?pb=!1m18")).toMatchObject({ kind: "embed", point: null });
  });

  it("says a short link cannot be read offline, and refuses other sites", () => {
    expect(parseMapInput("https://maps.app.goo.gl/AbCdEf123")).toEqual({ kind: "short-link" });
    expect(parseMapInput("https://goo.gl/maps/AbCdEf")).toEqual({ kind: "short-link" });
    expect(parseMapInput("https://evil.example/maps/@27.7,85.3,15z")).toEqual({ kind: "invalid" });
    expect(parseMapInput("https://google.evil.example/maps/@27.7,85.3,15z")).toEqual({ kind: "invalid" });
    expect(parseMapInput("javascript:alert(1)")).toEqual({ kind: "invalid" });
    expect(parseMapInput("https://www.google.com/maps/place/Somewhere")).toEqual({ kind: "invalid" });
    expect(parseMapInput("")).toEqual({ kind: "empty" });
  });

  it("answers pathological strings quickly", () => {
    const inputs = [
      `https://www.google.com/maps/${"!3d1".repeat(1200)}`,
      `https://www.google.com/maps/${"@".repeat(4900)}`,
      `${"1".repeat(4999)},`,
      `https://www.google.com/maps?q=${"9,".repeat(2400)}`,
      `<iframe src="https://www.google.com/maps/embed?pb=${"!2d1".repeat(1100)}"></iframe>`,
      " ".repeat(4999),
      "1.".repeat(2500),
    ];
    const start = performance.now();
    for (const input of inputs) parseMapInput(input);
    // A quadratic parser takes seconds on these; a linear one a few milliseconds.
    expect(performance.now() - start).toBeLessThan(150);
  });
});

describe("resolveMapLocation and the address rule", () => {
  it("builds the embed from the pin; a pasted embed without a pin is kept", () => {
    expect(resolveMapLocation({ latitude: 27.71721234567, longitude: 85.324 })).toEqual({
      point: { lat: 27.717212, lng: 85.324 },
      embedUrl: "https://maps.google.com/maps?q=27.717212,85.324&z=16&output=embed",
    });
    expect(resolveMapLocation({ googleMapsIframe: "https://www.google.com/maps?q=27.7172,85.324" }).embedUrl).toBe(
      embedUrlFor(KTM),
    );
    expect(resolveMapLocation({ googleMapsIframe: "https://www.google.com/maps/embed?pb=!1m18" })).toEqual({
      point: null,
      embedUrl: "https://www.google.com/maps/embed?pb=!1m18",
    });
    // The built embed reads back as the same pin (what the wizard loads after a save).
    expect(parseMapInput(embedUrlFor(KTM))).toMatchObject({ kind: "embed", point: KTM });
    expect(isInNepal(KTM)).toBe(true);
    expect(isInNepal({ lat: 51.5, lng: -0.12 })).toBe(false);
  });

  const base = { provinceId: 3, districtId: 27, municipalityId: 1, ward: 4, areaName: "Baneshwor" };
  const messages = (v: unknown) => {
    const r = businessAddressSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it("accepts a pin without pasted text, and names what is wrong otherwise", () => {
    expect(messages({ ...base, latitude: 27.7, longitude: 85.3, googleMapsIframe: "" })).toEqual([]);
    expect(messages({ ...base, latitude: 27.7, longitude: null })).toEqual(["Enter both latitude and longitude"]);
    expect(messages({ ...base, latitude: 95, longitude: 85 })).toEqual(["Latitude must be between -90 and 90"]);
    expect(messages({ ...base, googleMapsIframe: "https://maps.app.goo.gl/x" })[0]).toContain("cannot be read here");
    expect(messages({ ...base, googleMapsIframe: "" })).toEqual(["Google Maps iframe is required"]);
    expect(messages({ ...base, googleMapsIframe: "27.7172, 85.324" })).toEqual([]);
  });
});
