import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication, kathmandu, type Place } from "../../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { eventPricing, vendorAddresses, vendorLocations } from "../../../db/schema";

/** Custom events and a map pin a phone can give, through the submit route (docs/decisions/0020). */
let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await kathmandu(t);
});
afterAll(() => t.close());

const submit = async (cookie: string, application: object) =>
  t.request({ method: "POST", url: "/api/vendor/application", cookie, payload: application });

describe("event pricing: remove catalogue events, add custom ones", () => {
  it("stores a custom event and leaves out a removed one", async () => {
    const v = await t.login("vendor");
    const a = completeApplication(place, "Boat Studio");
    a.eventPricing.events = a.eventPricing.events.filter((e) => e.eventName !== "Matkor");
    a.eventPricing.events.push({
      eventName: "Pokhara Boat Shoot",
      price: 45000,
      hours: 4,
      photographers: 1,
      videographers: 1,
    });
    const res = await submit(v.cookie, a);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db.select().from(eventPricing).where(eq(eventPricing.vendorId, res.json().vendorId));
    expect(rows).toHaveLength(26);
    expect(rows.map((r) => r.eventName)).toContain("Pokhara Boat Shoot");
    expect(rows.map((r) => r.eventName)).not.toContain("Matkor");
    const back = (await t.request({ url: "/api/vendor/application", cookie: v.cookie })).json();
    expect(back.application.eventPricing.events.at(-1)).toMatchObject({
      eventName: "Pokhara Boat Shoot",
      price: 45000,
    });
  });

  it("refuses garbage with a 400 naming the field", async () => {
    const v = await t.login("vendor");
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { eventName: "", price: 1000, hours: 2, photographers: 1, videographers: 1 },
        "eventName",
        "Event name is required",
      ],
      [
        { eventName: "X", price: -5, hours: 2, photographers: 1, videographers: 1 },
        "price",
        "X price must be greater than 0",
      ],
      [{ eventName: "X", price: 100, hours: 500, photographers: 1, videographers: 1 }, "hours", "X hours is too large"],
      [
        { eventName: "X", price: 100, hours: 2, photographers: 1.5, videographers: 1 },
        "photographers",
        "X photographers must be a whole number",
      ],
      [
        { eventName: "matkor", price: 100, hours: 2, photographers: 1, videographers: 1 },
        "eventName",
        "matkor appears twice",
      ],
      [
        { eventName: "y".repeat(101), price: 100, hours: 2, photographers: 1, videographers: 1 },
        "eventName",
        "Event name must be at most 100 characters",
      ],
      [{ eventName: "Z", price: "lots", hours: 2, photographers: 1, videographers: 1 }, "price", ""],
    ];
    for (const [row, field, message] of cases) {
      const a = completeApplication(place, "Garbage Studio");
      a.eventPricing.events.push(row as never);
      const res = await submit(v.cookie, a);
      expect(res.statusCode, JSON.stringify(row)).toBe(400);
      const path = `eventPricing.events.26.${field}`;
      expect(Object.keys(res.json().error.fields)).toContain(path);
      if (message) expect(res.json().error.fields[path]).toBe(message);
    }
    const empty = completeApplication(place, "Empty Studio");
    empty.eventPricing.events = [];
    const res = await submit(v.cookie, empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields["eventPricing.events"]).toBe("Add at least one event");
    const many = completeApplication(place, "Many Studio");
    many.eventPricing.events = Array.from({ length: 61 }, (_, i) => ({
      eventName: `Event ${i}`,
      price: 1000,
      hours: 2,
      photographers: 1,
      videographers: 1,
    }));
    expect((await submit(v.cookie, many)).statusCode).toBe(400);
  });
});

describe("map pin", () => {
  const pinOf = async (vendorId: string) => {
    const [pin] = await t.app.db.select().from(vendorLocations).where(eq(vendorLocations.vendorId, vendorId));
    const [address] = await t.app.db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, vendorId));
    return { pin, embed: address.googleMapsUrl };
  };

  it("stores a located pin and builds the embed itself", async () => {
    const v = await t.login("vendor");
    const a = completeApplication(place, "Pin Studio");
    a.businessAddress = { ...a.businessAddress, googleMapsIframe: "", latitude: 27.7172453, longitude: 85.3239605 };
    const res = await submit(v.cookie, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(await pinOf(res.json().vendorId)).toMatchObject({
      pin: { latitude: 27.717245, longitude: 85.323961 },
      embed: "https://maps.google.com/maps?q=27.717245,85.323961&z=16&output=embed",
    });
    const back = (await t.request({ url: "/api/vendor/application", cookie: v.cookie })).json();
    expect(back.application.businessAddress).toMatchObject({ latitude: 27.717245, longitude: 85.323961 });
  });

  it("reads the pin from a share link; a short link and an out-of-range pin are clear 400s", async () => {
    const v = await t.login("vendor");
    const a = completeApplication(place, "Link Studio");
    a.businessAddress.googleMapsIframe =
      "https://www.google.com/maps/place/Boudha/@27.72,85.36,17z/data=!3d27.7215!4d85.362";
    const res = await submit(v.cookie, a);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pinOf(res.json().vendorId)).pin).toMatchObject({ latitude: 27.7215, longitude: 85.362 });

    a.businessAddress.googleMapsIframe = "https://maps.app.goo.gl/AbC123";
    const short = await submit(v.cookie, a);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields["businessAddress.googleMapsIframe"]).toContain("cannot be read here");

    a.businessAddress = { ...a.businessAddress, googleMapsIframe: "", latitude: 95, longitude: 85 };
    const far = await submit(v.cookie, a);
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields["businessAddress.latitude"]).toBe("Latitude must be between -90 and 90");
  });
});
