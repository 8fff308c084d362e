/**
 * The admin edit of a banquet hall or a decorator covers the fields of its form, saves
 * them in one transaction with the optimistic version check (a stale dialog is the clear 409) and
 * is audited. Runs on PGlite and PostgreSQL (TEST_DB=postgres).
 */
import { APPLICATION_CHANGED_MESSAGE } from "@bihe/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kathmandu } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  auditLog,
  vendorAddresses,
  vendorContacts,
  vendorLocations,
  vendorProfiles,
  vendorServiceAreas,
} from "../../db/schema";
import { approvedTyped } from "../vendor-profile/changes/typed-test-forms";

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

type Dialog = {
  vendor: { version: number; vendorType: string };
  typedForm: Record<string, unknown>;
  application: {
    businessProfile: { socialMediaLinks: Record<string, string> };
    media: { googleDriveLink: string };
  };
  audit: { action: string; changed: string[]; before: Record<string, unknown>; after: Record<string, unknown> }[];
};
const dialog = async (id: string): Promise<Dialog> =>
  (await t.request({ url: `/api/admin/vendors/${id}`, cookie: admin.cookie })).json();
const linksOf = (d: Dialog) => ({
  socialMediaLinks: d.application.businessProfile.socialMediaLinks,
  googleDriveLink: d.application.media.googleDriveLink,
});
const save = (id: string, form: unknown, links: unknown, version?: number, parts: object = {}) =>
  t.request({
    method: "PUT",
    url: `/api/admin/vendors/${id}`,
    cookie: admin.cookie,
    payload: { application: { form, links, ...parts }, version },
  });
const contact = (name: string, mobile: string) => ({
  name,
  mobile,
  whatsapp: "",
  sameAsMobile: true,
  secondaryContact: "",
});

describe("admin edit of a banquet hall", () => {
  it("loads the hall's form and saves every field of it in one go, with a new version and an audit entry", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Edit Palace");
    const d = await dialog(v.vendorId);
    expect(d.vendor.vendorType).toBe("banquet_hall");
    expect(d.typedForm).toMatchObject({ name: "Edit Palace", pricePerPlate: 1200, parkingSpaces: 80 });
    const form = {
      ...d.typedForm,
      name: "Edited Palace",
      description: "Now with a garden.",
      pricePerPlate: 1800,
      capacity: 900,
      amenities: ["Parking", "DJ System"],
      parkingSpaces: 150,
    };
    const links = { ...linksOf(d), googleDriveLink: "https://drive.google.com/drive/folders/hall" };
    const res = await save(v.vendorId, form, links, d.vendor.version);
    expect(res.statusCode, res.body).toBe(200);
    const after: Dialog = res.json();
    expect(after.typedForm).toMatchObject({
      name: "Edited Palace",
      description: "Now with a garden.",
      pricePerPlate: 1800,
      capacity: 900,
      parkingSpaces: 150,
    });
    expect([...(after.typedForm.amenities as string[])].sort()).toEqual(["DJ System", "Parking"]);
    expect(after.vendor.version).toBe(d.vendor.version + 1);
    expect(after.audit[0]).toMatchObject({ action: "vendor.edit" });
    expect(after.audit[0].changed).toEqual(
      expect.arrayContaining(["amenities", "capacity", "description", "googleDriveLink", "name", "pricePerPlate"]),
    );
    expect(after.audit[0].before).toMatchObject({ name: "Edit Palace", pricePerPlate: 1200 });
    // The public page shows the edit at once (the admin's edit is not a change request).
    const page = (await t.request({ url: `/api/vendors/${v.vendorId}` })).json();
    expect(page.description).toBe("Now with a garden.");
    expect(page.hall.packages[0]).toMatchObject({ capacity: 900, pricePerPlate: 1800 });
  });

  it("a dialog loaded before another save is refused with the clear 409, and changes nothing", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Stale Palace");
    const d = await dialog(v.vendorId);
    expect(
      (await save(v.vendorId, { ...d.typedForm, name: "First Admin" }, linksOf(d), d.vendor.version)).statusCode,
    ).toBe(200);
    const stale = await save(v.vendorId, { ...d.typedForm, name: "Second Admin" }, linksOf(d), d.vendor.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(APPLICATION_CHANGED_MESSAGE);
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(row.companyName).toBe("First Admin");
  });

  it("refuses a bad form with the form's own messages on their fields, and writes nothing", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Bad Palace");
    const d = await dialog(v.vendorId);
    const res = await save(
      v.vendorId,
      { ...d.typedForm, name: "Renamed", pricePerPlate: -5 },
      linksOf(d),
      d.vendor.version,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields["form.pricePerPlate"]).toBe("Price per plate cannot be negative");
    const badLink = await save(
      v.vendorId,
      d.typedForm,
      { ...linksOf(d), googleDriveLink: "not a url" },
      d.vendor.version,
    );
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().error.fields["links.googleDriveLink"]).toBe("Please enter a valid Google Drive URL");
    const missing = await save(v.vendorId, undefined, linksOf(d), d.vendor.version);
    expect(missing.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(row).toMatchObject({ companyName: "Bad Palace", version: d.vendor.version });
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, v.vendorId))).toEqual([]);
  });

  it("a save that changes nothing records nothing and keeps the version", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Same Palace");
    const d = await dialog(v.vendorId);
    const res = await save(v.vendorId, d.typedForm, linksOf(d), d.vendor.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vendor: { version: d.vendor.version }, audit: [] });
  });
});

