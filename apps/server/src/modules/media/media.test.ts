import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorProfiles, vendorUploads } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../test/harness";
import { eq } from "drizzle-orm";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A multipart body with a fileType field and one file. */
export function multipart(fileType: string, file: Buffer, fileName: string, contentType = "image/jpeg") {
  const boundary = `----bihe${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\n${fileType}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function vendorWithProfile(slug: string) {
  const login = await t.login("vendor");
  const [v] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId: login.userId,
      vendorType: "wedding_cinematographer",
      companyName: slug,
      slug,
      emailAddress: login.email,
    })
    .returning();
  return { ...login, vendorId: v.id };
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();

describe("vendor media", () => {
  it("accepts a PNG renamed .jpg and stores three WebP variants under the vendor's folder", async () => {
    const v = await vendorWithProfile("studio-one");
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: v.cookie,
      ...multipart("portfolio_image", await png(), "photo.jpg"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { upload } = res.json();
    expect(upload.url).toMatch(/^\/media\/vendors\/wedding_cinematographer\/studio-one\/portfolio-images\/\d+\.webp$/);
    for (const url of [upload.url, upload.cardUrl, upload.thumbUrl]) {
      const file = await t.request({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toContain("max-age=31536000");
    }
    const [row] = await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.id, upload.id));
    expect(row).toMatchObject({
      vendorId: v.vendorId,
      fileType: "portfolio_image",
      mimeType: "image/webp",
      fileName: "photo.jpg",
    });
  });

  it("refuses a text file renamed .jpg", async () => {
    const v = await vendorWithProfile("studio-two");
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: v.cookie,
      ...multipart("card_image", Buffer.from("hello, not an image\n".repeat(50)), "evil.jpg"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Only image files are allowed");
    expect(await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.vendorId, v.vendorId))).toHaveLength(0);
  });

  it("refuses a 6 MB image with the spec's message", async () => {
    const v = await vendorWithProfile("studio-three");
    const raw = crypto.randomBytes(1500 * 1400 * 3);
    const big = await sharp(raw, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 1);
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: v.cookie,
      ...multipart("portfolio_image", big, "big.png", "image/png"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `File size must be less than 5MB. Current file size: ${(big.length / 1048576).toFixed(2)} MB`,
    );
  });

  it("strips EXIF (GPS) and limits the longest side", async () => {
    const v = await vendorWithProfile("studio-four");
    const withGps = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#2e86de" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "HomeCam" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "27/1 42/1 3/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "85/1 19/1 1/1",
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from("HomeCam"))).toBe(true);
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: v.cookie,
      ...multipart("banner_image", withGps, "home.jpg"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().upload.url.replace(/^\/media\//, "");
    const stored = fs.readFileSync(path.join(t.app.config.dataDir, "media", key));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("HomeCam"))).toBe(false);
    expect(Math.max(meta.width!, meta.height!)).toBe(2048);
  });

  it("replacing the card image deletes the old file and record", async () => {
    const v = await vendorWithProfile("studio-five");
    const first = (
      await t.request({
        method: "POST",
        url: "/api/vendor/media",
        cookie: v.cookie,
        ...multipart("card_image", await png(), "a.png"),
      })
    ).json().upload;
    const second = (
      await t.request({
        method: "POST",
        url: "/api/vendor/media",
        cookie: v.cookie,
        ...multipart("card_image", await png(80, 80), "b.png"),
      })
    ).json().upload;
    expect(second.id).not.toBe(first.id);
    expect((await t.request({ url: first.url })).statusCode).toBe(404);
    expect((await t.request({ url: second.url })).statusCode).toBe(200);
    const rows = await t.app.db.select().from(vendorUploads).where(eq(vendorUploads.vendorId, v.vendorId));
    expect(rows.map((r) => r.id)).toEqual([second.id]);
  });

  it("a vendor cannot delete or list another vendor's files; a missing file is a 404", async () => {
    const a = await vendorWithProfile("studio-a");
    const b = await vendorWithProfile("studio-b");
    const up = (
      await t.request({
        method: "POST",
        url: "/api/vendor/media",
        cookie: a.cookie,
        ...multipart("portfolio_image", await png(), "a.png"),
      })
    ).json().upload;
    const del = await t.request({ method: "DELETE", url: `/api/vendor/media/${up.id}`, cookie: b.cookie });
    expect(del.statusCode).toBe(404);
    expect((await t.request({ url: up.url })).statusCode).toBe(200);
    expect((await t.request({ url: "/api/vendor/media", cookie: b.cookie })).json().uploads).toEqual([]);
    expect((await t.request({ url: "/media/vendors/nope/x.webp" })).statusCode).toBe(404);
    const own = await t.request({ method: "DELETE", url: `/api/vendor/media/${up.id}`, cookie: a.cookie });
    expect(own.statusCode).toBe(200);
    expect((await t.request({ url: up.url })).statusCode).toBe(404);
  });

  it("needs a signed-in vendor, and a profile before uploading", async () => {
    expect(
      (await t.request({ method: "POST", url: "/api/vendor/media", ...multipart("card_image", await png(), "a.png") }))
        .statusCode,
    ).toBe(401);
    const noProfile = await t.login("vendor");
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: noProfile.cookie,
      ...multipart("card_image", await png(), "a.png"),
    });
    expect(res.statusCode).toBe(404);
  });

  it("validates the drive link", async () => {
    const v = await vendorWithProfile("studio-drive");
    const bad = await t.request({
      method: "PUT",
      url: "/api/vendor/drive-link",
      cookie: v.cookie,
      payload: { googleDriveLink: "not a url" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("Please enter a valid Google Drive URL");
    const ok = await t.request({
      method: "PUT",
      url: "/api/vendor/drive-link",
      cookie: v.cookie,
      payload: { googleDriveLink: "https://drive.google.com/drive/folders/abc" },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(row.googleDriveLink).toBe("https://drive.google.com/drive/folders/abc");
  });
});
