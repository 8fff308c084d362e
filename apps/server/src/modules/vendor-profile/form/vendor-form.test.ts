import { defaultVendorApplication, type VendorApplication } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import {
  cancellationPolicies,
  comboPackages,
  districts,
  eventPricing,
  municipalities,
  paymentTerms,
  vendorAddons,
  vendorAddresses,
  vendorContacts,
  vendorDrafts,
  vendorProfiles,
  vendorServiceAreas,
} from "../../../db/schema";

let t: TestApp;
let place: { provinceId: number; districtId: number; municipalityId: number };
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.app.db
    .select({ municipalityId: municipalities.id, districtId: districts.id, provinceId: districts.provinceId })
    .from(municipalities)
    .innerJoin(districts, eq(districts.id, municipalities.districtId))
    .where(sql`${municipalities.name} ilike 'Kathmandu%'`)
    .limit(1);
  place = m;
});
afterAll(() => t.close());

const MAP =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';

function completeApplication(name = "Himalayan Frames"): VendorApplication {
  const a = defaultVendorApplication("owner@studio.test");
  a.businessProfile = {
    ...a.businessProfile,
    companyName: name,
    description: "Wedding films and photos.",
    companyAge: 7,
    vatPanNumber: "123456789",
  };
  a.businessProfile.socialMediaLinks.instagram = "https://instagram.com/himalayanframes";
  a.businessAddress = {
    ...place,
    ward: 4,
    areaId: null,
    areaName: "Baneshwor",
    toleStreet: "Shantinagar Marg",
    googleMapsIframe: MAP,
  };
  a.contactDetails.contactPersons[0] = {
    name: "Sita Sharma",
    mobile: "980-000-0001",
    whatsapp: "",
    sameAsMobile: true,
    secondaryContact: "",
  };
  a.serviceAreas.areas = [{ provinceId: place.provinceId, districtId: place.districtId }];
  a.media.googleDriveLink = "https://drive.google.com/drive/folders/xyz";
  return a;
}

async function tableCounts(vendorId: string) {
  const count = async (
    table:
      | typeof vendorContacts
      | typeof vendorServiceAreas
      | typeof eventPricing
      | typeof comboPackages
      | typeof paymentTerms,
  ) => (await t.app.db.select().from(table).where(eq(table.vendorId, vendorId))).length;
  return {
    contacts: await count(vendorContacts),
    areas: await count(vendorServiceAreas),
    pricing: await count(eventPricing),
    packages: await count(comboPackages),
    terms: await count(paymentTerms),
  };
}

