import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedDemo } from "./demo";

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
    for (const email of ["admin@bihe.demo", "studio@bihe.demo", "pending@bihe.demo", "rejected@bihe.demo"]) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: "demo1234" },
      });
      expect(res.statusCode, email).toBe(200);
    }
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

  it("is idempotent: a second run adds no vendor", async () => {
    await seedDemo(t.app);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from vendor_profiles`);
    expect(n).toBe(14);
  });
});