describe("packages", () => {
  it("a hall's packages are replaced as the admin lists them; the public page shows them, the others are kept by the form", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Package Palace");
    const d = (await dialog(v.vendorId)) as Dialog & { typedPackages: { packageName: string }[] };
    expect(d.typedPackages).toEqual([
      { packageName: "Standard Package", capacity: 500, price: 1200, includes: expect.any(String) },
    ]);
    const packages = [
      { packageName: "Standard Package", capacity: 500, price: 1300, includes: "Dinner" },
      { packageName: "Grand Package", capacity: 1200, price: 2500, includes: "Dinner, DJ, decoration" },
    ];
    const res = await save(v.vendorId, { ...d.typedForm, pricePerPlate: 1300 }, linksOf(d), d.vendor.version, {
      packages,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().typedPackages).toEqual(packages);
    const page = (await t.request({ url: `/api/vendors/${v.vendorId}` })).json();
    expect(page.hall.packages.map((p: { packageName: string }) => p.packageName).sort()).toEqual([
      "Grand Package",
      "Standard Package",
    ]);
    // A later save of the form alone changes the first package's price and keeps the second package.
    const next = await save(
      v.vendorId,
      { ...res.json().typedForm, pricePerPlate: 1400 },
      linksOf(d),
      res.json().vendor.version,
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().typedPackages.map((p: { price: number }) => p.price)).toEqual([1400, 2500]);
  });

  it("refuses a hall package without guests and a package without a name, on their fields", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Bad Package Palace");
    const d = await dialog(v.vendorId);
    const noGuests = await save(v.vendorId, d.typedForm, linksOf(d), d.vendor.version, {
      packages: [{ packageName: "Standard Package", capacity: null, price: 1000, includes: "" }],
    });
    expect(noGuests.statusCode).toBe(400);
    expect(noGuests.json().error.fields["packages.0.capacity"]).toBe("Capacity is required");
    const noName = await save(v.vendorId, d.typedForm, linksOf(d), d.vendor.version, {
      packages: [{ packageName: "", capacity: 100, price: 1000, includes: "" }],
    });
    expect(noName.json().error.fields["packages.0.packageName"]).toBe("Package name is required");
  });

  it("a decorator's packages set its starting price on the listing", async () => {
    const v = await approvedTyped(t, "decorator", "Package Decor");
    const d = await dialog(v.vendorId);
    const res = await save(v.vendorId, d.typedForm, linksOf(d), d.vendor.version, {
      packages: [
        { packageName: "Mandap", capacity: null, price: 90_000, includes: "Flowers" },
        { packageName: "Stage", capacity: null, price: 60_000, includes: "" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(row.weddingPrice).toBe(60_000);
  });
});

describe("a hall's place, map pin and contacts (the wizard's tables)", () => {
  it("saves the address by place with a pin, and the contacts the unlock reveals, in the same save", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Place Palace");
    const place = await kathmandu(t);
    const d = await dialog(v.vendorId);
    const businessAddress = {
      ...place,
      ward: 10,
      areaId: null,
      areaName: "Baneshwor",
      toleStreet: "Madan Bhandari Path",
      googleMapsIframe: "",
      latitude: 27.6915,
      longitude: 85.3426,
    };
    const contactDetails = { contactPersons: [contact("Ram Thapa", "9841234567")] };
    // A hall serves no districts beyond its own: service areas sent for it are ignored.
    const serviceAreas = { areas: [{ provinceId: place.provinceId, districtId: place.districtId }] };
    const res = await save(v.vendorId, d.typedForm, linksOf(d), d.vendor.version, {
      businessAddress,
      contactDetails,
      serviceAreas,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [address] = await t.app.db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, v.vendorId));
    expect(address).toMatchObject({ municipalityId: place.municipalityId, ward: 10, toleArea: "Baneshwor" });
    expect(address.googleMapsUrl).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=27\.6915/);
    const [pin] = await t.app.db.select().from(vendorLocations).where(eq(vendorLocations.vendorId, v.vendorId));
    expect(pin).toMatchObject({ latitude: 27.6915, longitude: 85.3426 });
    const contacts = await t.app.db.select().from(vendorContacts).where(eq(vendorContacts.vendorId, v.vendorId));
    expect(contacts).toEqual([expect.objectContaining({ name: "Ram Thapa", mobile: "9841234567" })]);
    expect(await t.app.db.select().from(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, v.vendorId))).toEqual(
      [],
    );
    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(profile.companyAddress).toContain("Ward 10");
    expect(res.json().audit[0].changed).toEqual(expect.arrayContaining(["businessAddress", "contactDetails"]));
    // The dialog sends the saved place and contacts back with every save: unchanged, they are not
    // written again (the place would rewrite the form's own address line the admin just typed).
    const again = (await dialog(v.vendorId)) as Dialog & { application: Record<string, unknown> };
    const line = "Opposite the Baneshwor temple";
    const resend = await save(v.vendorId, { ...again.typedForm, address: line }, linksOf(again), again.vendor.version, {
      businessAddress: again.application.businessAddress,
      contactDetails: again.application.contactDetails,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().typedForm.address).toBe(line);
    expect(resend.json().audit[0].changed).toEqual(["address"]);
  });

  it("refuses a bad place or contact with the wizard's messages on their fields, and writes nothing", async () => {
    const v = await approvedTyped(t, "banquet_hall", "Bad Place Palace");
    const d = await dialog(v.vendorId);
    const badContact = await save(v.vendorId, { ...d.typedForm, name: "Renamed" }, linksOf(d), d.vendor.version, {
      contactDetails: { contactPersons: [contact("Ram", "12345")] },
    });
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json().error.fields["contactDetails.contactPersons.0.mobile"]).toBe(
      "Please enter a valid 10-digit mobile number",
    );
    const noPlace = await save(v.vendorId, d.typedForm, linksOf(d), d.vendor.version, {
      businessAddress: { provinceId: null, districtId: null, municipalityId: null, ward: null, areaName: "" },
    });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().error.fields["businessAddress.provinceId"]).toBe("Province is required");
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(row.companyName).toBe("Bad Place Palace");
  });
});

