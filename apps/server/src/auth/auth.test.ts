import { ACCOUNT_IMAGE_MAX_LENGTH } from "@bihe/shared/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../test/harness";
import { emailOutbox, sessions, users } from "../db/schema";
import { NAME_MESSAGE } from "./profile-bounds";
import { createUser } from "./users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: { name: "", ...payload } });
const lastCode = async (email: string) => {
  const [row] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  return row?.code ?? null;
};

describe("auth error paths answer 4xx with a message, never 500", () => {
  it("bad email", async () => {
    const res = await signUp({ email: "not-an-email", password: "secret123", role: "vendor" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/email/i);
  });

  it("short password", async () => {
    const res = await signUp({ email: "short@test.bihe", password: "12345", role: "vendor" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/password/i);
  });

  it("duplicate email", async () => {
    expect((await signUp({ email: "dup@test.bihe", password: "secret123", role: "vendor" })).statusCode).toBe(200);
    const res = await signUp({ email: "dup@test.bihe", password: "secret123", role: "vendor" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message).toMatch(/already exists/i);
  });

  it("nobody can make themselves admin", async () => {
    const res = await signUp({ email: "sneaky@test.bihe", password: "secret123", role: "admin" });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(users).where(eq(users.email, "sneaky@test.bihe"))).toHaveLength(0);
  });

  it("vendor sign-up stores the role and maps the vendor-type alias", async () => {
    await signUp({ email: "alias@test.bihe", password: "secret123", role: "vendor", vendorType: "Banquet" });
    const [u] = await t.app.db.select().from(users).where(eq(users.email, "alias@test.bihe"));
    expect(u).toMatchObject({ role: "vendor", vendorType: "banquet_hall", emailVerified: false });
  });

  it("sign-in before verification is refused with a clear message", async () => {
    await signUp({ email: "unverified@test.bihe", password: "secret123", role: "vendor" });
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "unverified@test.bihe", password: "secret123" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/not verified/i);
  });

  it("a 6-digit code is emailed; a wrong code is refused; the right one verifies and signs in", async () => {
    await signUp({ email: "code@test.bihe", password: "secret123", role: "vendor" });
    const code = await lastCode("code@test.bihe");
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/verify-email",
      payload: { email: "code@test.bihe", otp: wrong },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/invalid/i);
    const ok = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/verify-email",
      payload: { email: "code@test.bihe", otp: code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["set-cookie"]).toBeTruthy();
  });

  it("a code dies after 3 wrong tries; a new code (Resend) works", async () => {
    await signUp({ email: "tries@test.bihe", password: "secret123", role: "vendor" });
    const code = (await lastCode("tries@test.bihe"))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const verify = (otp: string) =>
      t.request({
        method: "POST",
        url: "/api/auth/email-otp/verify-email",
        payload: { email: "tries@test.bihe", otp },
      });
    for (let i = 0; i < 3; i++) expect((await verify(wrong)).json().error.message).toMatch(/invalid otp/i);
    const res = await verify(code);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Too many attempts. Please request a new code.");
    expect((await verify(code)).statusCode).toBe(400); // still dead
    const resend = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      payload: { email: "tries@test.bihe", type: "email-verification" },
    });
    expect(resend.statusCode).toBe(200);
    const fresh = (await lastCode("tries@test.bihe"))!;
    expect(fresh).toMatch(/^\d{6}$/);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it("an expired code is refused", async () => {
    await signUp({ email: "expired@test.bihe", password: "secret123", role: "vendor" });
    const code = (await lastCode("expired@test.bihe"))!;
    await t.app.db.execute(
      sql`update verifications set expires_at = now() - interval '1 minute' where identifier like '%expired@test.bihe%'`,
    );
    const res = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/verify-email",
      payload: { email: "expired@test.bihe", otp: code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("OTP expired. Please request a new code.");
  });

  it("codes expire after 10 minutes", async () => {
    await signUp({ email: "ttl@test.bihe", password: "secret123", role: "vendor" });
    const rows = await t.app.db.execute(
      sql`select extract(epoch from (expires_at - created_at))::int as ttl from verifications where identifier like '%ttl@test.bihe%'`,
    );
    expect((rows.rows[0] as { ttl: number }).ttl).toBeGreaterThanOrEqual(599);
    expect((rows.rows[0] as { ttl: number }).ttl).toBeLessThanOrEqual(601);
  });

  it("password reset: request, check the code, set the new password, sign in with it", async () => {
    const { email } = await t.login("vendor");
    const req = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/request-password-reset",
      payload: { email },
    });
    expect(req.statusCode).toBe(200);
    const code = (await lastCode(email))!;
    // The email's link opens the reset page with the address and the code, which checks it at once.
    const [mail] = await t.app.db
      .select({ body: emailOutbox.body })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1);
    expect(mail?.body).toMatch(
      new RegExp(`https?://[^\\s]+/reset-password\\?email=${encodeURIComponent(email)}&code=${code}&lang=en\\b`),
    );
    const check = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/check-verification-otp",
      payload: { email, otp: code, type: "forget-password" },
    });
    expect(check.statusCode).toBe(200);
    const reset = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/reset-password",
      payload: { email, otp: code, password: "new-pass-1" },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "new-pass-1" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("wrong password answers 401 with a message", async () => {
    const { email } = await t.login("vendor");
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "nope-nope" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/invalid email or password/i);
  });

  it("unknown email on forgot-password answers exactly as a known one, and sends nothing", async () => {
    const { email } = await t.login("customer");
    const known = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/request-password-reset",
      payload: { email },
    });
    const unknown = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/request-password-reset",
      payload: { email: "nobody-here@test.bihe" },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["set-cookie"]).toBeUndefined();
    expect(await lastCode("nobody-here@test.bihe")).toBeNull();
    // Checking or using a code for an unknown address says the same as a wrong code.
    const check = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/reset-password",
      payload: { email: "nobody-here@test.bihe", otp: "123456", password: "secret123" },
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.message).toBe("Invalid OTP");
  });

  it("bad input on every code endpoint is a 400 with a message", async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["/api/auth/email-otp/request-password-reset", { email: "not-an-email" }, /email/i],
      ["/api/auth/email-otp/send-verification-otp", { email: "nope", type: "email-verification" }, /email/i],
      ["/api/auth/email-otp/verify-email", { email: "nope", otp: "123456" }, /email/i],
      ["/api/auth/email-otp/reset-password", { email: "x@test.bihe", otp: "123456", password: "12" }, /password/i],
      ["/api/auth/sign-in/email", { email: "x@test.bihe" }, /password/i],
      [
        "/api/auth/sign-up/email",
        { email: "v@test.bihe", password: "secret123", role: "vendor", vendorType: 7 },
        /vendor type/i,
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await t.request({ method: "POST", url, payload: { name: "", ...payload } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
  });

  it("malformed JSON body is a 4xx", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("password reset codes", () => {
  const requestReset = (email: string) =>
    t.request({ method: "POST", url: "/api/auth/email-otp/request-password-reset", payload: { email } });
  const reset = (email: string, otp: string, password = "another-pw") =>
    t.request({ method: "POST", url: "/api/auth/email-otp/reset-password", payload: { email, otp, password } });
  const check = (email: string, otp: string) =>
    t.request({
      method: "POST",
      url: "/api/auth/email-otp/check-verification-otp",
      payload: { email, otp, type: "forget-password" },
    });

  it("are 6 digits and live 10 minutes", async () => {
    const { email } = await t.login("customer");
    await requestReset(email);
    expect(await lastCode(email)).toMatch(/^\d{6}$/);
    const rows = await t.app.db.execute(
      sql`select extract(epoch from (expires_at - created_at))::int as ttl from verifications where identifier like ${`forget-password-otp-${email}`}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect((rows.rows[0] as { ttl: number }).ttl).toBeGreaterThanOrEqual(599);
    expect((rows.rows[0] as { ttl: number }).ttl).toBeLessThanOrEqual(601);
  });

  it("die after 3 wrong tries (checks and resets count alike); a new code must be requested", async () => {
    const { email } = await t.login("customer");
    await requestReset(email);
    const code = (await lastCode(email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await check(email, wrong)).statusCode).toBe(400);
    expect((await reset(email, wrong)).statusCode).toBe(400);
    expect((await check(email, wrong)).json().error.message).toBe("Invalid OTP");
    const dead = await reset(email, code);
    expect(dead.statusCode).toBe(403);
    expect(dead.json().error.message).toBe("Too many attempts. Please request a new code.");
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "another-pw" },
    });
    expect(signIn.statusCode).toBe(401); // the password did not change
    await requestReset(email);
    const fresh = (await lastCode(email))!;
    expect((await check(email, fresh)).statusCode).toBe(200);
    expect((await reset(email, fresh)).statusCode).toBe(200);
  });

  it("an expired reset code is refused with a clear message, and the password stays", async () => {
    const { email } = await t.login("customer");
    await requestReset(email);
    const code = (await lastCode(email))!;
    await t.app.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${`forget-password-otp-${email}`}`,
    );
    const res = await reset(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("OTP expired. Please request a new code.");
  });
});

describe("nobody makes themselves admin or changes their account type", () => {
  const roleOf = async (email: string) => {
    const [u] = await t.app.db.select().from(users).where(eq(users.email, email));
    return u ? { role: u.role, vendorType: u.vendorType, emailVerified: u.emailVerified } : null;
  };
  const updateUser = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: "POST", url: "/api/auth/update-user", payload, cookie });

  it("sign-up refuses any role but customer and vendor, in any spelling or shape", async () => {
    for (const role of ["Admin", "ADMIN", ["admin"], "superuser"]) {
      const email = `role-${JSON.stringify(role).replace(/\W/g, "")}@test.bihe`;
      const res = await signUp({ email, password: "secret123", role });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBeTruthy();
      expect(await roleOf(email)).toBeNull();
    }
  });

  it("sign-up cannot mark its own email verified; a customer carries no vendor type", async () => {
    await signUp({
      email: "self-verified@test.bihe",
      password: "secret123",
      emailVerified: true,
      vendorType: "banquet",
    });
    expect(await roleOf("self-verified@test.bihe")).toEqual({
      role: "customer",
      vendorType: null,
      emailVerified: false,
    });
  });

  it("update-user cannot set role admin", async () => {
    const { cookie, email } = await t.login("customer");
    const res = await updateUser(cookie, { role: "admin" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/cannot be changed/i);
    expect(await roleOf(email)).toMatchObject({ role: "customer", vendorType: null });
  });

  it("a customer cannot become a vendor, and a vendor cannot change type, through update-user", async () => {
    const customer = await t.login("customer");
    expect((await updateUser(customer.cookie, { role: "vendor", vendorType: "banquet" })).statusCode).toBe(400);
    expect((await updateUser(customer.cookie, { name: "x", vendorType: "decorator" })).statusCode).toBe(400);
    expect(await roleOf(customer.email)).toMatchObject({ role: "customer", vendorType: null });
    const vendor = await t.login("vendor");
    expect((await updateUser(vendor.cookie, { vendorType: "decorator" })).statusCode).toBe(400);
    expect((await updateUser(vendor.cookie, { role: "customer" })).statusCode).toBe(400);
    expect(await roleOf(vendor.email)).toMatchObject({ role: "vendor", vendorType: "wedding_cinematographer" });
    // An ordinary profile change still works.
    expect((await updateUser(vendor.cookie, { name: "Studio" })).statusCode).toBe(200);
  });

  it("a proven sign-in code makes a couple's account (never a vendor's); unused auth endpoints answer 404", async () => {
    // Password-less sign-up for couples (docs/decisions/0018), with the same code rules as every other code.
    const email = "passwordless@test.bihe";
    const send = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      payload: { email, type: "sign-in" },
    });
    expect(send.statusCode).toBe(200);
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      payload: { email, otp: code === "000000" ? "111111" : "000000", role: "vendor" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await roleOf(email)).toBeNull();
    const ok = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      payload: { email, otp: code, role: "vendor", vendorType: "banquet_hall", locale: "ne" },
    });
    expect(ok.statusCode).toBe(200);
    expect(await roleOf(email)).toMatchObject({ role: "customer", vendorType: null });
    for (const url of [
      "/api/auth/forget-password/email-otp",
      "/api/auth/request-password-reset",
      "/api/auth/email-otp/request-email-change",
      "/api/auth/delete-user",
      "/api/auth/sign-up/email/",
      "/api/auth//sign-in/email",
    ]) {
      const res = await t.request({
        method: "POST",
        url,
        payload: { name: "", email: "nobody@test.bihe", otp: "123456", password: "secret123", role: "vendor" },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBeTruthy();
    }
    expect(await roleOf("nobody@test.bihe")).toBeNull();
  });
});

describe("what Better Auth stores is bounded", () => {
  const userOf = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
  const updateUser = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: "POST", url: "/api/auth/update-user", payload, cookie });

  it("sign-up refuses a name over 100 characters (a 990,000-character one was once saved) and keeps one of 100", async () => {
    const long = await signUp({ email: "long-name@test.bihe", password: "secret123", name: "n".repeat(101) });
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().error.message).toBe(NAME_MESSAGE);
    expect(await userOf("long-name@test.bihe")).toBeUndefined();
    const fits = await signUp({ email: "fit-name@test.bihe", password: "secret123", name: "न".repeat(100) });
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await userOf("fit-name@test.bihe"))?.name).toBe("न".repeat(100));
  });

  it("update-user refuses a name over 100 characters or not text, and the name stays", async () => {
    const { cookie, email } = await t.login("customer");
    expect((await updateUser(cookie, { name: "Asha Rai" })).statusCode).toBe(200);
    for (const name of ["x".repeat(101), "x".repeat(10_000), 5, { first: "Asha" }, ["Asha"]]) {
      const res = await updateUser(cookie, { name });
      expect(res.statusCode, JSON.stringify(name).slice(0, 20)).toBe(400);
      expect(res.json().error.message).toBe(NAME_MESSAGE);
    }
    expect((await userOf(email))?.name).toBe("Asha Rai");
  });

  it("an email over 254 characters is refused on every auth form, before it is looked up or kept", async () => {
    const email = `${"a".repeat(250)}@test.bihe`;
    for (const [path, payload] of [
      ["sign-up/email", { name: "", email, password: "secret123" }],
      ["sign-in/email", { email, password: "secret123" }],
      ["email-otp/send-verification-otp", { email, type: "sign-in" }],
      ["email-otp/request-password-reset", { email }],
    ] as const) {
      const res = await t.request({ method: "POST", url: `/api/auth/${path}`, payload });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.message, path).toBe("Please enter a valid email address");
    }
    expect(await userOf(email)).toBeUndefined();
  });

  it("a picture address is at most 2,000 characters", async () => {
    const { cookie } = await t.login("customer");
    const res = await updateUser(cookie, { image: `https://x.test/${"p".repeat(ACCOUNT_IMAGE_MAX_LENGTH)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/picture address of at most 2,000 characters/);
    expect((await updateUser(cookie, { image: "https://x.test/me.jpg" })).statusCode).toBe(200);
  });

  it("a session keeps at most 512 characters of the browser's description", async () => {
    const email = "agent@test.bihe";
    await createUser(t.app, { email, password: "secret123", role: "customer" });
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret123" },
      headers: { "user-agent": `Mozilla/5.0 ${"x".repeat(12_000)}` },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(row.userAgent).toHaveLength(512);
  });
});

describe("session cookie", () => {
  const sessionCookies = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers["set-cookie"];
    return (Array.isArray(raw) ? raw : [raw]).map(String).filter((c) => c.includes("session_token="));
  };

  it("is httpOnly and SameSite=Lax, and not Secure outside production (plain http works)", async () => {
    const { email } = await t.login("customer");
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret123" },
    });
    const [cookie] = sessionCookies(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("is Secure (and still httpOnly, SameSite=Lax) in production behind an https PUBLIC_URL", async () => {
    const prod = await createTestApp({ env: "production", isProduction: true, publicUrl: "https://bihe.example" });
    try {
      const email = "prod-vendor@test.bihe";
      await createUser(prod.app, { email, password: "secret123", role: "vendor", vendorType: "banquet_hall" });
      const res = await prod.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: "secret123" },
        headers: { origin: "https://bihe.example", host: "bihe.example" },
      });
      expect(res.statusCode).toBe(200);
      const cookies = sessionCookies(res);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Secure-/);
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Lax/);
      }
      const me = await prod.request({ method: "GET", url: "/api/me", cookie: cookieFrom(res) });
      expect(me.json()).toMatchObject({ user: { email, role: "vendor" } });
      // In production only the public origin may post with the session cookie (Better Auth skips
      // that check under a test runner, so the list itself is what can be checked here).
      expect(new Set((await prod.app.auth.$context).trustedOrigins)).toEqual(new Set(["https://bihe.example"]));
    } finally {
      await prod.close();
    }
  });
});
