import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { VendorStatus } from "@bihe/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { customerInquiries, vendorProfiles, vendorReviews } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function vendor(status: VendorStatus, companyName = `Studio ${++n}`) {
  const login = await t.login("vendor");
  const [row] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId: login.userId,
      vendorType: "wedding_cinematographer",
      status,
      companyName,
      slug: `studio-${n}`,
      emailAddress: login.email,
    })
    .returning({ id: vendorProfiles.id });
  return { ...login, vendorId: row.id, companyName };
}
const code = () => Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X").slice(0, 8);

describe("vendor inquiries", () => {
  it("lists only the caller's own inquiries, newest first", async () => {
    const a = await vendor("approved");
    const b = await vendor("approved");
    await t.app.db.insert(customerInquiries).values([
      {
        vendorId: a.vendorId,
        customerName: "Old A",
        customerPhone: "9800000001",
        promoCode: code(),
        createdAt: new Date("2025-01-01"),
      },
      {
        vendorId: a.vendorId,
        customerName: "New A",
        customerPhone: "9800000002",
        promoCode: code(),
        createdAt: new Date("2025-02-01"),
      },
      { vendorId: b.vendorId, customerName: "Only B", customerPhone: "9800000003", promoCode: code() },
    ]);
    const res = await t.request({ url: "/api/vendor/inquiries", cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vendorId).toBe(a.vendorId);
    expect(body.inquiries.map((i: { customerName: string }) => i.customerName)).toEqual(["New A", "Old A"]);
    expect(body.inquiries[0]).toMatchObject({
      customerPhone: "9800000002",
      promoCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
    const other = (await t.request({ url: "/api/vendor/inquiries", cookie: b.cookie })).json();
    expect(other.inquiries.map((i: { customerName: string }) => i.customerName)).toEqual(["Only B"]);
  });

  it("answers an empty list to a vendor without an application and 401 to anonymous callers", async () => {
    const { cookie } = await t.login("vendor");
    expect((await t.request({ url: "/api/vendor/inquiries", cookie })).json()).toEqual({
      vendorId: null,
      inquiries: [],
    });
    expect((await t.request({ url: "/api/vendor/inquiries" })).statusCode).toBe(401);
    const customer = await t.login("customer");
    expect((await t.request({ url: "/api/vendor/inquiries", cookie: customer.cookie })).statusCode).toBe(403);
  });
});

describe("vendor reviews", () => {
  it("gives an approved vendor their own statistics and reviews only", async () => {
    const a = await vendor("approved", "Everest Films");
    const b = await vendor("approved");
    await t.app.db.insert(vendorReviews).values([
      { vendorId: a.vendorId, reviewerName: "Sita", rating: 5, reviewText: "Great", createdAt: new Date("2025-03-01") },
      {
        vendorId: a.vendorId,
        reviewerName: "Ram",
        reviewerEmail: "ram@example.com",
        rating: 4,
        createdAt: new Date("2025-03-02"),
      },
      { vendorId: a.vendorId, reviewerName: "Hari", rating: 4, createdAt: new Date("2025-03-03") },
      { vendorId: b.vendorId, reviewerName: "Other", rating: 1 },
    ]);
    const res = await t.request({ url: "/api/vendor/reviews", cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vendor).toMatchObject({ id: a.vendorId, companyName: "Everest Films", status: "approved" });
    expect(body.stats).toEqual({ average: 4.3, count: 3 });
    expect(body.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual(["Hari", "Ram", "Sita"]);
    expect(body.reviews[1]).toMatchObject({ rating: 4, reviewText: null });
    // A vendor never sees its reviewers' email addresses (docs/decisions/0019).
    expect(res.body).not.toContain("ram@example.com");
    expect(body.reviewUrl).toBe(`http://localhost:3000/review/${a.vendorId}`);

    const empty = (await t.request({ url: "/api/vendor/reviews", cookie: (await vendor("approved")).cookie })).json();
    expect(empty.stats).toEqual({ average: 0, count: 0 });
    expect(empty.reviews).toEqual([]);
  });

  it("refuses pending and rejected vendors the reviews, the QR and the PDF", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const v = await vendor(status);
      for (const url of ["/api/vendor/reviews", "/api/vendor/review-qr.png", "/api/vendor/review-qr.pdf"]) {
        const res = await t.request({ url, cookie: v.cookie });
        expect(res.statusCode, `${status} ${url}`).toBe(403);
        expect(res.json().error).toMatchObject({ code: "REVIEWS_RESTRICTED", message: "Reviews Access Restricted" });
      }
    }
    const none = await t.login("vendor");
    const res = await t.request({ url: "/api/vendor/reviews", cookie: none.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("No vendor profile found");
    for (const url of ["/api/vendor/reviews", "/api/vendor/review-qr.png", "/api/vendor/review-qr.pdf"]) {
      expect((await t.request({ url })).statusCode).toBe(401);
    }
  });

  it("ignores a vendorId from a vendor but lets an admin name any vendor", async () => {
    const a = await vendor("approved", "Admin Viewed");
    const pending = await vendor("pending");
    const res = await t.request({ url: `/api/vendor/reviews?vendorId=${a.vendorId}`, cookie: pending.cookie });
    expect(res.statusCode).toBe(403);
    const admin = await t.login("admin");
    const asAdmin = await t.request({ url: `/api/vendor/reviews?vendorId=${a.vendorId}`, cookie: admin.cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().vendor.companyName).toBe("Admin Viewed");
    expect((await t.request({ url: "/api/vendor/reviews?vendorId=nope", cookie: admin.cookie })).statusCode).toBe(400);
  });
});

describe("review QR code and PDF", () => {
  it("makes a PNG and an A4 PDF with the vendor's name and review URL (PUBLIC_URL wins)", async () => {
    const a = await vendor("approved", "Himalayan Moments");
    const png = await t.request({ url: "/api/vendor/review-qr.png", cookie: a.cookie });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");

    const res = await t.request({ url: "/api/vendor/review-qr.pdf", cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="himalayan-moments-review-qr.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qrpdf-")), "qr.pdf");
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Himalayan Moments");
    expect(text).toContain(`http://localhost:3000/review/${a.vendorId}`);
    expect(text).toContain("Scan the QR code");
    const info = execFileSync("pdfinfo", [file]).toString();
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1/);
  });

  it("builds the review URL from PUBLIC_URL when set", async () => {
    const t2 = await createTestApp({ publicUrl: "https://bihe.example" });
    try {
      const login = await t2.login("vendor");
      const [row] = await t2.app.db
        .insert(vendorProfiles)
        .values({
          userId: login.userId,
          vendorType: "wedding_cinematographer",
          status: "approved",
          companyName: "X",
          slug: "x",
          emailAddress: login.email,
        })
        .returning({ id: vendorProfiles.id });
      const body = (await t2.request({ url: "/api/vendor/reviews", cookie: login.cookie })).json();
      expect(body.reviewUrl).toBe(`https://bihe.example/review/${row.id}`);
    } finally {
      await t2.close();
    }
  });
});
