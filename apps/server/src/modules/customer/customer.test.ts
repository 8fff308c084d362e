import {
  UNLOCK_PROFILE_MESSAGE,
  UNLOCK_SIGN_IN_MESSAGE,
  UNLOCK_VERIFY_MESSAGE,
  unlockCapMessage,
  unlockIpCapMessage,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

/**
 * Couples' accounts and the verified contact unlock (docs/decisions/0018). Runs on PGlite and, with
 * TEST_DB=postgres, on a PostgreSQL server (where parallel requests really run at once).
 */
let t: TestApp;
let vendors: string[];

beforeAll(async () => {
  // Small caps so the daily limits can be reached in a test (the product's are 20 and 40).
  t = await createTestApp({ unlockCaps: { perCustomer: 2, perIp: 3 } });
  vendors = [];
  for (const name of ["Cap One", "Cap Two", "Cap Three"]) vendors.push((await approvedVendor(t, name)).vendorId);
}, 120_000);
afterAll(() => t.close());

const unlock = (vendorId: string, cookie?: string, ip = "10.20.0.1") =>
  t.request({ method: "POST", url: `/api/vendors/${vendorId}/unlock`, cookie, payload: {}, remoteAddress: ip });
const putProfile = (cookie: string, payload: object) =>
  t.request({ method: "PUT", url: "/api/customer/profile", cookie, payload });
async function couple(phone = "9841000001", name = "Sita Sharma") {
  const login = await t.login("customer");
  const res = await putProfile(login.cookie, { fullName: name, phone });
  expect(res.statusCode).toBe(200);
  return login;
}
const inquiryCount = async (vendorId: string) =>
  (
    (await t.app.db.execute(sql`select count(*)::int as n from customer_inquiries where vendor_id = ${vendorId}`))
      .rows[0] as { n: number }
  ).n;

describe("customer profile", () => {
  it("saves a profile with the Nepali mobile rule, an AD wedding date, city and budget", async () => {
    const { cookie, email } = await t.login("customer");
    const empty = await t.request({ url: "/api/customer/profile", cookie });
    expect(empty.json()).toEqual({ email, emailVerified: true, profile: null });
    const bad = await putProfile(cookie, { fullName: "Gita", phone: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(
      "Please enter a Nepali mobile number: 10 digits starting with 96, 97 or 98",
    );
    const noName = await putProfile(cookie, { fullName: "  ", phone: "9841000002" });
    expect(noName.statusCode).toBe(400);
    const badDate = await putProfile(cookie, { fullName: "Gita", phone: "9841000002", weddingDate: "2026-02-30" });
    expect(badDate.statusCode).toBe(400);
    const ok = await putProfile(cookie, {
      fullName: " Gita Thapa ",
      phone: "+977 984-1000002",
      weddingDate: "2027-02-14",
      city: "Pokhara",
      budget: 500000,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
    expect(ok.json().profile).toEqual({
      fullName: "Gita Thapa",
      phone: "9841000002",
      weddingDate: "2027-02-14",
      city: "Pokhara",
      budget: 500000,
    });
  });

  it("is a couple's page: a vendor is refused, a stranger must sign in", async () => {
    const vendor = await t.login("vendor");
    expect((await t.request({ url: "/api/customer/profile", cookie: vendor.cookie })).statusCode).toBe(403);
    expect((await t.request({ url: "/api/customer/profile" })).statusCode).toBe(401);
  });
});

describe("verified contact unlock", () => {
  it("reveals nothing to an anonymous caller and saves no inquiry", async () => {
    const before = await inquiryCount(vendors[0]);
    const res = await t.request({
      method: "POST",
      url: `/api/vendors/${vendors[0]}/unlock`,
      payload: { name: "Harvester", phone: "9800000000" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain("mobile");
    expect(res.json().error.message).toBe(UNLOCK_SIGN_IN_MESSAGE);
    expect(await inquiryCount(vendors[0])).toBe(before);
  });

  it("refuses an unverified email, a couple without a phone, and a vendor account", async () => {
    const unverified = await couple("9841000011");
    await t.app.db.execute(sql`update users set email_verified = false where id = ${unverified.userId}`);
    const r1 = await unlock(vendors[0], unverified.cookie);
    expect(r1.statusCode).toBe(403);
    expect(r1.json().error.message).toBe(UNLOCK_VERIFY_MESSAGE);

    const noProfile = await t.login("customer");
    const r2 = await unlock(vendors[0], noProfile.cookie);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().error.message).toBe(UNLOCK_PROFILE_MESSAGE);

    const vendor = await t.login("vendor");
    expect((await unlock(vendors[0], vendor.cookie)).statusCode).toBe(403);
  });

  it("reveals the contacts to a couple; the inquiry carries their verified name, phone and email", async () => {
    const c = await couple("9841000021", "Asha Gurung");
    const res = await unlock(vendors[0], c.cookie, "10.20.1.1");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.promoCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.contacts.length).toBeGreaterThan(0);
    expect(body.reused).toBe(false);
    const [row] = (
      await t.app.db.execute(
        sql`select customer_name, customer_phone, customer_email from customer_inquiries where promo_code = ${body.promoCode}`,
      )
    ).rows as { customer_name: string; customer_phone: string; customer_email: string }[];
    expect(row).toEqual({ customer_name: "Asha Gurung", customer_phone: "9841000021", customer_email: c.email });

    // Unlocked once: the same code again, and the couple's own small answer knows it (the public page does not).
    const again = await unlock(vendors[0], c.cookie, "10.20.1.1");
    expect(again.json()).toMatchObject({ promoCode: body.promoCode, reused: true });
    const mine = await t.request({ url: `/api/customer/unlocks/${vendors[0]}`, cookie: c.cookie });
    expect(mine.json().unlock).toMatchObject({ vendorId: vendors[0], promoCode: body.promoCode });
    expect(mine.json().unlock.contacts).toEqual(body.contacts);
    const page = await t.request({ url: `/api/vendors/${vendors[0]}`, cookie: c.cookie });
    expect(page.body).not.toContain(body.promoCode);
    expect(page.body).not.toContain(body.contacts[0].mobile);
    const list = await t.request({ url: "/api/customer/unlocks", cookie: c.cookie });
    expect(list.json().vendors.map((v: { promoCode: string }) => v.promoCode)).toEqual([body.promoCode]);
    const none = await t.request({ url: `/api/customer/unlocks/${vendors[1]}`, cookie: c.cookie });
    expect(none.json()).toEqual({ unlock: null, cap: null });
  });

  it("gives one inquiry and one promo code to twelve parallel unlocks of one couple and vendor", async () => {
    const c = await couple("9841000031");
    const before = await inquiryCount(vendors[1]);
    const results = await Promise.all(Array.from({ length: 12 }, () => unlock(vendors[1], c.cookie, "10.20.2.1")));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.json().promoCode)).size).toBe(1);
    expect(results.filter((r) => r.json().reused === false)).toHaveLength(1);
    expect(await inquiryCount(vendors[1])).toBe(before + 1);
    const pairs = (
      await t.app.db.execute(sql`select count(*)::int as n from contact_unlocks where customer_id = ${c.userId}`)
    ).rows[0] as { n: number };
    expect(pairs.n).toBe(1);
  });

  it("caps new vendors per couple in a rolling 24 hours, naming the wait, keeps earlier ones open, and logs the burst", async () => {
    const c = await couple("9841000041");
    const ip = "10.20.3.1";
    const capOf = async (vendorId: string) =>
      (await t.request({ url: `/api/customer/unlocks/${vendorId}`, cookie: c.cookie, remoteAddress: ip })).json().cap;
    expect((await unlock(vendors[0], c.cookie, ip)).statusCode).toBe(200);
    expect(await capOf(vendors[1])).toBeNull();
    expect((await unlock(vendors[1], c.cookie, ip)).statusCode).toBe(200);
    const third = await unlock(vendors[2], c.cookie, "10.20.3.2");
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe("UNLOCK_DAILY_CAP");
    // The first place frees 24 hours after the first unlock, not at midnight: the answer says so.
    const wait = Number(third.headers["retry-after"]);
    expect(wait).toBeGreaterThan(24 * 3600 - 60);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(third.json().error.message).toBe(unlockCapMessage(2, wait));
    expect(third.json().error.message).toContain("in the last 24 hours");
    expect(third.json().error.message).toContain("in 24 hours.");
    expect(third.json().error.message).not.toMatch(/today|tomorrow/);
    // The page can disable its button before the click: the same cap, wait and message.
    expect(await capOf(vendors[2])).toMatchObject({ kind: "customer", message: unlockCapMessage(2, wait) });
    expect(await capOf(vendors[0])).toBeNull(); // contacted already: nothing to refuse
    await unlock(vendors[2], c.cookie, "10.20.3.2");
    expect((await unlock(vendors[0], c.cookie, ip)).statusCode).toBe(200); // already unlocked: still open

    // 23.5 hours later the wait is half an hour; past 24 hours a place is free again.
    const age = async (interval: string) =>
      t.app.db.execute(
        sql`update contact_unlocks set created_at = now() - ${interval}::interval where customer_id = ${c.userId} and vendor_id = ${vendors[0]}`,
      );
    await age("23 hours 30 minutes");
    const halfHour = await unlock(vendors[2], c.cookie, "10.20.3.2");
    expect(halfHour.statusCode).toBe(429);
    expect(Number(halfHour.headers["retry-after"])).toBeLessThanOrEqual(30 * 60);
    expect(halfHour.json().error.message).toContain("you can contact a new vendor in 30 minutes.");
    await age("24 hours 1 minute");
    expect(await capOf(vendors[2])).toBeNull();
    expect((await unlock(vendors[2], c.cookie, "10.20.3.2")).statusCode).toBe(200);

    const admin = await t.login("admin");
    const bursts = (await t.request({ url: "/api/admin/unlock-bursts", cookie: admin.cookie })).json().bursts;
    expect(bursts).toContainEqual(expect.objectContaining({ kind: "customer", customerEmail: c.email, refused: 3 }));
  });

  it("caps new vendors per address in a rolling 24 hours, whichever couple asks", async () => {
    const ip = "10.20.4.1";
    const a = await couple("9841000051");
    const b = await couple("9841000052");
    expect((await unlock(vendors[0], a.cookie, ip)).statusCode).toBe(200);
    expect((await unlock(vendors[1], a.cookie, ip)).statusCode).toBe(200);
    expect((await unlock(vendors[0], b.cookie, ip)).statusCode).toBe(200);
    const over = await unlock(vendors[1], b.cookie, ip);
    expect(over.statusCode).toBe(429);
    const wait = Number(over.headers["retry-after"]);
    expect(wait).toBeGreaterThan(24 * 3600 - 60);
    expect(over.json().error.message).toBe(unlockIpCapMessage(wait));
    const capOf = await t.request({ url: `/api/customer/unlocks/${vendors[1]}`, cookie: b.cookie, remoteAddress: ip });
    expect(capOf.json().cap).toMatchObject({ kind: "ip", message: unlockIpCapMessage(wait) });
    expect((await unlock(vendors[1], b.cookie, "10.20.4.2")).statusCode).toBe(200); // another network
    const admin = await t.login("admin");
    const bursts = (await t.request({ url: "/api/admin/unlock-bursts", cookie: admin.cookie })).json().bursts;
    expect(bursts).toContainEqual(expect.objectContaining({ kind: "ip", ip, refused: 1 }));
  });
});
