import zlib from "node:zlib";
import { defaultVendorApplication, type VendorApplication } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { districts, municipalities, notificationPreferences, notifications, vendorProfiles } from "../src/db/schema";
import type { TestApp } from "./harness";

export type Place = { provinceId: number; districtId: number; municipalityId: number };

/** Kathmandu Metropolitan City's reference ids. */
export async function kathmandu(t: TestApp): Promise<Place> {
  const [m] = await t.app.db
    .select({ municipalityId: municipalities.id, districtId: districts.id, provinceId: districts.provinceId })
    .from(municipalities)
    .innerJoin(districts, eq(districts.id, municipalities.districtId))
    .where(sql`${municipalities.name} ilike 'Kathmandu%'`)
    .limit(1);
  return m;
}

/** A complete, valid wizard submission. */
export function completeApplication(place: Place, name = "Himalayan Frames"): VendorApplication {
  const a = defaultVendorApplication("owner@studio.test");
  a.businessProfile = {
    ...a.businessProfile,
    companyName: name,
    description: "Wedding films and photos.",
    companyAge: 7,
  };
  a.businessAddress = {
    ...place,
    ward: 4,
    areaId: null,
    areaName: "Baneshwor",
    toleStreet: "Shantinagar Marg",
    googleMapsIframe: "https://www.google.com/maps/embed?pb=!1m18",
  };
  a.contactDetails.contactPersons[0] = {
    name: "Sita Sharma",
    mobile: "9800000001",
    whatsapp: "",
    sameAsMobile: true,
    secondaryContact: "",
  };
  a.serviceAreas.areas = [{ provinceId: place.provinceId, districtId: place.districtId }];
  return a;
}

/** A signed-in photographer whose application is submitted and approved. */
export async function approvedVendor(t: TestApp, name: string) {
  const login = await t.login("vendor");
  await t.app.db
    .insert(notificationPreferences)
    .values({ userId: login.userId, kind: "application_received", email: false, delivery: "instant" });
  const res = await t.request({
    method: "POST",
    url: "/api/vendor/application",
    payload: completeApplication(await kathmandu(t), name),
    cookie: login.cookie,
  });
  if (res.statusCode >= 300) throw new Error(`submit failed: ${res.body}`);
  const [profile] = await t.app.db
    .update(vendorProfiles)
    .set({ status: "approved" })
    .where(eq(vendorProfiles.userId, login.userId))
    .returning();
  // The confirmation of that submission is setup, not what a test of this vendor looks at: never emailed
  // (turned off first, above), and gone from the bell.
  await t.app.db.delete(notifications).where(eq(notifications.userId, login.userId));
  await t.app.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, login.userId));
  return { ...login, vendorId: profile.id };
}

/** A multipart body with a fileType field and one file, for app.inject. */
export function multipartBody(fields: Record<string, string>, file: { buffer: Buffer; name: string; type: string }) {
  const boundary = `----bihe${crypto.randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.buffer, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#9f1239" } })
    .png()
    .toBuffer();

/** A valid one-colour PNG of width x height in a few KB (1-bit greyscale rows of zeros, deflated). */
export function hugePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, i) => {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1
  ihdr[9] = 0; // greyscale
  const idat = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A signed-in couple with a profile (name and Nepali mobile), ready to unlock a vendor. */
export async function coupleWithProfile(t: TestApp, phone = "9841000000", fullName = "Test Couple") {
  const login = await t.login("customer");
  const res = await t.request({
    method: "PUT",
    url: "/api/customer/profile",
    cookie: login.cookie,
    payload: { fullName, phone },
  });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  return login;
}