describe("vendor application", () => {
  it("starts from the defaults, submits a complete application in one go, and reads it back", async () => {
    const v = await t.login("vendor", { email: "owner@studio.test" });
    const first = (await t.request({ url: "/api/vendor/application", cookie: v.cookie })).json();
    expect(first.source).toBe("defaults");
    expect(first.application.eventPricing.events).toHaveLength(26);
    expect(first.application.comboPackages.packages.map((p: { packageName: string }) => p.packageName)).toEqual([
      "XITO Combo 1",
      "XITO Combo 2",
      "XITO Combo 3",
    ]);
    expect(first.application.paymentTerms.terms.map((x: { percentage: number }) => x.percentage)).toEqual([30, 40, 30]);

    const app = completeApplication();
    // A locked XITO package keeps its name and events whatever the client sends.
    app.comboPackages.packages[0].packageName = "Renamed";
    app.comboPackages.packages[0].deliverables.albums = 5;
    const res = await t.request({ method: "POST", url: "/api/vendor/application", cookie: v.cookie, payload: app });
    expect(res.statusCode, res.body).toBe(200);
    const { vendorId } = res.json();

    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(profile).toMatchObject({
      status: "pending",
      companyName: "Himalayan Frames",
      slug: "himalayan-frames",
      city: "Kathmandu",
      companyAge: 7,
    });
    const [address] = await t.app.db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, vendorId));
    expect(address.googleMapsUrl).toBe("https://www.google.com/maps/embed?pb=!1m18!1m12");
    expect(address.toleArea).toBe("Baneshwor");
    expect(await tableCounts(vendorId)).toEqual({ contacts: 1, areas: 1, pricing: 26, packages: 3, terms: 3 });
    const [contact] = await t.app.db.select().from(vendorContacts).where(eq(vendorContacts.vendorId, vendorId));
    expect(contact.whatsapp).toBe("980-000-0001");
    expect((await t.app.db.select().from(vendorAddons).where(eq(vendorAddons.vendorId, vendorId)))[0].drone).toBe(
      10000,
    );
    expect(
      (await t.app.db.select().from(cancellationPolicies).where(eq(cancellationPolicies.vendorId, vendorId)))[0]
        .policyText,
    ).toContain("25%");

    const back = (await t.request({ url: "/api/vendor/application", cookie: v.cookie })).json();
    expect(back.source).toBe("saved");
    expect(back.application.comboPackages.packages[0]).toMatchObject({
      packageName: "XITO Combo 1",
      deliverables: { albums: 5 },
    });
    expect(back.application.businessAddress).toMatchObject({ ...place, ward: 4, areaName: "Baneshwor" });

    const status = (await t.request({ url: "/api/vendor/status", cookie: v.cookie })).json();
    expect(status).toMatchObject({
      status: "pending",
      companyName: "Himalayan Frames",
      vendorType: "wedding_cinematographer",
      city: "Kathmandu",
      cityNe: "काठमाडौँ", // the local level's Nepali name, for the Nepali status page
    });
  });

  it("a resubmission sets the status back to pending and replaces the related rows", async () => {
    const v = await t.login("vendor");
    const { vendorId } = (
      await t.request({
        method: "POST",
        url: "/api/vendor/application",
        cookie: v.cookie,
        payload: completeApplication("Resubmit Studio"),
      })
    ).json();
    await t.app.db.update(vendorProfiles).set({ status: "rejected" }).where(eq(vendorProfiles.id, vendorId));
    const again = completeApplication("Resubmit Studio");
    again.paymentTerms.terms = [{ installmentNumber: 1, percentage: 100, description: "All at booking" }];
    const res = await t.request({ method: "POST", url: "/api/vendor/application", cookie: v.cookie, payload: again });
    expect(res.statusCode).toBe(200);
    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(profile.status).toBe("pending");
    expect(await tableCounts(vendorId)).toMatchObject({ terms: 1 });
  });

  it("refuses an invalid submission with field errors (400, never 500)", async () => {
    const v = await t.login("vendor");
    const bad = completeApplication();
    bad.paymentTerms.terms[0].percentage = 29;
    bad.contactDetails.contactPersons[0].mobile = "12345";
    const res = await t.request({ method: "POST", url: "/api/vendor/application", cookie: v.cookie, payload: bad });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(Object.values(fields)).toEqual(
      expect.arrayContaining(["Please enter a valid 10-digit mobile number", "Total percentage must equal 100%"]),
    );
    const garbage = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: v.cookie,
      payload: { businessProfile: 5 },
    });
    expect(garbage.statusCode).toBe(400);
    expect((await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, v.userId))).length).toBe(0);
  });

  it("a failure in the middle of submit leaves the database exactly as before", async () => {
    const v = await t.login("vendor");
    const { vendorId } = (
      await t.request({
        method: "POST",
        url: "/api/vendor/application",
        cookie: v.cookie,
        payload: completeApplication("Atomic Films"),
      })
    ).json();
    const snapshot = async () => ({
      profile: (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId)))[0],
      address: await t.app.db.select().from(vendorAddresses).where(eq(vendorAddresses.vendorId, vendorId)),
      contacts: await t.app.db.select().from(vendorContacts).where(eq(vendorContacts.vendorId, vendorId)),
      pricing: await t.app.db.select().from(eventPricing).where(eq(eventPricing.vendorId, vendorId)),
      packages: await t.app.db.select().from(comboPackages).where(eq(comboPackages.vendorId, vendorId)),
      terms: await t.app.db.select().from(paymentTerms).where(eq(paymentTerms.vendorId, vendorId)),
      addons: await t.app.db.select().from(vendorAddons).where(eq(vendorAddons.vendorId, vendorId)),
    });
    const before = await snapshot();
    // Payment terms are written after the profile, address, contacts, areas, pricing, packages and add-ons.
    await t.app.db.execute(
      sql`create function fail_terms() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`,
    );
    await t.app.db.execute(
      sql`create trigger fail_terms before insert on vendor_payment_terms for each row execute function fail_terms()`,
    );
    try {
      const changed = completeApplication("Changed Name");
      changed.contactDetails.contactPersons[1] = {
        name: "Ram",
        mobile: "9811111111",
        whatsapp: "",
        sameAsMobile: false,
        secondaryContact: "",
      };
      changed.addOnPricing.drone = 1;
      changed.eventPricing.events[0].price = 1;
      const res = await t.request({
        method: "POST",
        url: "/api/vendor/application",
        cookie: v.cookie,
        payload: changed,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toMatch(/^Failed to save payment terms: /);
      expect(res.json().error.message).not.toContain("injected");
    } finally {
      await t.app.db.execute(sql`drop trigger fail_terms on vendor_payment_terms`);
      await t.app.db.execute(sql`drop function fail_terms()`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a draft per user that another vendor can neither read nor change", async () => {
    const a = await t.login("vendor");
    const b = await t.login("vendor");
    const draft = { step: 4, data: { businessProfile: { companyName: "Draft Co", description: "half typed" } } };
    expect(
      (await t.request({ method: "PUT", url: "/api/vendor/draft", cookie: a.cookie, payload: draft })).statusCode,
    ).toBe(200);
    const mine = (await t.request({ url: "/api/vendor/application", cookie: a.cookie })).json();
    expect(mine).toMatchObject({ source: "draft", step: 4 });
    expect(mine.application.businessProfile).toMatchObject({
      companyName: "Draft Co",
      description: "half typed",
      emailAddress: a.email,
    });
    expect(mine.application.eventPricing.events).toHaveLength(26);

    const theirs = (await t.request({ url: "/api/vendor/application", cookie: b.cookie })).json();
    expect(theirs.source).toBe("defaults");
    expect(theirs.application.businessProfile.companyName).toBe("");
    // B's writes land on B's own draft only.
    await t.request({
      method: "PUT",
      url: "/api/vendor/draft",
      cookie: b.cookie,
      payload: { step: 1, data: { businessProfile: { companyName: "B" } } },
    });
    const [aDraft] = await t.app.db.select().from(vendorDrafts).where(eq(vendorDrafts.userId, a.userId));
    expect(aDraft.data).toEqual(draft.data);
    // Nobody signed in, or a customer, gets nothing.
    expect((await t.request({ url: "/api/vendor/application" })).statusCode).toBe(401);
    const customer = await t.login("customer");
    expect((await t.request({ url: "/api/vendor/application", cookie: customer.cookie })).statusCode).toBe(403);
    // A submit by B creates B's profile, never touches A's.
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: b.cookie,
      payload: completeApplication("B Studio"),
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, a.userId))).length).toBe(0);
    expect((await t.app.db.select().from(vendorDrafts).where(eq(vendorDrafts.userId, b.userId))).length).toBe(0);
    expect((await t.request({ url: "/api/vendor/status", cookie: a.cookie })).json().status).toBeNull();
  });

  it("a second vendor cannot read or change the first one's profile", async () => {
    const a = await t.login("vendor");
    const b = await t.login("vendor");
    await t.request({
      method: "POST",
      url: "/api/vendor/application",
      cookie: a.cookie,
      payload: completeApplication("Owner A"),
    });
    const bView = (await t.request({ url: "/api/vendor/application", cookie: b.cookie })).json();
    expect(bView.vendor).toBeNull();
    expect(bView.application.businessProfile.companyName).toBe("");
    await t.request({
      method: "PUT",
      url: "/api/vendor/drive-link",
      cookie: b.cookie,
      payload: { googleDriveLink: "https://evil.example/x" },
    });
    const [profileA] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, a.userId));
    expect(profileA.companyName).toBe("Owner A");
    expect(profileA.googleDriveLink).toBe("https://drive.google.com/drive/folders/xyz");
  });

  it("the nine-step wizard is refused to banquet halls and decorators, who keep their status page", async () => {
    for (const vendorType of ["banquet_hall", "decorator"] as const) {
      const v = await t.login("vendor", { vendorType });
      expect((await t.request({ url: "/api/vendor/application", cookie: v.cookie })).statusCode).toBe(403);
      const draft = { step: 0, data: { businessProfile: { companyName: "Hall" } } };
      const put = await t.request({ method: "PUT", url: "/api/vendor/draft", cookie: v.cookie, payload: draft });
      expect(put.statusCode).toBe(403);
      const res = await t.request({
        method: "POST",
        url: "/api/vendor/application",
        cookie: v.cookie,
        payload: completeApplication("Not A Studio"),
      });
      expect(res.statusCode).toBe(403);
      expect((await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, v.userId))).length).toBe(0);
      const status = await t.request({ url: "/api/vendor/status", cookie: v.cookie });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ status: null, vendorType });
    }
  });
});
