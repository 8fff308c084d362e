import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kathmandu } from "../../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import {
  banquetAmenities,
  banquetPackages,
  decoratorEventTypes,
  decoratorPackages,
  decoratorSpecialties,
  vendorAddresses,
  vendorChangeRequests,
  vendorContacts,
  vendorDraftMedia,
  vendorLocations,
  vendorProfiles,
  vendorServiceAreas,
  vendorUploads,
} from "../../../db/schema";

let t: TestApp;
let place: { provinceId: number; districtId: number; municipalityId: number };
beforeAll(async () => {
  t = await createTestApp();
  place = await kathmandu(t);
});
afterAll(() => t.close());

const address = () => ({
  ...place,
  ward: 4,
  areaId: null,
  areaName: "Tinkune",
  toleStreet: "",
  googleMapsIframe: "",
  latitude: 27.6857,
  longitude: 85.3489,
});
const contacts = {
  contactPersons: [
    { name: "Hari", mobile: "9801234567", whatsapp: "9801234567", sameAsMobile: true, secondaryContact: "" },
  ],
};
const banquet = () => ({
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
  businessAddress: address(),
  contactDetails: contacts,
  packages: [{ packageName: "Premium Package", capacity: 800, price: 2000, includes: "Buffet and DJ" }],
});
const decorator = () => ({
  businessName: "Bloom Decor",
  email: "bloom@example.com",
  description: "Floral and stage decoration",
  address: "Lazimpat",
  city: "Lalitpur",
  specialties: ["Floral Arrangements", "Stage Decoration"],
  eventTypes: ["Wedding", "Reception"],
  businessAddress: address(),
  contactDetails: contacts,
  serviceAreas: { areas: [{ provinceId: place.provinceId, districtId: place.districtId }] },
  packages: [
    { packageName: "Mandap", price: 60_000, includes: "Flowers and lights" },
    { packageName: "Stage", price: 45_000, includes: "Stage and backdrop" },
  ],
});
const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: "POST", url, payload: payload as Record<string, unknown>, cookie });
const BANQUET = "/api/vendor/banquet-form";
const DECORATOR = "/api/vendor/decorator-form";
const profileOf = async (vendorId: string) =>
  (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId)))[0];

