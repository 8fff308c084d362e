import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { emailOutbox, users } from "../db/schema";

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

  it("a code dies after 3 wrong tries", async () => {
    await signUp({ email: "tries@test.bihe", password: "secret123", role: "vendor" });
    const code = (await lastCode("tries@test.bihe"))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) {
      await t.request({
        method: "POST",
        url: "/api/auth/email-otp/verify-email",
        payload: { email: "tries@test.bihe", otp: wrong },
      });
    }
    const res = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/verify-email",
      payload: { email: "tries@test.bihe", otp: code },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message).toMatch(/too many attempts|invalid/i);
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
    expect(res.json().error.message).toMatch(/expired|invalid/i);
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

describe("session cookie", () => {
  it("is httpOnly and SameSite=Lax", async () => {
    const { email } = await t.login("customer");
    const res = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret123" },
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});
