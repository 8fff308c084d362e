/**
 * Issue 13 item 3 (marketplace): limits cannot be used to lock someone else out.
 * - The per-phone unlock limit counts only unlocks that went through: calls about vendors that
 *   do not exist cannot fill a stranger's phone.
 * - The per-vendor review limit keys on the normalised vendor id (an upper-case id is the same
 *   vendor), and past it new reviews are held for moderation (201, out of the average and the
 *   page) instead of a 429 for every genuine reviewer; an admin sees and publishes them.
 * Runs on PGlite and PostgreSQL.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorProfiles } from "../db/schema";
import { REVIEW_LIMIT_PER_VENDOR, UNLOCK_LIMIT_PER_IP, UNLOCK_LIMIT_PER_PHONE } from "../modules/marketplace/routes";
import { approvedVendor } from "../../test/fixtures";
import { createTestApp, HOST, ORIGIN, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: "POST", url, remoteAddress: ip, headers: { host: HOST, origin: ORIGIN }, payload });

describe("per-phone unlock limit", () => {
  it("calls about vendors that do not exist do not count against the phone", async () => {
    const { vendorId } = await approvedVendor(t, "Phone Limit Studio");
    const victim = "9807654321";
    // More bogus calls than the phone's whole window, from several addresses (each under its own limit).
    for (let i = 0; i < UNLOCK_LIMIT_PER_PHONE.max + 5; i++) {
      const ip = `10.1.${Math.floor(i / (UNLOCK_LIMIT_PER_IP.max - 1))}.1`;
      const res = await post(`/api/vendors/${crypto.randomUUID()}/unlock`, { name: "X", phone: victim }, ip);
      expect(res.statusCode).toBe(404);
    }
    const real = await post(`/api/vendors/${vendorId}/unlock`, { name: "Owner", phone: victim }, "10.1.99.1");
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().promoCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it("successful unlocks still fill the window", async () => {
    const { vendorId } = await approvedVendor(t, "Phone Limit Studio Two");
    const statuses: number[] = [];
    for (let i = 0; i <= UNLOCK_LIMIT_PER_PHONE.max; i++)
      statuses.push(
        (await post(`/api/vendors/${vendorId}/unlock`, { name: "B", phone: "9801112223" }, `10.2.${i}.1`)).statusCode,
      );
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("per-vendor review limit", () => {
  it("an upper-case id counts for the same vendor, and past the limit reviews are held, not refused", async () => {
    const { vendorId } = await approvedVendor(t, "Review Flood Studio");
    const upper = vendorId.toUpperCase();
    for (let i = 0; i < REVIEW_LIMIT_PER_VENDOR.max; i++) {
      const res = await post(`/api/vendors/${upper}/reviews`, { name: `Flood ${i}`, rating: 1 }, `10.3.${i}.1`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().held).toBe(false);
    }
    // A genuine reviewer after the flood (lower-case id, as the web sends it): accepted and held.
    const genuine = await post(
      `/api/vendors/${vendorId}/reviews`,
      { name: "Real Couple", rating: 5, text: "Lovely" },
      "10.4.0.1",
    );
    expect(genuine.statusCode, genuine.body).toBe(201);
    expect(genuine.json().held).toBe(true);
    const again = await post(`/api/vendors/${upper}/reviews`, { name: "Another Couple", rating: 5 }, "10.4.0.2");
    expect(again.statusCode).toBe(201);
    expect(again.json().held).toBe(true);

    // Held reviews count in no average and show on no page.
    const [profile] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(profile.reviewCount).toBe(REVIEW_LIMIT_PER_VENDOR.max);
    const page = (await t.request({ url: `/api/vendors/${vendorId}` })).json();
    expect(page.reviews.map((r: { reviewerName: string }) => r.reviewerName)).not.toContain("Real Couple");

    // An admin sees them and publishes one: then it counts and shows.
    const admin = await t.login("admin");
    const list = await t.request({ url: "/api/admin/reviews/held", cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    const held = list.json().reviews.filter((r: { vendorId: string }) => r.vendorId === vendorId);
    expect(held.map((r: { reviewerName: string }) => r.reviewerName).sort()).toEqual(["Another Couple", "Real Couple"]);
    const real = held.find((r: { reviewerName: string }) => r.reviewerName === "Real Couple");
    const published = await t.request({
      method: "POST",
      url: `/api/admin/reviews/held/${real.id}/publish`,
      cookie: admin.cookie,
    });
    expect(published.statusCode, published.body).toBe(200);
    const other = held.find((r: { reviewerName: string }) => r.reviewerName === "Another Couple");
    expect(
      (await t.request({ method: "DELETE", url: `/api/admin/reviews/held/${other.id}`, cookie: admin.cookie }))
        .statusCode,
    ).toBe(200);
    const [after] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, vendorId));
    expect(after.reviewCount).toBe(REVIEW_LIMIT_PER_VENDOR.max + 1);
    expect((await t.request({ url: "/api/admin/reviews/held", cookie: admin.cookie })).json().reviews).toEqual([]);
    // Strangers cannot see or moderate held reviews.
    expect((await t.request({ url: "/api/admin/reviews/held" })).statusCode).toBe(401);
  });
});
