/**
 * Uploads have quotas (docs/decisions/0011). A cap on portfolio images and on stored bytes per vendor,
 * a per-account upload rate, uploads for a rejected vendor (its fix), and image processing through a
 * small bounded queue so parallel 49-megapixel PNGs cannot take every core. PGlite and PostgreSQL.
 */

import { REASON_PRESETS } from "@bihe/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication, hugePng, kathmandu, multipartBody, type Place, smallPng } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { vendorProfiles, vendorUploads } from "../db/schema";
import {
  IMAGE_BUSY_MESSAGE,
  IMAGE_CONCURRENCY,
  IMAGE_MAX_WAITING,
  imageQueue,
} from "../modules/vendor-profile/media/image-queue";
import {
  PORTFOLIO_FULL_MESSAGE,
  STORAGE_FULL_MESSAGE,
  TOO_MANY_UPLOADS_MESSAGE,
  UPLOAD_QUOTAS,
} from "../modules/vendor-profile/media/quotas";
import type { UploadFileType } from "../modules/vendor-profile/media/service";

let t: TestApp;
/** With rate limits on (sign-in is limited there too, so only the rate test uses it). */
let limited: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await kathmandu(t);
  limited = await createTestApp({ rateLimits: true });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

let n = 0;
async function vendor(status: "pending" | "approved" | "rejected" = "pending", app = t) {
  const login = await app.login("vendor");
  const slug = `quota-studio-${n++}`;
  const [v] = await app.app.db
    .insert(vendorProfiles)
    .values({
      userId: login.userId,
      vendorType: "wedding_cinematographer",
      companyName: slug,
      slug,
      emailAddress: login.email,
      status,
    })
    .returning();
  return { ...login, vendorId: v.id };
}

const upload = async (cookie: string, fileType: string, buffer?: Buffer, app = t) =>
  app.request({
    method: "POST",
    url: "/api/vendor/media",
    cookie,
    ...multipartBody({ fileType }, { buffer: buffer ?? (await smallPng()), name: "a.png", type: "image/png" }),
  });

/** Stored upload rows without files: quota accounting reads only the rows. */
const fakeUploads = (vendorId: string, count: number, fileSize = 1000, fileType: UploadFileType = "portfolio_image") =>
  t.app.db.insert(vendorUploads).values(
    Array.from({ length: count }, (_, i) => ({
      vendorId,
      fileType,
      fileName: `old-${i}.webp`,
      filePath: `vendors/x/y/portfolio-images/fake-${vendorId}-${i}.webp`,
      fileSize,
      mimeType: "image/webp",
      sortOrder: i,
    })),
  );

const rowsOf = (vendorId: string) => t.app.db.select().from(vendorUploads).where(eq(vendorUploads.vendorId, vendorId));

describe("upload quotas", () => {
  it(`refuses the portfolio image past ${UPLOAD_QUOTAS.portfolioImages}, but still takes a card image`, async () => {
    const v = await vendor();
    await fakeUploads(v.vendorId, UPLOAD_QUOTAS.portfolioImages - 1);
    expect((await upload(v.cookie, "portfolio_image")).statusCode).toBe(200); // the 50th
    const over = await upload(v.cookie, "portfolio_image");
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(PORTFOLIO_FULL_MESSAGE);
    expect((await upload(v.cookie, "top_photo")).statusCode).toBe(400);
    expect((await upload(v.cookie, "card_image")).statusCode).toBe(200);
    expect(await rowsOf(v.vendorId)).toHaveLength(UPLOAD_QUOTAS.portfolioImages + 1);
  });

  it("refuses an upload past the vendor's stored bytes", async () => {
    const v = await vendor();
    await fakeUploads(v.vendorId, 2, UPLOAD_QUOTAS.totalBytes / 2);
    const res = await upload(v.cookie, "banner_image");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(STORAGE_FULL_MESSAGE);
    expect(await rowsOf(v.vendorId)).toHaveLength(2);
  });

  it("parallel uploads cannot pass the portfolio cap together", async () => {
    const v = await vendor();
    await fakeUploads(v.vendorId, UPLOAD_QUOTAS.portfolioImages - 1);
    const png = await smallPng();
    const answers = await Promise.all([1, 2, 3].map(() => upload(v.cookie, "portfolio_image", png)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await rowsOf(v.vendorId)).toHaveLength(UPLOAD_QUOTAS.portfolioImages);
  });

  it("a vendor rejected for its photos uploads and replaces them, then resubmits", async () => {
    const login = await t.login("vendor");
    const submit = () =>
      t.request({
        method: "POST",
        url: "/api/vendor/application",
        cookie: login.cookie,
        payload: completeApplication(place, `Rejected Studio ${n++}`),
      });
    expect((await submit()).statusCode).toBe(200);
    const [v] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, login.userId));
    const admin = await t.login("admin");
    const preset = REASON_PRESETS.find((p) => p.key === "photosTooSmall");
    const rejected = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${v.id}/status`,
      cookie: admin.cookie,
      payload: { status: "rejected", reason: preset?.text, step: preset?.step },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const first = await upload(login.cookie, "card_image");
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(login.cookie, "card_image");
    expect(second.statusCode).toBe(200);
    expect((await upload(login.cookie, "portfolio_image")).statusCode).toBe(200);
    // The new card replaced the old one; the profile is still rejected, so nothing of it is public.
    const rows = await rowsOf(v.id);
    expect(rows.map((r) => r.fileType).sort()).toEqual(["card_image", "portfolio_image"]);
    expect(rows.find((r) => r.fileType === "card_image")?.id).toBe(second.json().upload.id);
    expect((await t.request({ url: `/api/vendors/${v.id}` })).statusCode).toBe(404);
    const removed = await t.request({
      method: "DELETE",
      url: `/api/vendor/media/${second.json().upload.id}`,
      cookie: login.cookie,
    });
    expect(removed.statusCode).toBe(200);

    expect((await submit()).statusCode).toBe(200);
    const [after] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.id));
    expect(after.status).toBe("pending");
    expect(await rowsOf(v.id)).toHaveLength(1);
  });

  it(`limits one account to ${UPLOAD_QUOTAS.perUser.max} uploads in the window`, async () => {
    const v = await vendor("approved", limited);
    const other = await vendor("approved", limited);
    const png = await smallPng();
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_QUOTAS.perUser.max; i++)
      statuses.push((await upload(v.cookie, "card_image", png, limited)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await upload(v.cookie, "card_image", png, limited);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(TOO_MANY_UPLOADS_MESSAGE);
    // Another vendor is not affected.
    expect((await upload(other.cookie, "card_image", png, limited)).statusCode).toBe(200);
  });

  it("parallel 49-megapixel PNGs are processed one at a time; past the queue they get a 503", async () => {
    const big = hugePng(7000, 7000); // 49 MP in a few KB
    const vendors = await Promise.all(Array.from({ length: 7 }, () => vendor()));
    imageQueue.peak = 0;
    const answers = await Promise.all(vendors.map((v) => upload(v.cookie, "portfolio_image", big)));
    const statuses = answers.map((a) => a.statusCode);
    expect(imageQueue.peak).toBe(IMAGE_CONCURRENCY);
    // At most the running one plus the waiting ones went through; the rest were told to retry.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(IMAGE_CONCURRENCY + IMAGE_MAX_WAITING);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBe(7 - statuses.filter((s) => s === 200).length);
    for (const b of busy) expect(b.json().error.message).toBe(IMAGE_BUSY_MESSAGE);
    // The queue drains: the next upload goes through.
    expect((await upload(vendors[0].cookie, "card_image")).statusCode).toBe(200);
  }, 60_000);
});
