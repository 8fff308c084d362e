import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { startS3Server } from "../../test/s3-server";
import { vendorProfiles } from "../db/schema";
import { MediaUrls } from "./index";
import { S3Storage } from "./s3";

/**
 * Media in an S3-compatible bucket, against a real S3-compatible server (s3rver) started here:
 * the storage itself, the app's uploads and /media/ through it, addresses under MEDIA_PUBLIC_URL,
 * and the command that copies local media into a bucket.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = new S3Storage(s3.config, new MediaUrls());
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe("the S3 storage", () => {
  it("puts, reads and deletes a file under its key; a missing key reads as null", async () => {
    const data = crypto.randomBytes(70_000);
    await storage.put("vendors/x/one.webp", data, "image/webp");
    const stream = await storage.read("vendors/x/one.webp");
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).equals(data)).toBe(true);
    await storage.delete("vendors/x/one.webp");
    expect(await storage.read("vendors/x/one.webp")).toBeNull();
    expect(await storage.read("vendors/x/never.webp")).toBeNull();
    // Deleting what is not there is not an error (a retried delete).
    await storage.delete("vendors/x/one.webp");
  });

  it("refuses keys outside the bucket's plain paths", async () => {
    for (const key of ["../etc/passwd", "/abs.webp", "a//b.webp", "a/./b.webp", ""])
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(/invalid storage key/);
    expect(await storage.read("../x")).toBeNull();
  });

  it("gives /media/ addresses, or MEDIA_PUBLIC_URL's, and reads either back to its key", () => {
    const plain = new MediaUrls();
    expect(plain.url("vendors/a.webp")).toBe("/media/vendors/a.webp");
    expect(plain.redirect("vendors/a.webp")).toBeNull();
    const cdn = new MediaUrls("https://cdn.example/media/");
    expect(cdn.url("vendors/a.webp")).toBe("https://cdn.example/media/vendors/a.webp");
    expect(cdn.keyOf("https://cdn.example/media/vendors/a.webp")).toBe("vendors/a.webp");
    expect(cdn.keyOf("/media/vendors/a.webp")).toBe("vendors/a.webp");
    expect(cdn.keyOf("https://elsewhere.example/vendors/a.webp")).toBeNull();
    expect(cdn.keyOf("/media/../secret")).toBeNull();
  });
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6f8b" } })
    .png()
    .toBuffer();

function multipart(fileType: string, file: Buffer, fileName: string) {
  const boundary = `----bihe${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\n${fileType}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function vendorUpload(t: TestApp, slug: string) {
  const login = await t.login("vendor");
  await t.app.db.insert(vendorProfiles).values({
    userId: login.userId,
    vendorType: "wedding_cinematographer",
    companyName: slug,
    slug,
    emailAddress: login.email,
  });
  const res = await t.request({
    method: "POST",
    url: "/api/vendor/media",
    cookie: login.cookie,
    ...multipart("portfolio_image", await png(), "photo.png"),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: login.cookie, upload: res.json().upload as { id: string; url: string; thumbUrl: string } };
}

describe("the app with its media in a bucket", () => {
  it("stores an upload's pictures in the bucket, serves them at /media/, and deletes them with the upload", async () => {
    const t = await createTestApp({ s3: s3.config });
    try {
      const { cookie, upload } = await vendorUpload(t, "bucket-studio");
      expect(upload.url).toMatch(/^\/media\/vendors\/.+\.webp$/);
      const key = upload.url.slice("/media/".length);
      const stored = await readAll((await storage.read(key))!);
      const served = await t.request({ url: upload.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.rawPayload.equals(stored)).toBe(true);
      expect((await t.request({ url: upload.thumbUrl })).statusCode).toBe(200);
      // Nothing was written to the local disk.
      expect(fs.existsSync(path.join(t.app.config.dataDir, "media"))).toBe(false);

      const removed = await t.request({ method: "DELETE", url: `/api/vendor/media/${upload.id}`, cookie });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await storage.read(key)).toBeNull();
      expect((await t.request({ url: upload.url })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("with MEDIA_PUBLIC_URL, answers the bucket's addresses and sends /media/ there instead of streaming", async () => {
    const t = await createTestApp({ s3: s3.config, mediaPublicUrl: s3.publicUrl });
    try {
      const { upload } = await vendorUpload(t, "cdn-studio");
      expect(upload.url.startsWith(`${s3.publicUrl}/vendors/`)).toBe(true);
      const key = upload.url.slice(s3.publicUrl.length + 1);
      const fromBucket = await fetch(upload.url);
      expect(fromBucket.status).toBe(200);
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(await readAll((await storage.read(key))!))).toBe(true);
      // A stored /media/ address (the listing's cards keep them) is sent on, not streamed.
      const old = await t.request({ url: `/media/${key}` });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe(upload.url);
      // The page's policy lets the browser load pictures from there.
      const page = await t.request({ url: "/" });
      expect(String(page.headers["content-security-policy"])).toContain(new URL(s3.publicUrl).origin);
    } finally {
      await t.close();
    }
  });
});

describe("npm run media:to-s3", () => {
  it("copies every file of the local media folder into the bucket under the same keys", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bihe-media-copy-"));
    try {
      const files: Record<string, Buffer> = {
        "vendors/wedding_photographer/abc/card-image/1.webp": crypto.randomBytes(5_000),
        "vendors/wedding_photographer/abc/card-image/1-thumb.webp": crypto.randomBytes(800),
        "og/vendor-abc-1.jpg": crypto.randomBytes(2_000),
      };
      for (const [key, data] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dataDir, "media", key)), { recursive: true });
        fs.writeFileSync(path.join(dataDir, "media", key), data);
      }
      fs.writeFileSync(path.join(dataDir, "media", "og", "half.jpg.123.tmp"), "partial");
      const root = path.resolve(import.meta.dirname, "../../../..");
      // The S3 server runs in this process: the command runs beside it, never blocking it.
      const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "apps/server/scripts/media-to-s3.ts"], {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            S3_ENDPOINT: s3.config.endpoint,
            S3_BUCKET: s3.config.bucket,
            S3_ACCESS_KEY_ID: "S3RVER",
            S3_SECRET_ACCESS_KEY: "S3RVER",
            S3_FORCE_PATH_STYLE: "true",
          },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (d) => (stdout += d));
        child.stderr.on("data", (d) => (stderr += d));
        child.on("exit", (status) => resolve({ status, stdout, stderr }));
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Copied 3 files/);
      for (const [key, data] of Object.entries(files))
        expect((await readAll((await storage.read(key))!)).equals(data)).toBe(true);
      expect(await storage.read("og/half.jpg.123.tmp")).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
