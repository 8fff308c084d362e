import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../test/harness";
import { createUser } from "../auth/users";
import { emailOutbox, sessions } from "../db/schema";

/**
 * A password reset ends every session of that user, and a password change ends
 * the others on the server whatever the client asked for. Runs on PGlite, and on PostgreSQL with
 * TEST_DB=postgres.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs the user in once more, as from another device, and returns that session's cookie. */
async function device(email: string, password: string) {
  const res = await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res);
}
const whoIs = async (cookie: string) =>
  ((await t.request({ url: "/api/me", cookie })).json() as { user: { email: string } } | null)?.user.email ?? null;
const sessionCount = async (userId: string) =>
  (await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
const lastCode = async (email: string) => {
  const [row] = await t.app.db
    .select({ code: emailOutbox.code })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  return row?.code ?? "";
};

describe("sessions end when the password changes", () => {
  it("a password reset ends every session of that user (the thief's too)", async () => {
    const email = "reset-sessions@test.bihe";
    const { id } = await createUser(t.app, { email, password: "old-pass-1", role: "customer" });
    const phone = await device(email, "old-pass-1");
    const thief = await device(email, "old-pass-1");
    expect(await whoIs(thief)).toBe(email);

    await t.request({ method: "POST", url: "/api/auth/email-otp/request-password-reset", payload: { email } });
    const reset = await t.request({
      method: "POST",
      url: "/api/auth/email-otp/reset-password",
      payload: { email, otp: await lastCode(email), password: "new-pass-1" },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await whoIs(thief)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await sessionCount(id)).toBe(0);
    // The new password works; the old one does not.
    expect(await whoIs(await device(email, "new-pass-1"))).toBe(email);
    const old = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "old-pass-1" },
    });
    expect(old.statusCode).toBe(401);
  });

  for (const [label, revokeOtherSessions] of [
    ["does not say", undefined],
    ["says false", false],
  ] as const) {
    it(`a password change ends the other sessions on the server when the client ${label}`, async () => {
      const email = `change-sessions-${label.replaceAll(" ", "-")}@test.bihe`;
      const { id } = await createUser(t.app, {
        email,
        password: "old-pass-1",
        role: "vendor",
        vendorType: "banquet_hall",
      });
      const laptop = await device(email, "old-pass-1");
      const thief = await device(email, "old-pass-1");
      const change = await t.request({
        method: "POST",
        url: "/api/auth/change-password",
        payload: { currentPassword: "old-pass-1", newPassword: "new-pass-1", revokeOtherSessions },
        cookie: laptop,
      });
      expect(change.statusCode, change.body).toBe(200);
      expect(await whoIs(thief)).toBeNull();
      // The device that made the change stays signed in, on a fresh session.
      expect(await whoIs(cookieFrom(change))).toBe(email);
      expect(await sessionCount(id)).toBe(1);
    });
  }
});
