import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { vendorProfiles, vendorUploads } from "../../../db/schema";

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
  // Hostile files (text named .jpg, SVG with a script, decompression bomb, 6 MB, GPS EXIF) are in
  // src/security/uploads.test.ts.
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

  it("needs a signed-in vendor; before the profile exists an upload is kept as draft media", async () => {
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
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().upload.url).toContain("/drafts/");
    // An admin has no vendor profile and no drafts.
    const admin = await t.login("admin");
    const asAdmin = await t.request({
      method: "POST",
      url: "/api/vendor/media",
      cookie: admin.cookie,
      ...multipart("card_image", await png(), "a.png"),
    });
    expect(asAdmin.statusCode).toBe(404);
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
