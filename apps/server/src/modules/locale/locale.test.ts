import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../../test/harness";
import { emailOutbox, users, vendorAddresses, vendorProfiles } from "../../db/schema";
import { codeEmail } from "../../mail/templates";
import { acceptLang } from "./request-lang";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastEmail = async (email: string) => {
  const [row] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  return row;
};

describe("Accept-Language", () => {
  it.each([
    ["ne-NP,ne;q=0.9,en;q=0.8", "ne"],
    ["en-US,en;q=0.9,ne;q=0.8", "en"],
    ["hi-IN,ne;q=0.9", "ne"],
    ["en;q=0.2,ne;q=0.5", "ne"],
    ["fr-FR", "en"],
    ["ne;q=0", "en"],
    ["", "en"],
  ])("%s -> %s", (header, lang) => expect(acceptLang(header)).toBe(lang));
});

describe("the language switch", () => {
  it("signed out: follows the browser first, then the cookie the switch sets", async () => {
    const first = await t.request({ url: "/api/locale", headers: { "accept-language": "ne-NP,ne;q=0.9" } });
    expect(first.json()).toEqual({ locale: "ne", account: null });

    const put = await t.request({ method: "PUT", url: "/api/locale", payload: { locale: "en" } });
    expect(put.statusCode).toBe(200);
    expect(put.headers["set-cookie"]).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const again = await t.request({
      url: "/api/locale",
      cookie: cookieFrom(put),
      headers: { "accept-language": "ne-NP" },
    });
    expect(again.json()).toEqual({ locale: "en", account: null });
    // The address's ?lang= wins over the cookie (a shared Nepali link opens in Nepali).
    const link = await t.request({ url: "/api/locale?lang=ne", cookie: cookieFrom(put) });
    expect(link.json().locale).toBe("ne");
  });

  it("refuses a language the site does not have with a 400", async () => {
    const res = await t.request({ method: "PUT", url: "/api/locale", payload: { locale: "hi" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it("signed in: the choice is saved on the account", async () => {
    const { cookie, userId } = await t.login("vendor");
    expect((await t.request({ url: "/api/locale", cookie })).json().account).toBe("en");
    const put = await t.request({ method: "PUT", url: "/api/locale", cookie, payload: { locale: "ne" } });
    expect(put.json()).toEqual({ locale: "ne", account: "ne" });
    const [row] = await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    expect(row?.locale).toBe("ne");
    // Another device (no lang cookie) learns the account's language.
    expect((await t.request({ url: "/api/locale", cookie })).json().account).toBe("ne");
  });

  it("the auth API cannot store a language the site does not have", async () => {
    const { cookie } = await t.login("customer");
    const res = await t.request({ method: "POST", url: "/api/auth/update-user", cookie, payload: { locale: "xx" } });
    expect(res.statusCode).toBe(400);
  });
});

describe("emails in the recipient's language", () => {
  it("a Nepali sign-up gets its verification code in Nepali, an English one in English", async () => {
    const signUp = (email: string, locale?: string) =>
      t.request({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "", email, password: "secret123", role: "vendor", ...(locale ? { locale } : {}) },
      });
    expect((await signUp("ne-signup@test.bihe", "ne")).statusCode).toBe(200);
    const ne = await lastEmail("ne-signup@test.bihe");
    expect(ne?.subject).toMatch(/प्रमाणीकरण कोड$/);
    expect(ne?.body).toContain("स्वागत छ");
    expect(ne?.body).toContain(ne?.code ?? "missing");

    expect((await signUp("en-signup@test.bihe")).statusCode).toBe(200);
    expect((await lastEmail("en-signup@test.bihe"))?.subject).toMatch(/your verification code$/);

    expect((await signUp("bad-locale@test.bihe", "fr")).statusCode).toBe(400);
  });

  it("password reset codes in both languages", () => {
    expect(codeEmail("Bihe", "forget-password", "123456", "ne").body).toContain("पासवर्ड रिसेट कोड");
    expect(codeEmail("Bihe", "forget-password", "123456", "en").subject).toBe("Bihe: your password reset code");
  });
});

describe("the QR PDF in the vendor's language", () => {
  it("is Nepali throughout for a vendor who reads Nepali", async () => {
    const { cookie, userId } = await t.login("vendor");
    await t.app.db.update(users).set({ locale: "ne" }).where(eq(users.id, userId));
    const [vendor] = await t.app.db
      .insert(vendorProfiles)
      .values({
        userId,
        vendorType: "wedding_cinematographer",
        status: "approved",
        companyName: "हिमाल स्टुडियो",
        slug: `himal-${Date.now()}`,
        emailAddress: "himal@test.bihe",
      })
      .returning({ id: vendorProfiles.id });
    const res = await t.request({ url: "/api/vendor/review-qr.pdf", cookie });
    expect(res.statusCode).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qrpdf-ne-")), "qr.pdf");
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).not.toContain("Scan the QR code");
    expect(text).not.toContain("Thank you");
    expect(text).toContain(`/review/${vendor.id}`);
    expect(execFileSync("pdfinfo", [file]).toString()).toMatch(/Title:\s+हिमाल स्टुडियो - समीक्षाको क्यूआर कोड/);
  });
});

describe("pages sent in the chosen language from the first byte", () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.request({ url, headers });

  it("the home page follows Accept-Language, then the cookie, then ?lang=", async () => {
    const ne = (await page("/", { "accept-language": "ne-NP,ne;q=0.9" })).body;
    expect(ne).toContain('<html lang="ne"');
    expect(ne).toMatch(/<title>[^<]*नेपालका बिहेका भेन्डरहरू<\/title>/);
    expect(ne).toContain('<meta name="description" content="नेपालका');
    expect(ne).toContain('<meta property="og:locale" content="ne_NP">');

    const cookie = (await page("/", { "accept-language": "ne-NP", cookie: "lang=en" })).body;
    expect(cookie).toContain('<html lang="en"');
    expect(cookie).toContain("Wedding vendors in Nepal</title>");

    const link = (await page("/?lang=ne", { cookie: "lang=en" })).body;
    expect(link).toContain('<html lang="ne"');
  });

  /** An approved photographer with a city (no address unless a test adds one). */
  const approvedPhotographer = async (companyName: string, city: string, description: string) => {
    const { userId } = await t.login("vendor");
    const slug = `${companyName.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}`;
    const [vendor] = await t.app.db
      .insert(vendorProfiles)
      .values({
        userId,
        vendorType: "wedding_cinematographer",
        status: "approved",
        companyName,
        slug,
        emailAddress: `${slug}@test.bihe`,
        city,
        description,
      })
      .returning({ id: vendorProfiles.id });
    return vendor!;
  };

  it("a Nepali vendor page carries a Nepali title, description, Open Graph tags and hreflang links", async () => {
    const vendor = await approvedPhotographer("Everest Studio", "Kathmandu", "Candid wedding photos.");
    const html = (await page(`/vendor/${vendor.id}?lang=ne`)).body;
    expect(html).toContain('<html lang="ne"');
    expect(html).toContain("<title>Everest Studio · बिहेको फोटोग्राफर र सिनेमाटोग्राफर, काठमाडौँ | ");
    expect(html).toContain(
      '<meta property="og:title" content="Everest Studio · बिहेको फोटोग्राफर र सिनेमाटोग्राफर, काठमाडौँ">',
    );
    expect(html).toMatch(/<meta name="description" content="Everest Studio: काठमाडौँमा [^"]*Candid wedding photos\.">/);
    expect(html).toContain('<meta property="og:locale" content="ne_NP">');
    const self = `http://localhost:3000/vendor/${vendor.id}`;
    expect(html).toContain(`<link rel="canonical" href="${self}?lang=ne">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ne" href="${self}?lang=ne">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${self}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${self}">`);

    const en = (await page(`/vendor/${vendor.id}`)).body;
    expect(en).toContain('<html lang="en"');
    expect(en).toContain("<title>Everest Studio · Wedding Photographer &#38; Cinematographer in Kathmandu | ");
  });

  it("a vendor whose town is its local level is titled with the local level's Nepali name", async () => {
    const vendor = await approvedPhotographer("Dharan Lens", "Dharan", "Weddings in the east.");
    // Koshi province (1), Sunsari district (11), Dharan sub-metropolitan city (108).
    await t.app.db
      .insert(vendorAddresses)
      .values({ vendorId: vendor.id, provinceId: 1, districtId: 11, municipalityId: 108, toleArea: "Bhanu Chowk" });
    const html = (await page(`/vendor/${vendor.id}?lang=ne`)).body;
    expect(html).toContain("<title>Dharan Lens · बिहेको फोटोग्राफर र सिनेमाटोग्राफर, धरान | ");
    expect(html).toMatch(/<meta name="description" content="Dharan Lens: धरानमा /);
    const answer = (await t.request({ url: `/api/vendors/${vendor.id}` })).json();
    expect(answer.address).toMatchObject({ municipality: "Dharan", municipalityNe: "धरान", district: "Sunsari" });
    expect((await page(`/vendor/${vendor.id}`)).body).toContain(
      "<title>Dharan Lens · Wedding Photographer &#38; Cinematographer in Dharan | ",
    );
  });

  it("a page search engines do not list has no hreflang links, and a 404 is Nepali too", async () => {
    const notFound = await page("/no-such-page?lang=ne");
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toMatch(/<title>पेज भेटिएन \| /);
    expect(notFound.body).not.toContain("hreflang");
  });
});
