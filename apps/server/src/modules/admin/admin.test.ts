import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { auditLog, vendorAddresses, vendorProfiles } from "../../db/schema";
import { makeVendor } from "./test-helpers";

let t: TestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

describe("admin lists and counts", () => {
  it("searches case-insensitively on company name, email and vendor type, paginated on the server", async () => {
    const a = await makeVendor(t, { companyName: "Himalayan Frames", status: "pending" });
    await makeVendor(t, { companyName: "Everest Decor", vendorType: "decorator", status: "approved" });
    await makeVendor(t, { companyName: "Lalitpur Banquet", vendorType: "banquet_hall", status: "rejected" });

    const byName = (await t.request({ url: "/api/admin/vendors?search=himalayan%20FR", cookie: admin.cookie })).json();
    expect(byName.items.map((r: { id: string }) => r.id)).toEqual([a.vendorId]);
    expect(byName.total).toBe(1);

    const byEmail = (
      await t.request({
        url: `/api/admin/vendors?search=${encodeURIComponent(a.email.toUpperCase())}`,
        cookie: admin.cookie,
      })
    ).json();
    expect(byEmail.items[0].id).toBe(a.vendorId);

    await t.app.db
      .update(vendorProfiles)
      .set({ emailAddress: "studio-business@example.com" })
      .where(eq(vendorProfiles.id, a.vendorId));
    const byLogin = (
      await t.request({ url: `/api/admin/vendors?search=${encodeURIComponent(a.email)}`, cookie: admin.cookie })
    ).json();
    expect(byLogin.items.map((r: { id: string }) => r.id)).toEqual([a.vendorId]);
    const byBusiness = (
      await t.request({ url: "/api/admin/vendors?search=STUDIO-BUSINESS@", cookie: admin.cookie })
    ).json();
    expect(byBusiness.items.map((r: { id: string }) => r.id)).toEqual([a.vendorId]);

    const byType = (await t.request({ url: "/api/admin/vendors?search=Banquet%20Hall", cookie: admin.cookie })).json();
    expect(byType.items.map((r: { companyName: string }) => r.companyName)).toEqual(["Lalitpur Banquet"]);
    expect(byType.items[0].banquet).toEqual({ capacity: null, price: null, amenities: [] });

    const wildcard = (await t.request({ url: "/api/admin/vendors?search=%25", cookie: admin.cookie })).json();
    expect(wildcard.total).toBe(0);

    const approved = (await t.request({ url: "/api/admin/vendors?status=approved", cookie: admin.cookie })).json();
    expect(approved.items.every((r: { status: string }) => r.status === "approved")).toBe(true);
    expect(approved.items[0].decorator).toEqual({ specialties: [], eventTypes: [] });

    const paged = (await t.request({ url: "/api/admin/vendors?pageSize=2&page=2", cookie: admin.cookie })).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
    const past = (await t.request({ url: "/api/admin/vendors?pageSize=2&page=9", cookie: admin.cookie })).json();
    expect(past).toMatchObject({ total: 3, items: [] });

    const counts = (await t.request({ url: "/api/admin/vendors/counts", cookie: admin.cookie })).json();
    expect(counts).toEqual({ total: 3, pending: 1, approved: 1, rejected: 1 });
    const decorators = (
      await t.request({ url: "/api/admin/vendors/counts?type=decorator", cookie: admin.cookie })
    ).json();
    expect(decorators).toEqual({ total: 1, pending: 0, approved: 1, rejected: 0 });
  });

  it("names a vendor's place in English and in Nepali (the tole as written)", async () => {
    const v = await makeVendor(t, { companyName: "Dharan Place Test" });
    // Koshi province (1), Sunsari district (11), Dharan sub-metropolitan city (108).
    await t.app.db
      .insert(vendorAddresses)
      .values({ vendorId: v.vendorId, provinceId: 1, districtId: 11, municipalityId: 108, toleArea: "Bhanu Chowk" });
    const res = await t.request({ url: "/api/admin/vendors?search=Dharan%20Place%20Test", cookie: admin.cookie });
    expect(res.json().items[0]).toMatchObject({
      location: "Bhanu Chowk, Dharan, Sunsari",
      locationNe: "Bhanu Chowk, धरान, सुनसरी",
    });
  });
});

describe("status changes", () => {
  it("approves, rejects and re-approves, with an audit entry each time", async () => {
    const v = await makeVendor(t, { status: "pending" });
    const statusOf = async () =>
      (
        await t.app.db
          .select({ s: vendorProfiles.status })
          .from(vendorProfiles)
          .where(eq(vendorProfiles.id, v.vendorId))
      )[0].s;
    for (const status of ["approved", "rejected", "approved", "pending"] as const) {
      const res = await t.request({
        method: "POST",
        url: `/api/admin/vendors/${v.vendorId}/status`,
        cookie: admin.cookie,
        // A rejection carries its reason, which the vendor reads (docs/decisions/0015).
        payload: status === "rejected" ? { status, reason: "Photos too small" } : { status },
      });
      expect(res.statusCode).toBe(200);
      expect(await statusOf()).toBe(status);
    }
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, v.vendorId)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.before, a.after, a.actorId])).toEqual([
      [{ status: "pending" }, { status: "approved" }, admin.userId],
      [{ status: "approved" }, { status: "rejected", reason: "Photos too small" }, admin.userId],
      [{ status: "rejected" }, { status: "approved" }, admin.userId],
      [{ status: "approved" }, { status: "pending" }, admin.userId],
    ]);
  });

  it("refuses an unknown status and an unknown vendor", async () => {
    const v = await makeVendor(t);
    const bad = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${v.vendorId}/status`,
      cookie: admin.cookie,
      payload: { status: "live" },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.request({
      method: "POST",
      url: "/api/admin/vendors/00000000-0000-4000-8000-000000000000/status",
      cookie: admin.cookie,
      payload: { status: "approved" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("settings", () => {
  it("saves site name and contact phone, shown by the public settings", async () => {
    const res = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      cookie: admin.cookie,
      payload: { siteName: "Bihe Nepal", contactPhone: "+977 9801234567" },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ url: "/api/settings" })).json()).toEqual({
      siteName: "Bihe Nepal",
      contactPhone: "+977 9801234567",
    });
    expect((await t.request({ url: "/api/admin/settings", cookie: admin.cookie })).json().siteName).toBe("Bihe Nepal");
    // The bar painted before the web app's code arrives carries the name too.
    expect((await t.request({ url: "/photographers" })).body).toContain("<span>Bihe Nepal</span>");
    const bad = await t.request({
      method: "PUT",
      url: "/api/admin/settings",
      cookie: admin.cookie,
      payload: { siteName: "", contactPhone: "abc" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
