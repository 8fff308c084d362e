/**
 * The admin's queue (the vendor list of one type and status): filtered by district and submission date,
 * sorted oldest first, and each card with its cover picture, starting price and completeness, in the
 * same one request; bad filters are a 400.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kathmandu, multipartBody, type Place, smallPng } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { districts, vendorAddresses, vendorContacts, vendorProfiles } from "../../db/schema";
import { makeVendor } from "./test-helpers";

let t: TestApp;
let admin: { cookie: string };
let place: Place;
let otherDistrict: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  place = await kathmandu(t);
  const [other] = await t.app.db
    .select({ id: districts.id })
    .from(districts)
    .where(sql`${districts.id} <> ${place.districtId}`)
    .limit(1);
  otherDistrict = other.id;
});
afterAll(() => t.close());

/** A pending decorator submitted on a Nepal day, in a district. */
async function applied(name: string, submitted: string, districtId: number) {
  const v = await makeVendor(t, { vendorType: "decorator", companyName: name });
  await t.app.db
    .update(vendorProfiles)
    .set({ submittedAt: new Date(submitted) })
    .where(eq(vendorProfiles.id, v.vendorId));
  await t.app.db.insert(vendorAddresses).values({ vendorId: v.vendorId, provinceId: place.provinceId, districtId });
  return v;
}

const list = async (query: string) =>
  t.request({ url: `/api/admin/vendors?type=decorator&status=pending&${query}`, cookie: admin.cookie });
const names = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { companyName: string }[])
    .map((i) => i.companyName)
    .filter((n) => n.startsWith("Queue "));
};

describe("the admin's queue", () => {
  it("filters by district and submission date and sorts oldest first", async () => {
    await applied("Queue Late", "2026-11-20T10:00:00+05:45", place.districtId);
    await applied("Queue Early", "2026-11-02T09:00:00+05:45", place.districtId);
    await applied("Queue Elsewhere", "2026-11-10T12:00:00+05:45", otherDistrict);
    // Just before midnight in Nepal on the 9th is still the 9th.
    await applied("Queue Edge", "2026-11-09T23:59:00+05:45", place.districtId);

    expect(await names("sort=oldest")).toEqual(["Queue Early", "Queue Edge", "Queue Elsewhere", "Queue Late"]);
    expect(await names("")).toEqual(["Queue Late", "Queue Elsewhere", "Queue Edge", "Queue Early"]);
    expect(await names(`sort=oldest&district=${place.districtId}`)).toEqual([
      "Queue Early",
      "Queue Edge",
      "Queue Late",
    ]);
    expect(await names(`district=${otherDistrict}`)).toEqual(["Queue Elsewhere"]);
    expect(await names("sort=oldest&submittedFrom=2026-11-03&submittedTo=2026-11-09")).toEqual(["Queue Edge"]);
    expect(await names("sort=oldest&submittedFrom=2026-11-10")).toEqual(["Queue Elsewhere", "Queue Late"]);
    const res = await list(`district=${otherDistrict}`);
    expect(res.json().total).toBe(1);
  });

  it("gives each card its cover, starting price and completeness", async () => {
    const bare = await applied("Queue Bare", "2026-11-05T10:00:00+05:45", place.districtId);
    const full = await applied("Queue Full", "2026-11-06T10:00:00+05:45", place.districtId);
    await t.app.db
      .update(vendorProfiles)
      .set({
        description: "Flowers, lights and mandaps for weddings across the valley, since 2010.",
        weddingPrice: 45000,
      })
      .where(eq(vendorProfiles.id, full.vendorId));
    await t.app.db
      .insert(vendorContacts)
      .values({ vendorId: full.vendorId, contactPersonNumber: 1, name: "Hari", mobile: "9801234567" });
    await t.app.db.execute(
      sql`insert into vendor_service_areas (vendor_id, province_id, district_id) values (${full.vendorId}, ${place.provinceId}, ${place.districtId})`,
    );
    const png = await smallPng();
    for (const fileType of ["card_image", "portfolio_image", "portfolio_image", "portfolio_image"]) {
      const res = await t.request({
        method: "POST",
        url: "/api/vendor/media",
        cookie: full.cookie,
        ...multipartBody({ fileType }, { buffer: png, name: "a.png", type: "image/png" }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const items = (await list("submittedFrom=2026-11-05&submittedTo=2026-11-06&sort=oldest")).json().items as {
      companyName: string;
      coverUrl: string | null;
      startingPrice: number | null;
      completeness: { percent: number; missing: string[] };
    }[];
    const [b, f] = items;
    expect(b).toMatchObject({ companyName: "Queue Bare", coverUrl: null, startingPrice: null });
    expect(b.completeness.missing).toEqual(["description", "contacts", "serviceAreas", "prices", "cover", "photos"]);
    expect(b.completeness.percent).toBe(14);
    expect(f).toMatchObject({
      companyName: "Queue Full",
      startingPrice: 45000,
      completeness: { percent: 100, missing: [] },
    });
    expect(f.coverUrl).toMatch(/card-image\/.*-thumb\.webp$/);
    expect(bare.vendorId).toBeTruthy();
  });

  it("answers a bad filter with a 400 that says what is wrong", async () => {
    for (const query of [
      "district=abc",
      "district=0",
      "submittedFrom=2026-13-40",
      "submittedTo=yesterday",
      "sort=random",
      "submittedFrom=2026-11-10&submittedTo=2026-11-01",
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBeTruthy();
    }
  });
});
