import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  banquetAmenities,
  banquetPackages,
  decoratorEventTypes,
  decoratorSpecialties,
  vendorProfiles,
} from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const banquet = {
  name: "Royal Palace Banquet",
  email: "hall@example.com",
  phone: "9801234567",
  city: "Kathmandu",
  capacity: 500,
  pricePerPlate: 1200,
  address: "Tinkune, Kathmandu",
  description: "A large hall for weddings",
  amenities: ["Air Conditioning", "Parking"],
  parkingSpaces: 80,
};
const decorator = {
  businessName: "Bloom Decor",
  email: "bloom@example.com",
  description: "Floral and stage decoration",
  address: "Lazimpat",
  city: "Lalitpur",
  specialties: ["Floral Arrangements", "Stage Decoration"],
  eventTypes: ["Wedding", "Reception"],
};

describe("banquet form", () => {
  it("refuses signed-out callers with the spec's message, even with a bad body", async () => {
    const res = await t.request({ method: "POST", url: "/api/vendor/banquet-form", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("You must be logged in to submit a banquet form");
    expect((await t.request({ url: "/api/vendor/banquet-form" })).statusCode).toBe(401);
  });

  it("refuses other vendor types and customers", async () => {
    const photographer = await t.login("vendor", { vendorType: "wedding_cinematographer" });
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/vendor/banquet-form",
          payload: banquet,
          cookie: photographer.cookie,
        })
      ).statusCode,
    ).toBe(403);
    const customer = await t.login("customer");
    expect((await t.request({ url: "/api/vendor/banquet-form", cookie: customer.cookie })).statusCode).toBe(403);
  });

  it("creates the profile (pending), the Standard Package and the amenities; a resubmission updates and sets pending", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    expect((await t.request({ url: "/api/vendor/banquet-form", cookie: v.cookie })).json()).toBeNull();
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/banquet-form",
      payload: banquet,
      cookie: v.cookie,
    });
    expect(res.statusCode).toBe(200);
    const { vendorId } = res.json();
    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(profile).toMatchObject({
      userId: v.userId,
      vendorType: "banquet_hall",
      status: "pending",
      companyName: "Royal Palace Banquet",
      city: "Kathmandu",
      phone: "9801234567",
      companyAddress: "Tinkune, Kathmandu",
    });
    const packages = await t.app.db.select().from(banquetPackages).where(eq(banquetPackages.vendorId, vendorId));
    expect(packages).toEqual([
      expect.objectContaining({ packageName: "Standard Package", capacity: 500, price: 1200 }),
    ]);
    const amenities = await t.app.db.select().from(banquetAmenities).where(eq(banquetAmenities.vendorId, vendorId));
    expect(amenities.map((a) => [a.amenityName, a.quantity]).sort()).toEqual([
      ["Air Conditioning", null],
      ["Parking", 80],
    ]);

    // The admin approves; the hall edits its application, which goes back to pending.
    await t.app.db.update(vendorProfiles).set({ status: "approved" }).where(eq(vendorProfiles.id, vendorId));
    const loaded = (await t.request({ url: "/api/vendor/banquet-form", cookie: v.cookie })).json();
    expect(loaded).toMatchObject({
      vendorId,
      status: "approved",
      form: { ...banquet, amenities: ["Air Conditioning", "Parking"] },
    });
    const again = await t.request({
      method: "POST",
      url: "/api/vendor/banquet-form",
      payload: { ...banquet, capacity: 650, amenities: ["WiFi"], parkingSpaces: "" },
      cookie: v.cookie,
    });
    expect(again.json()).toEqual({ vendorId, status: "pending" });
    const after = (await t.request({ url: "/api/vendor/banquet-form", cookie: v.cookie })).json();
    expect(after).toMatchObject({ status: "pending", form: { capacity: 650, amenities: ["WiFi"] } });
    expect(await t.app.db.select().from(banquetPackages).where(eq(banquetPackages.vendorId, vendorId))).toHaveLength(1);
  });

  it("answers 400 with field messages for missing fields, and writes nothing", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/banquet-form",
      payload: { ...banquet, city: "", capacity: "" },
      cookie: v.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ city: "City is required", capacity: "Capacity is required" });
    expect(await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, v.userId))).toHaveLength(0);
  });
});

describe("decorator form", () => {
  it("stores specialties and event types as rows, resumes and resubmits as pending", async () => {
    const v = await t.login("vendor", { vendorType: "decorator" });
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/decorator-form",
      payload: decorator,
      cookie: v.cookie,
    });
    expect(res.statusCode).toBe(200);
    const { vendorId } = res.json();
    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(profile).toMatchObject({
      vendorType: "decorator",
      status: "pending",
      companyName: "Bloom Decor",
      description: "Floral and stage decoration",
    });
    const specialties = await t.app.db
      .select()
      .from(decoratorSpecialties)
      .where(eq(decoratorSpecialties.vendorId, vendorId));
    expect(specialties.map((s) => s.specialty).sort()).toEqual(["Floral Arrangements", "Stage Decoration"]);
    const events = await t.app.db.select().from(decoratorEventTypes).where(eq(decoratorEventTypes.vendorId, vendorId));
    expect(events.map((e) => e.eventType).sort()).toEqual(["Reception", "Wedding"]);

    await t.app.db.update(vendorProfiles).set({ status: "rejected" }).where(eq(vendorProfiles.id, vendorId));
    const again = await t.request({
      method: "POST",
      url: "/api/vendor/decorator-form",
      payload: { ...decorator, eventTypes: ["Pasni"] },
      cookie: v.cookie,
    });
    expect(again.json()).toEqual({ vendorId, status: "pending" });
    const loaded = (await t.request({ url: "/api/vendor/decorator-form", cookie: v.cookie })).json();
    expect(loaded.form).toEqual({ ...decorator, eventTypes: ["Pasni"] });
  });

  it("uses the spec's messages for empty specialties and event types", async () => {
    const v = await t.login("vendor", { vendorType: "decorator" });
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/decorator-form",
      payload: { ...decorator, specialties: [], eventTypes: [] },
      cookie: v.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      specialties: "Please select at least one decoration specialty.",
      eventTypes: "Please select at least one event type.",
    });
    const anon = await t.request({ method: "POST", url: "/api/vendor/decorator-form", payload: decorator });
    expect(anon.statusCode).toBe(401);
    const hall = await t.login("vendor", { vendorType: "banquet_hall" });
    expect(
      (await t.request({ method: "POST", url: "/api/vendor/decorator-form", payload: decorator, cookie: hall.cookie }))
        .statusCode,
    ).toBe(403);
  });
});
