/**
 * A vendor's pictures go live without a review (docs/decisions/0015): the admin's review of the vendor lists the
 * ones added lately, and removing one takes the record and the files away and tells the vendor why (bell and
 * email, in one transaction with the audit).
 */
import { PHOTO_NOT_FOUND, REASON_REQUIRED } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, multipartBody, smallPng } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { auditLog, notifications, vendorUploads } from "../../db/schema";
import { outboxTo } from "../notifications/test-scenario";
import { variantKeys } from "../vendor-profile/media/stored-image";

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const upload = async (cookie: string, fileType: string) =>
  t.request({
    method: "POST",
    url: "/api/vendor/media",
    cookie,
    ...multipartBody({ fileType }, { buffer: await smallPng(), name: "new.png", type: "image/png" }),
  });

describe("photos an approved vendor added", () => {
  it("are listed in the admin's review; removing one tells the vendor why and removes the files", async () => {
    const v = await approvedVendor(t, "Fresh Photos Studio");
    const added = (await upload(v.cookie, "portfolio_image")).json().upload;
    const card = (await upload(v.cookie, "card_image")).json().upload;
    // A picture from two months ago is not 'recent'.
    await t.app.db.insert(vendorUploads).values({
      vendorId: v.vendorId,
      fileType: "portfolio_image",
      fileName: "old.webp",
      filePath: `vendors/x/old-${v.vendorId}.webp`,
      fileSize: 100,
      mimeType: "image/webp",
      createdAt: new Date(Date.now() - 60 * 24 * 60 * 60_000),
    });

    const detail = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    expect(detail.recentPhotos.map((p: { id: string }) => p.id).sort()).toEqual([added.id, card.id].sort());
    expect(detail.recentPhotos[0]).toMatchObject({ fileType: expect.any(String), thumbUrl: expect.any(String) });

    const url = `/api/admin/vendors/${v.vendorId}/photos/${added.id}/remove`;
    for (const payload of [{}, { reason: "  " }]) {
      const bad = await t.request({ method: "POST", url, cookie: admin.cookie, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toContain(REASON_REQUIRED);
    }
    const badId = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${v.vendorId}/photos/not-a-uuid/remove`,
      cookie: admin.cookie,
      payload: { reason: "x" },
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${v.vendorId}/photos/00000000-0000-4000-8000-000000000000/remove`,
      cookie: admin.cookie,
      payload: { reason: "x" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PHOTO_NOT_FOUND);

    const [row] = await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.id, added.id));
    expect(await t.app.storage.read(variantKeys(row.filePath).full)).not.toBeNull();
    const res = await t.request({
      method: "POST",
      url,
      cookie: admin.cookie,
      payload: { reason: "This photo shows another studio's logo." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.id, added.id))).toHaveLength(0);
    expect(await t.app.storage.read(variantKeys(row.filePath).full)).toBeNull();
    // Removed twice: already gone.
    expect((await t.request({ method: "POST", url, cookie: admin.cookie, payload: { reason: "x" } })).statusCode).toBe(
      404,
    );

    const [notice] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, v.userId), eq(notifications.kind, "photo_removed")));
    expect(notice).toMatchObject({
      data: { reason: "This photo shows another studio's logo." },
      link: "/vendor-form/wedding-cinematographer?step=media",
    });
    await t.app.notifications.run();
    const mail = (await outboxTo(t, v.email)).find((m) => m.subject.includes("removed one of your photos"));
    expect(mail?.body).toContain("Reason: This photo shows another studio's logo.");
    expect(mail?.body).toContain("/vendor-form/wedding-cinematographer?step=media");
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, v.vendorId), eq(auditLog.action, "vendor.photo.remove")));
    expect(audit).toHaveLength(1);

    const after = (await t.request({ url: `/api/admin/vendors/${v.vendorId}`, cookie: admin.cookie })).json();
    expect(after.recentPhotos.map((p: { id: string }) => p.id)).toEqual([card.id]);
  });

  it("only an admin removes a photo", async () => {
    const v = await approvedVendor(t, "Own Photos Studio");
    const added = (await upload(v.cookie, "portfolio_image")).json().upload;
    const res = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${v.vendorId}/photos/${added.id}/remove`,
      cookie: v.cookie,
      payload: { reason: "mine" },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.id, added.id))).toHaveLength(1);
  });
});
