import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../test/harness";
import { seedDemo } from "./demo";
import { DEMO_CHANGE, DEMO_REJECTION } from "./demo-changes";

let t: TestApp;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemo(t.app);
  seconds = (Date.now() - started) / 1000;
}, 60_000);
afterAll(() => t.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await t.app.db.execute(q)).rows[0] as T;

describe("demo seed", () => {
  it("loads quickly", () => {
    // About 2-5 s here; the margin absorbs a 2-core machine shared with other test runs.
    expect(seconds).toBeLessThan(20);
  });

  it("creates the demo logins, which can sign in", async () => {
    const logins = [
      "admin@bihe.demo",
      "studio@bihe.demo",
      "pending@bihe.demo",
      "rejected@bihe.demo",
      "couple@bihe.demo",
    ];
    for (const email of logins) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: "demo1234" },
      });
      expect(res.statusCode, email).toBe(200);
    }
  });

  it("gives the demo couple a profile, so they can contact a vendor at once", async () => {
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "couple@bihe.demo", password: "demo1234" },
    });
    const cookie = cookieFrom(signIn);
    const profile = await t.request({ url: "/api/customer/profile", cookie });
    expect(profile.json().profile).toMatchObject({ fullName: "Sita Sharma", phone: "9841234567" });
  });

  it("spreads 12 approved photographers over the three price bands, plus a pending and a rejected one", async () => {
    const rows = (
      await t.app.db.execute(sql`
        select p.status, coalesce(e.price, 0) as price from vendor_profiles p
        left join cinematographer_event_pricing e on e.vendor_id = p.id and e.event_name = 'Wedding (Both Sides)'`)
    ).rows as { status: string; price: number }[];
    const approved = rows.filter((r) => r.status === "approved");
    expect(approved).toHaveLength(12);
    expect(approved.filter((r) => r.price < 40000).length).toBeGreaterThanOrEqual(3);
    expect(approved.filter((r) => r.price >= 40000 && r.price < 75000).length).toBeGreaterThanOrEqual(3);
    expect(approved.filter((r) => r.price >= 75000).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "rejected")).toHaveLength(1);
  });

  it("stores images with their variants, reviews and inquiries", async () => {
    const img = await one<{ file_path: string }>(
      sql`select file_path from cinematographer_uploads where file_type = 'card_image' limit 1`,
    );
    expect(img.file_path).toMatch(/^vendors\/wedding_cinematographer\/[a-z0-9-]+\/card-image\/\d+\.webp$/);
    for (const key of [
      img.file_path,
      img.file_path.replace(".webp", "-card.webp"),
      img.file_path.replace(".webp", "-thumb.webp"),
    ]) {
      const res = await t.request({ url: `/media/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
    const counts = await one<{ reviews: number; inquiries: number }>(
      sql`select (select count(*)::int from vendor_reviews) as reviews, (select count(*)::int from customer_inquiries) as inquiries`,
    );
    expect(counts.reviews).toBeGreaterThan(30);
    expect(counts.inquiries).toBeGreaterThan(10);
  });

  it("tells the rejected persona why, and gives an approved persona a change waiting for the admin (issue 16)", async () => {
    const signIn = async (email: string) =>
      cookieFrom(
        await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password: "demo1234" } }),
      );
    const rejected = (
      await t.request({ url: "/api/vendor/status", cookie: await signIn("rejected@bihe.demo") })
    ).json();
    expect(rejected.decision).toMatchObject({ status: "rejected", reason: DEMO_REJECTION.reason, step: "media" });

    const admin = await signIn("admin@bihe.demo");
    const list = (await t.request({ url: "/api/admin/change-requests", cookie: admin })).json();
    expect(list.items).toHaveLength(1);
    const detail = (await t.request({ url: `/api/admin/change-requests/${list.items[0].id}`, cookie: admin })).json();
    expect(detail.stale).toBe(false);
    expect(detail.changes.map((c: { field: string }) => c.field)).toEqual(["description", "map", "price"]);
    // The live profile still shows the approved text until the admin approves.
    const live = (await t.request({ url: `/api/vendors/${detail.vendor.id}` })).json();
    expect(live.description).not.toBe(DEMO_CHANGE.description);
    const approve = await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${list.items[0].id}/approve`,
      cookie: admin,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await t.request({ url: `/api/vendors/${detail.vendor.id}` })).json().description).toBe(
      DEMO_CHANGE.description,
    );
  });

  it("is idempotent: a second run adds no vendor", async () => {
    await seedDemo(t.app);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from vendor_profiles`);
    expect(n).toBe(14);
  });
});
