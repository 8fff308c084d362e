import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { VendorStatus } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupleWithProfile, kathmandu } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { users, vendorProfiles } from "../../db/schema";

/**
 * Every vendor type's workspace: a banquet hall and a decorator use the photographers' tools: the
 * inquiries a couple's unlock makes, the reviews with their statistics, the review QR code and its
 * PDF (in the vendor's language), notifications and leads; what needs approval is refused with a
 * 403 until then, and the photographers' nine-step wizard refuses them by name.
 * Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

type HallOrDecorator = "banquet_hall" | "decorator";
let n = 0;
async function vendorOf(vendorType: HallOrDecorator, status: VendorStatus, companyName = `Vendor ${++n}`) {
  const login = await t.login("vendor", { vendorType });
  const [row] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId: login.userId,
      vendorType,
      status,
      companyName,
      slug: `type-vendor-${++n}-${Date.now()}`,
      emailAddress: login.email,
      city: "Kathmandu",
    })
    .returning({ id: vendorProfiles.id });
  return { ...login, vendorId: row.id, companyName };
}

async function pdfText(payload: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "type-qr-")), "qr.pdf");
  fs.writeFileSync(file, payload);
  return {
    text: execFileSync("pdftotext", ["-layout", file, "-"]).toString(),
    info: execFileSync("pdfinfo", [file]).toString(),
  };
}

const NAMES: Record<HallOrDecorator, string> = { banquet_hall: "Royal Palace Banquet", decorator: "Phool Decorators" };

describe.each(["banquet_hall", "decorator"] as const)("the %s's workspace", (vendorType) => {
  it("shows a couple's unlock as an inquiry with its promo code, and rings the bell", async () => {
    const vendor = await vendorOf(vendorType, "approved", NAMES[vendorType]);
    const stranger = await vendorOf(vendorType, "approved");
    const couple = await coupleWithProfile(t, "9841000019", "Gita Thapa");
    const unlock = await t.request({
      method: "POST",
      url: `/api/vendors/${vendor.vendorId}/unlock`,
      cookie: couple.cookie,
      payload: {},
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const promoCode = unlock.json().promoCode as string;

    const res = await t.request({ url: "/api/vendor/inquiries", cookie: vendor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().vendorId).toBe(vendor.vendorId);
    expect(res.json().inquiries).toEqual([
      expect.objectContaining({ customerName: "Gita Thapa", customerPhone: "9841000019", promoCode }),
    ]);
    // Another vendor of the same type sees none of it.
    expect((await t.request({ url: "/api/vendor/inquiries", cookie: stranger.cookie })).json().inquiries).toEqual([]);

    const bell = (await t.request({ url: "/api/notifications", cookie: vendor.cookie })).json();
    expect(bell.items.map((i: { kind: string }) => i.kind)).toContain("contact_unlocked");
    const prefs = await t.request({ url: "/api/notifications/preferences", cookie: vendor.cookie });
    expect(prefs.statusCode).toBe(200);
  });

  it("lists its reviews with the average and count, and a reply goes under the review", async () => {
    const vendor = await vendorOf(vendorType, "approved", `${NAMES[vendorType]} Reviews`);
    for (const [name, rating] of [
      ["Sita", 5],
      ["Ram", 4],
    ] as const) {
      const customer = await t.login("customer");
      const posted = await t.request({
        method: "POST",
        url: `/api/vendors/${vendor.vendorId}/reviews`,
        cookie: customer.cookie,
        payload: { name, rating, text: `${name} loved it` },
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const res = await t.request({ url: "/api/vendor/reviews", cookie: vendor.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vendor).toMatchObject({ id: vendor.vendorId, vendorType, status: "approved" });
    expect(body.stats).toEqual({ average: 4.5, count: 2 });
    expect(body.reviews.map((r: { reviewerName: string }) => r.reviewerName).sort()).toEqual(["Ram", "Sita"]);
    expect(body.reviewUrl).toBe(`http://localhost:3000/review/${vendor.vendorId}`);

    const reply = await t.request({
      method: "POST",
      url: `/api/vendor/reviews/${body.reviews[0].id}/reply`,
      cookie: vendor.cookie,
      payload: { text: "Dhanyabad!" },
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const bell = (await t.request({ url: "/api/notifications", cookie: vendor.cookie })).json();
    expect(bell.items.some((i: { kind: string }) => i.kind.startsWith("review"))).toBe(true);
  });

  it("makes its review QR code and an A4 PDF, in English or in Nepali as its account speaks", async () => {
    const vendor = await vendorOf(vendorType, "approved", NAMES[vendorType]);
    const url = `http://localhost:3000/review/${vendor.vendorId}`;
    const png = await t.request({ url: "/api/vendor/review-qr.png", cookie: vendor.cookie });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");

    const en = await t.request({ url: "/api/vendor/review-qr.pdf", cookie: vendor.cookie });
    expect(en.statusCode).toBe(200);
    expect(en.headers["content-type"]).toBe("application/pdf");
    const file = NAMES[vendorType].toLowerCase().replaceAll(" ", "-");
    expect(en.headers["content-disposition"]).toBe(`attachment; filename="${file}-review-qr.pdf"`);
    const english = await pdfText(en.rawPayload);
    expect(english.text).toContain(NAMES[vendorType]);
    expect(english.text).toContain(url);
    expect(english.text).toContain("Scan the QR code");
    expect(english.info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    await t.app.db.update(users).set({ locale: "ne" }).where(eq(users.id, vendor.userId));
    const ne = await t.request({ url: "/api/vendor/review-qr.pdf", cookie: vendor.cookie });
    expect(ne.statusCode).toBe(200);
    const nepali = await pdfText(ne.rawPayload);
    expect(nepali.text).not.toContain("Scan the QR code");
    expect(nepali.text).toContain(url);
    expect(nepali.info).toMatch(new RegExp(`Title:\\s+${NAMES[vendorType]} - समीक्षाको क्यूआर कोड`));
  });

  it("refuses a pending or rejected one the reviews, the QR and the PDF (403), but not its inquiries", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const v = await vendorOf(vendorType, status);
      for (const url of ["/api/vendor/reviews", "/api/vendor/review-qr.png", "/api/vendor/review-qr.pdf"]) {
        const res = await t.request({ url, cookie: v.cookie });
        expect(res.statusCode, `${status} ${url}`).toBe(403);
        expect(res.json().error).toMatchObject({ code: "REVIEWS_RESTRICTED", message: "Reviews Access Restricted" });
      }
      const inquiries = await t.request({ url: "/api/vendor/inquiries", cookie: v.cookie });
      expect(inquiries.statusCode).toBe(200);
      expect(inquiries.json()).toEqual({ vendorId: v.vendorId, inquiries: [] });
    }
  });

  it("keeps leads, from its own pipeline and from its public client form", async () => {
    const vendor = await vendorOf(vendorType, "approved");
    const place = await kathmandu(t);
    const lead = {
      name: "Sita Sharma",
      number: "9812345678",
      source: "Instagram",
      inquiryDate: "2025-11-20",
      preferredContactDays: ["Sunday"],
      locations: [{ locationType: "event_venue", ...place, area: "Baneshwor" }],
      events: [{ eventName: "Wedding (Both Sides)", eventDate: "2026-01-15" }],
    };
    const own = await t.request({ method: "POST", url: "/api/vendor/leads", cookie: vendor.cookie, payload: lead });
    expect(own.statusCode, own.body).toBe(201);
    const publicForm = await t.request({
      method: "POST",
      url: `/api/client-form/${vendor.vendorId}`,
      payload: { ...lead, name: "Hari Thapa" },
    });
    expect(publicForm.statusCode, publicForm.body).toBe(201);
    // The public form knows the vendor's type (a hall's or decorator's asks for no photo crew).
    const formVendor = await t.request({ url: `/api/client-form/${vendor.vendorId}/vendor` });
    expect(formVendor.json()).toEqual({ id: vendor.vendorId, companyName: vendor.companyName, vendorType });
    const list = await t.request({ url: "/api/vendor/leads", cookie: vendor.cookie });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain("Hari Thapa");
    const counts = (await t.request({ url: "/api/vendor/leads/counts", cookie: vendor.cookie })).json();
    expect(counts.inquiry).toBe(2);
    // Another vendor of the type sees none of them.
    const stranger = await vendorOf(vendorType, "approved");
    expect((await t.request({ url: "/api/vendor/leads/counts", cookie: stranger.cookie })).json().inquiry).toBe(0);
  });

  it("has its application on the status route, and the photographers' nine-step wizard refuses it (403)", async () => {
    const vendor = await vendorOf(vendorType, "rejected", `${NAMES[vendorType]} Status`);
    const admin = await t.login("admin");
    await t.app.db.execute(sql`update vendor_profiles set status = 'pending' where id = ${vendor.vendorId}`);
    const decided = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${vendor.vendorId}/status`,
      cookie: admin.cookie,
      payload: { status: "rejected", reason: "Please add photos of the venue." },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const status = await t.request({ url: "/api/vendor/status", cookie: vendor.cookie });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      status: "rejected",
      vendorType,
      companyName: `${NAMES[vendorType]} Status`,
      decision: { status: "rejected", reason: "Please add photos of the venue." },
    });
    for (const req of [
      { url: "/api/vendor/application" },
      { method: "PUT" as const, url: "/api/vendor/draft", payload: { step: 0, data: {} } },
    ]) {
      const res = await t.request({ ...req, cookie: vendor.cookie });
      expect(res.statusCode, `${req.url} ${res.body}`).toBe(403);
      expect(res.json().error.message).toBe(
        "This registration form is for photography companies. Please use your own registration form.",
      );
    }
  });
});
