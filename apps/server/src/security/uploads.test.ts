/**
 * Uploads (spec 001 'Vendor registration': at most 5MB, only images): hostile files
 * sent to POST /api/vendor/media are refused with a 4xx or cleaned. The ordinary behaviour
 * (variants, replacing, deleting, ownership) is in modules/media/media.test.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugePng, multipartBody } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { vendorProfiles, vendorUploads } from "../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function vendorWithProfile() {
  const login = await t.login("vendor");
  const slug = `upload-studio-${n++}`;
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

const upload = (cookie: string, fileType: string, buffer: Buffer, name: string, type: string) =>
  t.request({
    method: "POST",
    url: "/api/vendor/media",
    cookie,
    ...multipartBody({ fileType }, { buffer, name, type }),
  });

const uploadsOf = (vendorId: string) =>
  t.app.db.select().from(vendorUploads).where(eq(vendorUploads.vendorId, vendorId));

describe("hostile uploads", () => {
  it("refuses a text file named .jpg", async () => {
    const v = await vendorWithProfile();
    const res = await upload(
      v.cookie,
      "card_image",
      Buffer.from("hello, not an image\n".repeat(50)),
      "evil.jpg",
      "image/jpeg",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Only image files are allowed");
    expect(await uploadsOf(v.vendorId)).toHaveLength(0);
  });

  it("refuses an SVG with a script, whatever name and type it claims", async () => {
    const v = await vendorWithProfile();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<script>alert(document.cookie)</script><rect width="10" height="10" fill="red"/></svg>',
    );
    for (const [name, type] of [
      ["logo.svg", "image/svg+xml"],
      ["logo.png", "image/png"],
    ]) {
      const res = await upload(v.cookie, "portfolio_image", svg, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe("Only image files are allowed");
    }
    expect(await uploadsOf(v.vendorId)).toHaveLength(0);
  });

  it("refuses a 30000 x 30000 image in a small file (decompression bomb) quickly, and keeps serving", async () => {
    const v = await vendorWithProfile();
    const bomb = hugePng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([30_000, 30_000, "png"]);
    const started = Date.now();
    const res = await upload(v.cookie, "banner_image", bomb, "bomb.png", "image/png");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Only image files are allowed");
    expect(await uploadsOf(v.vendorId)).toHaveLength(0);
    expect((await t.request({ url: "/api/health" })).statusCode).toBe(200);
  });

  it("refuses a 6 MB image with the spec's message", async () => {
    const v = await vendorWithProfile();
    const raw = crypto.randomBytes(1500 * 1400 * 3);
    const big = await sharp(raw, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 1);
    const res = await upload(v.cookie, "portfolio_image", big, "big.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `File size must be less than 5MB. Current file size: ${(big.length / 1048576).toFixed(2)} MB`,
    );
    expect(await uploadsOf(v.vendorId)).toHaveLength(0);
  });

  it("stores a JPEG with GPS EXIF without any EXIF or GPS (every variant), longest side limited", async () => {
    const v = await vendorWithProfile();
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
    // The GPS IFD pointer (tag 0x8825) is there before the upload, in either byte order.
    const hasGpsPointer = (exif: Buffer) =>
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(hasGpsPointer(before.exif ?? Buffer.alloc(0))).toBe(true);
    const res = await upload(v.cookie, "banner_image", withGps, "home.jpg", "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const { url, cardUrl, thumbUrl } = res.json().upload;
    for (const u of [url, cardUrl, thumbUrl]) {
      const stored = fs.readFileSync(path.join(t.app.config.dataDir, "media", u.replace(/^\/media\//, "")));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif, u).toBeUndefined();
      expect(meta.xmp, u).toBeUndefined();
      expect(stored.includes(Buffer.from("HomeCam")), u).toBe(false);
      expect(stored.includes(Buffer.from("EXIF")) || stored.includes(Buffer.from("Exif")), u).toBe(false);
      if (u === url) expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048);
    }
  });
});
