import { PRICE_BAND_EVENT } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { eventPricing, vendorProfiles, vendorReviews } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = async (id: string) =>
  (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, id)))[0];

describe("listing aggregates kept by triggers", () => {
  it("follow reviews (insert, update, delete) and concurrent reviews", async () => {
    const v = await approvedVendor(t, "Aggregates Studio");
    // Each review from its own signed-in customer (one identity would edit its review).
    const cookies = await Promise.all([5, 4, 3, 5, 5].map(async () => (await t.login("customer")).cookie));
    await Promise.all(
      [5, 4, 3, 5, 5].map((rating, i) =>
        t.request({
          method: "POST",
          url: `/api/vendors/${v.vendorId}/reviews`,
          payload: { name: `R${i}`, rating },
          cookie: cookies[i],
        }),
      ),
    );
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 5, ratingSum: 22 });
    await t.app.db.update(vendorReviews).set({ rating: 1 }).where(eq(vendorReviews.reviewerName, "R0"));
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 5, ratingSum: 18 });
    await t.app.db.delete(vendorReviews).where(eq(vendorReviews.reviewerName, "R1"));
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 4, ratingSum: 14 });
    const page = (await t.request({ url: `/api/vendors/${v.vendorId}` })).json();
    expect(page.rating ?? page.vendor?.rating).toBe(3.5);
  });

  it("follow the price of the band event, which is the shared PRICE_BAND_EVENT", async () => {
    const v = await approvedVendor(t, "Price Studio");
    const [row] = await t.app.db
      .select({ price: eventPricing.price })
      .from(eventPricing)
      .where(sql`${eventPricing.vendorId} = ${v.vendorId} and ${eventPricing.eventName} = ${PRICE_BAND_EVENT}`);
    expect((await profile(v.vendorId)).weddingPrice).toBe(row.price);
    await t.app.db
      .update(eventPricing)
      .set({ price: 77000 })
      .where(sql`${eventPricing.vendorId} = ${v.vendorId} and ${eventPricing.eventName} = ${PRICE_BAND_EVENT}`);
    expect((await profile(v.vendorId)).weddingPrice).toBe(77000);
    await t.app.db.delete(eventPricing).where(eq(eventPricing.vendorId, v.vendorId));
    expect((await profile(v.vendorId)).weddingPrice).toBe(0);
  });
});