describe("banquet form", () => {
  it("refuses signed-out callers with the spec's message, even with a bad body", async () => {
    const res = await post(BANQUET, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("You must be logged in to submit a banquet form");
    expect((await t.request({ url: BANQUET })).statusCode).toBe(401);
  });

  it("refuses other vendor types and customers", async () => {
    const photographer = await t.login("vendor", { vendorType: "wedding_cinematographer" });
    expect((await post(BANQUET, banquet(), photographer.cookie)).statusCode).toBe(403);
    const customer = await t.login("customer");
    expect((await t.request({ url: BANQUET, cookie: customer.cookie })).statusCode).toBe(403);
  });

  it("writes the profile, packages (Standard first), amenities, address with its pin and contacts; GET reloads it all", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    expect((await t.request({ url: BANQUET, cookie: v.cookie })).json()).toBeNull();
    const res = await post(BANQUET, banquet(), v.cookie);
    expect(res.statusCode).toBe(200);
    const { vendorId } = res.json();
    expect(await profileOf(vendorId)).toMatchObject({
      userId: v.userId,
      vendorType: "banquet_hall",
      status: "pending",
      companyName: "Royal Palace Banquet",
      phone: "9801234567",
      weddingPrice: 1200, // the listing price: the lowest per-plate price
    });
    const packages = await t.app.db
      .select()
      .from(banquetPackages)
      .where(eq(banquetPackages.vendorId, vendorId))
      .orderBy(banquetPackages.id);
    expect(packages.map((p) => [p.packageName, p.capacity, p.price])).toEqual([
      ["Standard Package", 500, 1200],
      ["Premium Package", 800, 2000],
    ]);
    const amenities = await t.app.db.select().from(banquetAmenities).where(eq(banquetAmenities.vendorId, vendorId));
    expect(amenities.map((a) => [a.amenityName, a.quantity]).sort()).toEqual([
      ["Air Conditioning", null],
      ["Parking", 80],
    ]);
    const [addr] = await t.app.db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, vendorId));
    expect(addr).toMatchObject({ districtId: place.districtId, municipalityId: place.municipalityId, ward: 4 });
    expect(await t.app.db.select().from(vendorLocations).where(eq(vendorLocations.vendorId, vendorId))).toHaveLength(1);
    const people = await t.app.db.select().from(vendorContacts).where(eq(vendorContacts.vendorId, vendorId));
    expect(people.map((c) => [c.name, c.mobile])).toEqual([["Hari", "9801234567"]]);

    const loaded = (await t.request({ url: BANQUET, cookie: v.cookie })).json();
    expect(loaded.form).toMatchObject({
      capacity: 500,
      pricePerPlate: 1200,
      amenities: ["Air Conditioning", "Parking"],
      businessAddress: { districtId: place.districtId, ward: 4, latitude: 27.6857, longitude: 85.3489 },
      contactDetails: contacts,
      packages: [{ packageName: "Premium Package", capacity: 800, price: 2000, includes: "Buffet and DJ" }],
    });
  });

  it("bad or missing parts are 400 with the field's message and nothing is written", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    const { businessAddress: _a, contactDetails: _c, ...bare } = banquet();
    const res = await post(BANQUET, { ...bare, city: "", capacity: "" }, v.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ city: "City is required", capacity: "Capacity is required" });
    expect(Object.keys(res.json().error.fields)).toContain("contactDetails");
    const noAddress = await post(BANQUET, { ...bare, contactDetails: contacts }, v.cookie);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toEqual({
      "businessAddress.provinceId": "Please add your address and map location",
    });
    const badContact = await post(BANQUET, { ...banquet(), contactDetails: { contactPersons: [] } }, v.cookie);
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json().error.fields).toMatchObject({
      "contactDetails.contactPersons.0.name": "First contact person name is required",
    });
    const badPackage = await post(
      BANQUET,
      { ...banquet(), packages: [{ packageName: "", capacity: 0, price: -1, includes: "" }] },
      v.cookie,
    );
    expect(badPackage.statusCode).toBe(400);
    expect(badPackage.json().error.fields).toMatchObject({
      "packages.0.packageName": "Package name is required",
      "packages.0.capacity": "Capacity must be at least 1",
    });
    expect(await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, v.userId))).toHaveLength(0);
  });

  it("an approved hall's resubmission waits as a change request; its live rows do not change", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    const { vendorId } = (await post(BANQUET, banquet(), v.cookie)).json();
    await t.app.db.update(vendorProfiles).set({ status: "approved" }).where(eq(vendorProfiles.id, vendorId));
    const again = await post(BANQUET, { ...banquet(), capacity: 650, packages: [] }, v.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ vendorId, status: "approved", changeRequestId: expect.any(String) });
    expect((await profileOf(vendorId)).status).toBe("approved");
    const packages = await t.app.db.select().from(banquetPackages).where(eq(banquetPackages.vendorId, vendorId));
    expect(packages.map((p) => p.capacity).sort()).toEqual([500, 800]);
    const [request] = await t.app.db
      .select()
      .from(vendorChangeRequests)
      .where(and(eq(vendorChangeRequests.vendorId, vendorId), eq(vendorChangeRequests.status, "pending")));
    // The proposal carries the new parts too (address, contacts, packages).
    expect(request.proposed).toMatchObject({ capacity: 650, packages: [], contactDetails: contacts });
    // The form continues from the waiting proposal.
    const loaded = (await t.request({ url: BANQUET, cookie: v.cookie })).json();
    expect(loaded).toMatchObject({ status: "approved", form: { capacity: 650, packages: [] } });

    // Rejected later: a resubmission goes back to pending and drops the request left from the approved period.
    await t.app.db.update(vendorProfiles).set({ status: "rejected" }).where(eq(vendorProfiles.id, vendorId));
    const pending = await post(BANQUET, { ...banquet(), capacity: 700 }, v.cookie);
    expect(pending.json()).toMatchObject({ vendorId, status: "pending" });
    expect(
      await t.app.db
        .select()
        .from(vendorChangeRequests)
        .where(and(eq(vendorChangeRequests.vendorId, vendorId), eq(vendorChangeRequests.status, "pending"))),
    ).toHaveLength(0);
  });

  it("parallel duplicate submits leave one profile and one set of rows", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    const results = await Promise.all([1, 2, 3].map(() => post(BANQUET, banquet(), v.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const profiles = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, v.userId));
    expect(profiles).toHaveLength(1);
    const id = profiles[0].id;
    expect(await t.app.db.select().from(banquetPackages).where(eq(banquetPackages.vendorId, id))).toHaveLength(2);
    expect(await t.app.db.select().from(banquetAmenities).where(eq(banquetAmenities.vendorId, id))).toHaveLength(2);
    expect(await t.app.db.select().from(vendorContacts).where(eq(vendorContacts.vendorId, id))).toHaveLength(1);
    expect(await t.app.db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, id))).toHaveLength(1);
  });

  it("the pictures uploaded before the first submit become the new hall's photos", async () => {
    const v = await t.login("vendor", { vendorType: "banquet_hall" });
    await t.app.db.insert(vendorDraftMedia).values({
      userId: v.userId,
      fileType: "top_photo",
      fileName: "hall.jpg",
      filePath: `draft/${v.userId}/hall.jpg`,
      fileSize: 1000,
    });
    const { vendorId } = (await post(BANQUET, banquet(), v.cookie)).json();
    const uploads = await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.vendorId, vendorId));
    expect(uploads.map((u) => u.fileType)).toEqual(["top_photo"]);
    expect(await t.app.db.select().from(vendorDraftMedia).where(eq(vendorDraftMedia.userId, v.userId))).toHaveLength(0);
  });
});

