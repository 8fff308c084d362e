/**
 * Reports and the one moderation queue (docs/decisions/0019). A signed-in user reports a review; it waits for
 * an admin with the reviews a burst held; hide takes it out of the page, the average, the listing
 * order and the 'featured' rule, restore puts it back; every action is audited with who and when.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { auditLog, vendorProfiles } from "../../db/schema";
import { REVIEW_BURST } from "./service";
import { reviewAsNewCustomer } from "./test-helpers";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["login"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const card = async (vendorId: string) => {
  const listing = (await t.request({ url: "/api/vendors?sort=rating&band=all&limit=50" })).json();
  return listing.bands
    .flatMap((b: { vendors: { id: string }[] }) => b.vendors)
    .find((c: { id: string }) => c.id === vendorId);
};
const queue = async (view = "queue") =>
  (await t.request({ url: `/api/admin/reviews?view=${view}`, cookie: admin.cookie })).json().reviews as {
    id: string;
    status: string;
    reports: { reason: string }[];
    lastAction: { action: string; by: string; at: string } | null;
  }[];
const moderate = (id: string, action: string, cookie = admin.cookie) =>
  t.request({ method: "POST", url: `/api/admin/reviews/${id}/moderate`, payload: { action }, cookie });
const report = (id: string, cookie: string | undefined, reason = "fake") =>
  t.request({
    method: "POST",
    url: `/api/reviews/${id}/report`,
    payload: { reason, details: "Never hired them" },
    cookie,
  });

describe("reports and moderation", () => {
  it("a report needs a signed-in user and a known reason; it puts the review in the queue", async () => {
    const v = await approvedVendor(t, "Reported Studio");
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Bomber", rating: 1 });
    const id = res.json().id;
    expect((await report(id, undefined)).statusCode).toBe(401);
    const reporter = await t.login("customer");
    expect((await report(id, reporter.cookie, "because")).statusCode).toBe(400);
    expect((await report(crypto.randomUUID(), reporter.cookie)).statusCode).toBe(404);
    const first = await report(id, reporter.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true, alreadyReported: false });
    // Reporting again replaces the reason (one report per person), and says it was already reported.
    const again = await report(id, reporter.cookie, "offensive");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, alreadyReported: true });
    // A vendor may report too (anyone signed in).
    expect((await report(id, v.cookie, "spam")).statusCode).toBe(201);
    const item = (await queue()).find((r) => r.id === id);
    expect(item?.reports.map((r) => r.reason).sort()).toEqual(["offensive", "spam"]);
  });

  it("hide takes the review out of the page, the average and the listing rating; restore brings it back; both audited", async () => {
    const v = await approvedVendor(t, "Hide Studio");
    await reviewAsNewCustomer(t, v.vendorId, { name: "Happy", rating: 5 });
    await reviewAsNewCustomer(t, v.vendorId, { name: "Happy Too", rating: 5 });
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Bomber", rating: 1 });
    const id = res.json().id;
    expect(await card(v.vendorId)).toMatchObject({ rating: 3.7, reviewCount: 3, featured: false });
    const reporter = await t.login("customer");
    await report(id, reporter.cookie);

    const hidden = await moderate(id, "hide");
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id, status: "hidden" });
    const page = (await t.request({ url: `/api/vendors/${v.vendorId}` })).json();
    expect(page).toMatchObject({ rating: 5, reviewCount: 2 });
    expect(page.reviews.map((r: { id: string }) => r.id)).not.toContain(id);
    // Only visible reviews make the rating and the 'featured' rule (above 4.5).
    expect(await card(v.vendorId)).toMatchObject({ rating: 5, reviewCount: 2, featured: true });
    const [p] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(p).toMatchObject({ reviewCount: 2, ratingSum: 10 });
    // Out of the queue (its report resolved), in the hidden list, with who hid it and when.
    expect((await queue()).map((r) => r.id)).not.toContain(id);
    const inHidden = (await queue("hidden")).find((r) => r.id === id);
    expect(inHidden?.lastAction).toMatchObject({ action: "review.hide", by: admin.email });
    // The vendor still sees it, marked hidden, outside its average.
    const ws = (await t.request({ url: "/api/vendor/reviews", cookie: v.cookie })).json();
    expect(ws.stats).toEqual({ average: 5, count: 2 });
    expect(ws.reviews.find((r: { id: string }) => r.id === id)).toMatchObject({ status: "hidden" });

    const restored = await moderate(id, "restore");
    expect(restored.json()).toEqual({ id, status: "published" });
    expect(await card(v.vendorId)).toMatchObject({ rating: 3.7, reviewCount: 3, featured: false });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["review.hide", admin.userId],
      ["review.restore", admin.userId],
    ]);
    expect(audit.every((a) => a.createdAt instanceof Date)).toBe(true);
  });

  it("dismiss closes the reports and keeps the review", async () => {
    const v = await approvedVendor(t, "Dismiss Studio");
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Fair", rating: 4 });
    const id = res.json().id;
    const reporter = (await t.login("customer")).cookie;
    await report(id, reporter, "other");
    expect((await queue()).map((r) => r.id)).toContain(id);
    expect((await moderate(id, "dismiss")).json()).toEqual({ id, status: "published" });
    expect((await queue()).map((r) => r.id)).not.toContain(id);
    // Its report closed, the same person may report it again: a new report, back in the queue.
    const anew = await report(id, reporter, "spam");
    expect(anew.statusCode).toBe(201);
    expect(anew.json().alreadyReported).toBe(false);
    expect((await queue()).map((r) => r.id)).toContain(id);
  });

  it("held reviews (a burst) wait in the same queue; restore publishes them into the average", async () => {
    const v = await approvedVendor(t, "Held Queue Studio");
    for (let i = 0; i < REVIEW_BURST.max; i++) await reviewAsNewCustomer(t, v.vendorId, { name: `F${i}`, rating: 2 });
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Held One", rating: 5 });
    const id = res.json().id;
    expect((await queue()).find((r) => r.id === id)).toMatchObject({ status: "held" });
    await moderate(id, "restore");
    const [p] = await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, v.vendorId));
    expect(p).toMatchObject({ reviewCount: REVIEW_BURST.max + 1, ratingSum: REVIEW_BURST.max * 2 + 5 });
  });

  it("only admins see the queue and moderate", async () => {
    const v = await approvedVendor(t, "Guard Studio");
    const { res, customer } = await reviewAsNewCustomer(t, v.vendorId, { name: "G", rating: 3 });
    const id = res.json().id;
    expect((await t.request({ url: "/api/admin/reviews" })).statusCode).toBe(401);
    expect((await t.request({ url: "/api/admin/reviews", cookie: customer.cookie })).statusCode).toBe(403);
    expect((await moderate(id, "hide", v.cookie)).statusCode).toBe(403);
    expect((await moderate(id, "delete")).statusCode).toBe(400);
    expect((await moderate(crypto.randomUUID(), "hide")).statusCode).toBe(404);
  });
});