describe("admin edit of a decorator", () => {
  it("saves the decorator's specialties, event types and details", async () => {
    const v = await approvedTyped(t, "decorator", "Edit Decor");
    const d = await dialog(v.vendorId);
    expect(d.typedForm).toMatchObject({ businessName: "Edit Decor" });
    const form = {
      ...d.typedForm,
      specialties: ["Lighting"],
      eventTypes: ["Pasni", "Wedding"],
      description: "Lights.",
    };
    const res = await save(v.vendorId, form, linksOf(d), d.vendor.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().typedForm).toMatchObject({ specialties: ["Lighting"], description: "Lights." });
    const page = (await t.request({ url: `/api/vendors/${v.vendorId}` })).json();
    expect(page.decorator.specialties).toEqual(["Lighting"]);
    expect([...page.decorator.eventTypes].sort()).toEqual(["Pasni", "Wedding"]);
    // A decorator chooses the districts it serves.
    const place = await kathmandu(t);
    const areas = await save(v.vendorId, form, linksOf(d), res.json().vendor.version, {
      serviceAreas: { areas: [{ provinceId: place.provinceId, districtId: place.districtId }] },
    });
    expect(areas.statusCode, areas.body).toBe(200);
    const served = await t.app.db.select().from(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, v.vendorId));
    expect(served.map((a) => a.districtId)).toEqual([place.districtId]);
    const none = await save(v.vendorId, { ...form, specialties: [] }, linksOf(d), areas.json().vendor.version);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields["form.specialties"]).toBe("Please select at least one decoration specialty.");
  });
});
