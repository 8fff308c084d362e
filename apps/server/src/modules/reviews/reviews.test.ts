/**
 * Verified reviews (docs/decisions/0019): identity (signed-in customer or a code-confirmed email), one review
 * per (vendor, identity) with the second editing the first (also under parallel submits), the
 * origin labels ('Contacted through Bihe'), the vendor's one reply, reports and the burst hold (the booked
 * side of both is in booked-reviews.test.ts).
 * Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { REVIEW_CODE_EXPIRED, REVIEW_CODE_WRONG, REVIEW_IDENTITY_REQUIRED, REVIEW_OWN_BUSINESS } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  contactUnlocks,
  customerInquiries,
  customerProfiles,
  leads,
  vendorProfiles,
  vendorReviews,
} from "../../db/schema";
import { REVIEW_BURST } from "./service";
import { confirmEmail, latestCodeFor, postReview, reviewAsNewCustomer } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = async (id: string) =>
  (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, id)))[0];
const rowsOf = (vendorId: string) => t.app.db.select().from(vendorReviews).where(eq(vendorReviews.vendorId, vendorId));
const page = async (vendorId: string) => (await t.request({ url: `/api/vendors/${vendorId}` })).json();
const askCode = (vendorId: string, email: string) =>
  t.request({ method: "POST", url: "/api/reviews/email-code", payload: { vendorId, email } });
const verify = (challengeId: string, code: string) =>
  t.request({ method: "POST", url: "/api/reviews/email-code/verify", payload: { challengeId, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("who may review", () => {
  it("refuses a review without a verified identity (anonymous, a made-up proof, a vendor's session)", async () => {
    const v = await approvedVendor(t, "Identity Studio");
    const other = await approvedVendor(t, "Other Studio");
    const anon = await postReview(t, v.vendorId, { name: "Anon", rating: 1 });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe(REVIEW_IDENTITY_REQUIRED);
    const fake = await postReview(t, v.vendorId, { name: "Anon", rating: 1, proof: crypto.randomUUID() });
    expect(fake.statusCode).toBe(401);
    // A vendor account is not a customer identity: it confirms an email like anyone else.
    expect((await postReview(t, v.vendorId, { name: "Rival", rating: 1 }, other.cookie)).statusCode).toBe(401);
    // An unconfirmed code is not a proof.
    const asked = await askCode(v.vendorId, "unconfirmed@test.bihe");
    const unconfirmed = await postReview(t, v.vendorId, { name: "X", rating: 1, proof: asked.json().challengeId });
    expect(unconfirmed.statusCode).toBe(401);
    expect(await rowsOf(v.vendorId)).toHaveLength(0);
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
  });

  it("a signed-in customer with a verified email reviews without a code", async () => {
    const v = await approvedVendor(t, "Customer Review Studio");
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Sita", rating: 4, text: "Good films" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ held: false, edited: false, status: "published" });
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 1, ratingSum: 4 });
  });

  it("a vendor cannot review its own business with its account's email", async () => {
    const v = await approvedVendor(t, "Self Review Studio");
    const proof = await confirmEmail(t, v.vendorId, v.email);
    const res = await postReview(t, v.vendorId, { name: "Me", rating: 5, proof });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(REVIEW_OWN_BUSINESS);
  });
});

describe("email code on the review page", () => {
  it("mails a 6-digit code; a wrong code is refused, three tries end it, a right one is the proof", async () => {
    const v = await approvedVendor(t, "Code Studio");
    const email = "Couple.Code@Test.bihe";
    const first = await askCode(v.vendorId, email);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().expiresInSeconds).toBe(600);
    const code = await latestCodeFor(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const bad = await verify(first.json().challengeId, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(REVIEW_CODE_WRONG);
    await verify(first.json().challengeId, wrong(code));
    const third = await verify(first.json().challengeId, wrong(code));
    expect(third.json().error.message).toBe(REVIEW_CODE_EXPIRED);
    // The right code after three wrong tries no longer works.
    expect((await verify(first.json().challengeId, code)).statusCode).toBe(400);

    const second = await askCode(v.vendorId, email);
    const ok = await verify(second.json().challengeId, await latestCodeFor(t, email));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: "couple.code@test.bihe", review: null });
    const posted = await postReview(t, v.vendorId, { name: "Couple", rating: 5, proof: second.json().challengeId });
    expect(posted.statusCode, posted.body).toBe(201);
    const [row] = await rowsOf(v.vendorId);
    expect(row).toMatchObject({ identityEmail: "couple.code@test.bihe", reviewerEmail: "couple.code@test.bihe" });
  });

  it("a stranger asking codes for the same address neither replaces nor burns the owner's code", async () => {
    const v = await approvedVendor(t, "Stranger Studio");
    const email = "owner-of-address@test.bihe";
    const owner = await askCode(v.vendorId, email);
    const ownerCode = await latestCodeFor(t, email);
    // The stranger asks again (a new code to the owner's inbox) and guesses on their own request.
    const stranger = await askCode(v.vendorId, email);
    for (let i = 0; i < 3; i++) await verify(stranger.json().challengeId, wrong(ownerCode));
    // The owner's code, on the owner's request, still works.
    expect((await verify(owner.json().challengeId, ownerCode)).statusCode).toBe(200);
  });

  it("refuses a bad address and an unknown vendor with a clear 4xx", async () => {
    const v = await approvedVendor(t, "Bad Input Studio");
    expect((await askCode(v.vendorId, "not-an-email")).statusCode).toBe(400);
    expect((await askCode(crypto.randomUUID(), "a@test.bihe")).statusCode).toBe(404);
    expect((await askCode("nonsense", "a@test.bihe")).statusCode).toBe(404);
    expect((await verify("nonsense", "123456")).statusCode).toBe(400);
  });

  it("a proof is for the vendor whose page confirmed it", async () => {
    const v = await approvedVendor(t, "Proof Studio A");
    const w = await approvedVendor(t, "Proof Studio B");
    const proof = await confirmEmail(t, v.vendorId, "proof-owner@test.bihe");
    expect((await postReview(t, w.vendorId, { name: "P", rating: 5, proof })).statusCode).toBe(401);
  });
});

describe("one review per vendor and identity", () => {
  it("a second review edits the first (same row, new rating, one in the average)", async () => {
    const v = await approvedVendor(t, "Edit Studio");
    const proof = await confirmEmail(t, v.vendorId, "editor@test.bihe");
    const first = await postReview(t, v.vendorId, { name: "Gita", rating: 2, text: "Late", proof });
    const second = await postReview(t, v.vendorId, { name: "Gita R.", rating: 5, text: "They made up for it", proof });
    expect(first.json()).toMatchObject({ edited: false });
    expect(second.json()).toMatchObject({ edited: true, id: first.json().id });
    const rows = await rowsOf(v.vendorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, reviewerName: "Gita R.", reviewText: "They made up for it" });
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 1, ratingSum: 5 });
    // Confirming the same address again finds the review to edit.
    const again = await askCode(v.vendorId, "editor@test.bihe");
    const found = await verify(again.json().challengeId, await latestCodeFor(t, "editor@test.bihe"));
    expect(found.json().review).toMatchObject({ id: first.json().id, rating: 5, reviewerName: "Gita R." });
  });

  it("the same email signed in as a customer edits the review it wrote through the QR link", async () => {
    const v = await approvedVendor(t, "Same Person Studio");
    const customer = await t.login("customer");
    const proof = await confirmEmail(t, v.vendorId, customer.email);
    const viaLink = await postReview(t, v.vendorId, { name: "Hari", rating: 3, proof });
    const signedIn = await postReview(t, v.vendorId, { name: "Hari", rating: 4 }, customer.cookie);
    expect(signedIn.json()).toMatchObject({ edited: true, id: viaLink.json().id });
    const mine = await t.request({
      url: `/api/vendors/${v.vendorId}/my-review`,
      method: "POST",
      payload: {},
      cookie: customer.cookie,
    });
    expect(mine.json().review).toMatchObject({ rating: 4, companyName: "Same Person Studio" });
    const list = await t.request({ url: "/api/customer/reviews", cookie: customer.cookie });
    expect(list.json().reviews.map((r: { vendorId: string }) => r.vendorId)).toEqual([v.vendorId]);
  });

  it("parallel submits of one identity leave one review (the unique index and the vendor lock)", async () => {
    const v = await approvedVendor(t, "Parallel Studio");
    const proof = await confirmEmail(t, v.vendorId, "parallel@test.bihe");
    const customer = await t.login("customer");
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => postReview(t, v.vendorId, { name: `P${i}`, rating: (i % 5) + 1, proof })),
      ...Array.from({ length: 4 }, (_, i) => postReview(t, v.vendorId, { name: `C${i}`, rating: 4 }, customer.cookie)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(results.slice(0, 8).filter((r) => !r.json().edited)).toHaveLength(1);
    expect(results.slice(8).filter((r) => !r.json().edited)).toHaveLength(1);
    const rows = await rowsOf(v.vendorId);
    expect(rows).toHaveLength(2);
    const p = await profile(v.vendorId);
    expect(p.reviewCount).toBe(2);
    expect(p.ratingSum).toBe(rows.reduce((s, r) => s + r.rating, 0));
  });
});

describe("'Contacted through Bihe' label", () => {
  it("shows for a customer account that unlocked the vendor; an inquiry's email or a lead's number alone is no label", async () => {
    const v = await approvedVendor(t, "Badge Studio");
    const unlocked = await t.login("customer");
    const inquired = "inquired@test.bihe";
    const lead = await t.login("customer");
    const stranger = await t.login("customer");
    const [inq] = await t.app.db
      .insert(customerInquiries)
      .values({ vendorId: v.vendorId, customerName: "U", customerPhone: "9801111111", promoCode: "BADGE001" })
      .returning();
    await t.app.db
      .insert(contactUnlocks)
      .values({ customerId: unlocked.userId, vendorId: v.vendorId, inquiryId: inq.id, ip: "127.0.0.1" });
    await t.app.db.insert(customerInquiries).values({
      vendorId: v.vendorId,
      customerName: "I",
      customerPhone: "9802222222",
      customerEmail: inquired,
      promoCode: "BADGE002",
    });
    await t.app.db.insert(customerProfiles).values({ userId: lead.userId, fullName: "Lead", phone: "9803333333" });
    await t.app.db
      .insert(leads)
      .values({ vendorId: v.vendorId, name: "Lead", number: "980-3333333", inquiryDate: "2026-11-01" });
    await t.app.db.insert(customerProfiles).values({ userId: stranger.userId, fullName: "S", phone: "9804444444" });

    await postReview(t, v.vendorId, { name: "Unlocked", rating: 5 }, unlocked.cookie);
    await postReview(t, v.vendorId, {
      name: "Inquired",
      rating: 5,
      proof: await confirmEmail(t, v.vendorId, inquired),
    });
    await postReview(t, v.vendorId, { name: "Lead", rating: 5 }, lead.cookie);
    await postReview(t, v.vendorId, { name: "Stranger", rating: 5 }, stranger.cookie);
    const badges = Object.fromEntries(
      (await page(v.vendorId)).reviews.map((r: { reviewerName: string; origin: string | null }) => [
        r.reviewerName,
        r.origin,
      ]),
    );
    expect(badges).toEqual({ Unlocked: "contacted", Inquired: null, Lead: null, Stranger: null });
  });

  it("an unlock after the review earns the label at once (worked out when read)", async () => {
    const v = await approvedVendor(t, "Later Badge Studio");
    const customer = await coupleWithProfile(t, "9805555555");
    await postReview(t, v.vendorId, { name: "Later", rating: 4 }, customer.cookie);
    expect((await page(v.vendorId)).reviews[0].origin).toBeNull();
    // The page is shared for a few seconds; the unlock drops it, so the badge shows on the next read.
    const unlock = await t.request({
      method: "POST",
      url: `/api/vendors/${v.vendorId}/unlock`,
      cookie: customer.cookie,
      payload: {},
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await page(v.vendorId)).reviews[0].origin).toBe("contacted");
  });
});

describe("the vendor's reply", () => {
  it("once, by the reviewed vendor only, shown under the review", async () => {
    const v = await approvedVendor(t, "Reply Studio");
    const w = await approvedVendor(t, "Not Reply Studio");
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Asha", rating: 3 });
    const id = res.json().id;
    const reply = (cookie: string | undefined, text: string) =>
      t.request({ method: "POST", url: `/api/vendor/reviews/${id}/reply`, payload: { text }, cookie });
    expect((await reply(undefined, "Hi")).statusCode).toBe(401);
    expect((await reply(w.cookie, "Not mine")).statusCode).toBe(404);
    expect((await reply(v.cookie, "   ")).statusCode).toBe(400);
    const first = await reply(v.cookie, "Thank you, Asha!");
    expect(first.statusCode, first.body).toBe(201);
    const second = await reply(v.cookie, "Edited thanks");
    expect(second.statusCode).toBe(409);
    expect((await page(v.vendorId)).reviews[0].reply).toMatchObject({ text: "Thank you, Asha!" });
    const ws = (await t.request({ url: "/api/vendor/reviews", cookie: v.cookie })).json();
    expect(ws.reviews[0]).toMatchObject({ status: "published", reply: { text: "Thank you, Asha!" } });
  });

  it("two replies sent at once: one is saved, the other is a 409", async () => {
    const v = await approvedVendor(t, "Reply Race Studio");
    const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: "Race", rating: 4 });
    const sent = await Promise.all(
      ["A", "B", "C"].map((text) =>
        t.request({
          method: "POST",
          url: `/api/vendor/reviews/${res.json().id}/reply`,
          payload: { text },
          cookie: v.cookie,
        }),
      ),
    );
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe("burst from new identities", () => {
  it(`past ${REVIEW_BURST.max} new reviews in the window, new identities are held, an unlock alone too`, async () => {
    const v = await approvedVendor(t, "Burst Studio");
    for (let i = 0; i < REVIEW_BURST.max; i++) {
      const { res } = await reviewAsNewCustomer(t, v.vendorId, { name: `Flood ${i}`, rating: 1 });
      expect(res.json().held).toBe(false);
    }
    const { res: held, customer } = await reviewAsNewCustomer(t, v.vendorId, { name: "Burst", rating: 1 });
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ held: true, status: "held" });
    // Editing a held review keeps it held.
    const edit = await postReview(t, v.vendorId, { name: "Burst", rating: 2 }, customer.cookie);
    expect(edit.json()).toMatchObject({ held: true, edited: true });
    // An unlock alone is not a relationship: held like the rest.
    const real = await t.login("customer");
    const [inq] = await t.app.db
      .insert(customerInquiries)
      .values({ vendorId: v.vendorId, customerName: "R", customerPhone: "9806666666", promoCode: "BURST001" })
      .returning();
    await t.app.db
      .insert(contactUnlocks)
      .values({ customerId: real.userId, vendorId: v.vendorId, inquiryId: inq.id, ip: "1.1.1.1" });
    const unlockOnly = await postReview(t, v.vendorId, { name: "Real", rating: 5 }, real.cookie);
    expect(unlockOnly.json()).toMatchObject({ held: true, status: "held" });
    // The held ones count nowhere.
    expect(await profile(v.vendorId)).toMatchObject({
      reviewCount: REVIEW_BURST.max,
      ratingSum: REVIEW_BURST.max,
    });
    expect((await page(v.vendorId)).reviews.map((r: { reviewerName: string }) => r.reviewerName)).not.toContain(
      "Burst",
    );
    const count = await t.app.db.execute(
      sql`select count(*)::int as n from vendor_reviews where vendor_id = ${v.vendorId}`,
    );
    expect(Number((count.rows[0] as { n: number }).n)).toBe(REVIEW_BURST.max + 2);
  });
});