describe("decorator form", () => {
  it("stores specialties, event types, packages, districts served, address and contacts; resubmits as pending", async () => {
    const v = await t.login("vendor", { vendorType: "decorator" });
    const res = await post(DECORATOR, decorator(), v.cookie);
    expect(res.statusCode).toBe(200);
    const { vendorId } = res.json();
    expect(await profileOf(vendorId)).toMatchObject({
      vendorType: "decorator",
      status: "pending",
      companyName: "Bloom Decor",
      weddingPrice: 45_000, // the lowest package price is the listing price
    });
    const specialties = await t.app.db
      .select()
      .from(decoratorSpecialties)
      .where(eq(decoratorSpecialties.vendorId, vendorId));
    expect(specialties.map((s) => s.specialty).sort()).toEqual(["Floral Arrangements", "Stage Decoration"]);
    const events = await t.app.db.select().from(decoratorEventTypes).where(eq(decoratorEventTypes.vendorId, vendorId));
    expect(events.map((e) => e.eventType).sort()).toEqual(["Reception", "Wedding"]);
    const pkgs = await t.app.db.select().from(decoratorPackages).where(eq(decoratorPackages.vendorId, vendorId));
    expect(pkgs.map((p) => [p.packageName, p.price]).sort()).toEqual([
      ["Mandap", 60_000],
      ["Stage", 45_000],
    ]);
    const areas = await t.app.db.select().from(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, vendorId));
    expect(areas.map((a) => a.districtId)).toEqual([place.districtId]);

    await t.app.db.update(vendorProfiles).set({ status: "rejected" }).where(eq(vendorProfiles.id, vendorId));
    const again = await post(DECORATOR, { ...decorator(), eventTypes: ["Pasni"] }, v.cookie);
    expect(again.json()).toMatchObject({ vendorId, status: "pending" });
    const loaded = (await t.request({ url: DECORATOR, cookie: v.cookie })).json();
    expect(loaded.form).toMatchObject({
      eventTypes: ["Pasni"],
      packages: decorator().packages,
      serviceAreas: decorator().serviceAreas,
      contactDetails: contacts,
      businessAddress: { municipalityId: place.municipalityId, ward: 4 },
    });
  });

  it("uses the spec's messages; a package, a district served and a contact are required", async () => {
    const v = await t.login("vendor", { vendorType: "decorator" });
    const res = await post(
      DECORATOR,
      { ...decorator(), specialties: [], eventTypes: [], packages: [], serviceAreas: { areas: [] } },
      v.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      specialties: "Please select at least one decoration specialty.",
      eventTypes: "Please select at least one event type.",
      packages: "Add at least one package",
      "serviceAreas.areas": "Please select at least one service area",
    });
    const noIncludes = await post(
      DECORATOR,
      { ...decorator(), packages: [{ packageName: "Mandap", price: 100, includes: "" }] },
      v.cookie,
    );
    expect(noIncludes.json().error.fields).toEqual({
      "packages.0.includes": "Please say what the package includes",
    });
    const anon = await post(DECORATOR, decorator());
    expect(anon.statusCode).toBe(401);
    const hall = await t.login("vendor", { vendorType: "banquet_hall" });
    expect((await post(DECORATOR, decorator(), hall.cookie)).statusCode).toBe(403);
  });

  it("an approved decorator's resubmission is a change request carrying its packages and districts", async () => {
    const v = await t.login("vendor", { vendorType: "decorator" });
    const { vendorId } = (await post(DECORATOR, decorator(), v.cookie)).json();
    await t.app.db.update(vendorProfiles).set({ status: "approved" }).where(eq(vendorProfiles.id, vendorId));
    const res = await post(
      DECORATOR,
      { ...decorator(), packages: [{ packageName: "Only", price: 9, includes: "x" }] },
      v.cookie,
    );
    expect(res.json()).toMatchObject({ status: "approved", changeRequestId: expect.any(String) });
    expect((await profileOf(vendorId)).weddingPrice).toBe(45_000);
    const [request] = await t.app.db
      .select()
      .from(vendorChangeRequests)
      .where(eq(vendorChangeRequests.vendorId, vendorId));
    expect(request.proposed).toMatchObject({
      packages: [{ packageName: "Only", price: 9 }],
      serviceAreas: decorator().serviceAreas,
    });
  });
});
