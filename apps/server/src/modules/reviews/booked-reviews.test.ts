/**
 * Reviews from bookings (docs/decisions/0019): a review tied to a completed booking is 'Booked through Bihe'
 * and never held; an unlock alone is only 'Contacted through Bihe' and is held in a burst like any new
 * identity (the red team's bombing leaves the rating where it was); vendors never see reviewers' emails; the
 * couple is told of the vendor's reply; the invitation after the last event is sent once, even by two sweeps
 * at the same moment. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { emailOutbox, leadThreads, notifications, vendorProfiles, vendorReviews } from "../../db/schema";
import { inviteReviewers } from "./invitations";
import { REVIEW_BURST } from "./service";
import { confirmEmail, postReview, seedBooking } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = async (id: string) =>
  (await t.app.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, id)))[0];
const page = async (vendorId: string) => (await t.request({ url: `/api/vendors/${vendorId}` })).json();
const unlock = (vendorId: string, cookie: string) =>
  t.request({ method: "POST", url: `/api/vendors/${vendorId}/unlock`, cookie, payload: {} });
const DAY = 24 * 3_600_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const adDate = (d: Date) => d.toISOString().slice(0, 10);

/** Five reviews from last month (24 stars: 4.8), out of any burst window. */
async function establishedVendor(name: string) {
  const v = await approvedVendor(t, name);
  await t.app.db.insert(vendorReviews).values(
    [5, 5, 5, 5, 4].map((rating, i) => ({
      vendorId: v.vendorId,
      rating,
      reviewerName: `Earlier ${i}`,
      identityEmail: `earlier${i}.${v.vendorId}@test.bihe`,
      createdAt: daysAgo(30 + i),
    })),
  );
  return v;
}

describe("the red team's bombing", () => {
  it("thirteen fresh accounts that unlock a decorator and post 1 star within two minutes leave its rating unchanged; a booked couple publishes at once", async () => {
    const v = await establishedVendor("Bombed Decorators");
    const before = await profile(v.vendorId);
    expect(before).toMatchObject({ reviewCount: 5, ratingSum: 24 });

    const bombers = [];
    for (let i = 0; i < 13; i++) {
      const couple = await coupleWithProfile(t, `98${String(10000000 + i).padStart(8, "0")}`, `Bomber ${i}`);
      const unlocked = await unlock(v.vendorId, couple.cookie);
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      bombers.push(couple);
    }
    const posted = await Promise.all(
      bombers.map((b, i) => postReview(t, v.vendorId, { name: `Bomber ${i}`, rating: 1, text: "Terrible" }, b.cookie)),
    );
    for (const res of posted) expect(res.json()).toMatchObject({ held: true, status: "held" });

    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 5, ratingSum: 24 });
    const shown = await page(v.vendorId);
    expect(shown.reviews.map((r: { reviewerName: string }) => r.reviewerName)).not.toContain("Bomber 0");

    // During the burst, a couple whose booking is over is published at once, labelled as booked.
    const couple = await coupleWithProfile(t, "9819999999", "Booked Couple");
    const { bookingId } = await seedBooking(t, {
      vendorId: v.vendorId,
      customerId: couple.userId,
      lastEventDate: adDate(daysAgo(3)),
    });
    const booked = await postReview(t, v.vendorId, { name: "Booked Couple", rating: 5, text: "Lovely" }, couple.cookie);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ held: false, status: "published" });
    const [row] = await t.app.db.select().from(vendorReviews).where(eq(vendorReviews.id, booked.json().id));
    expect(row.bookingId).toBe(bookingId);
    expect(await profile(v.vendorId)).toMatchObject({ reviewCount: 6, ratingSum: 29 });
    const labelled = (await page(v.vendorId)).reviews.find(
      (r: { reviewerName: string }) => r.reviewerName === "Booked Couple",
    );
    expect(labelled.origin).toBe("booked");
  });
});

describe("the unlocks' bar", () => {
  it(`below ${REVIEW_BURST.unlocks} unlocks in the hour a new identity publishes; at it, it is held`, async () => {
    const v = await establishedVendor("Popular Studio");
    for (let i = 0; i < REVIEW_BURST.unlocks - 1; i++) {
      const couple = await coupleWithProfile(t, `98${String(20000000 + i).padStart(8, "0")}`, `Asker ${i}`);
      expect((await unlock(v.vendorId, couple.cookie)).statusCode).toBe(200);
    }
    const early = await postReview(t, v.vendorId, { name: "Early", rating: 4 }, (await t.login("customer")).cookie);
    expect(early.json()).toMatchObject({ held: false });
    const last = await coupleWithProfile(t, "9820999999", "Last Asker");
    expect((await unlock(v.vendorId, last.cookie)).statusCode).toBe(200);
    const late = await postReview(t, v.vendorId, { name: "Late", rating: 4 }, (await t.login("customer")).cookie);
    expect(late.json()).toMatchObject({ held: true });
  });
});

describe("which booking counts", () => {
  it("only a confirmed booking of this couple whose last event day is over; one review per booking", async () => {
    const v = await establishedVendor("Booking Rules Studio");
    // A burst of reviews from new identities first, so whatever is not booked is held.
    for (let i = 0; i < REVIEW_BURST.max; i++) {
      const c = await t.login("customer");
      await postReview(t, v.vendorId, { name: `Flood ${i}`, rating: 3 }, c.cookie);
    }
    const today = await coupleWithProfile(t, "9817000001", "Today");
    await seedBooking(t, { vendorId: v.vendorId, customerId: today.userId, lastEventDate: adDate(daysAgo(-1)) });
    const cancelled = await coupleWithProfile(t, "9817000002", "Cancelled");
    await seedBooking(t, {
      vendorId: v.vendorId,
      customerId: cancelled.userId,
      lastEventDate: adDate(daysAgo(10)),
      status: "cancelled",
    });
    const other = await approvedVendor(t, "Other Studio");
    const elsewhere = await coupleWithProfile(t, "9817000003", "Elsewhere");
    await seedBooking(t, {
      vendorId: other.vendorId,
      customerId: elsewhere.userId,
      lastEventDate: adDate(daysAgo(10)),
    });

    for (const [who, name] of [
      [today, "Today"],
      [cancelled, "Cancelled"],
      [elsewhere, "Elsewhere"],
    ] as const) {
      const res = await postReview(t, v.vendorId, { name, rating: 5 }, who.cookie);
      expect(res.json(), name).toMatchObject({ held: true });
    }

    // The held couple's booking completes later: its next edit ties the review to it and publishes it.
    const later = await coupleWithProfile(t, "9817000004", "Later");
    const first = await postReview(t, v.vendorId, { name: "Later", rating: 4 }, later.cookie);
    expect(first.json()).toMatchObject({ held: true });
    const { bookingId } = await seedBooking(t, {
      vendorId: v.vendorId,
      customerId: later.userId,
      lastEventDate: adDate(daysAgo(2)),
    });
    const edited = await postReview(t, v.vendorId, { name: "Later", rating: 5 }, later.cookie);
    expect(edited.json()).toMatchObject({ id: first.json().id, edited: true, held: false, status: "published" });
    // Now public, so the vendor is told, as of a new review.
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, v.userId), eq(notifications.kind, "review_received")));
    expect(told.filter((n) => (n.data as { reviewerName?: string }).reviewerName === "Later")).toHaveLength(1);
    const again = await postReview(t, v.vendorId, { name: "Later", rating: 4 }, later.cookie);
    expect(again.json()).toMatchObject({ id: first.json().id, edited: true, status: "published" });
    const rows = await t.app.db.select().from(vendorReviews).where(eq(vendorReviews.bookingId, bookingId));
    expect(rows).toHaveLength(1);
  });
});

describe("a booked couple signed out", () => {
  it("confirming its account's email with a code on the review page counts its booking the same", async () => {
    const v = await establishedVendor("Signed Out Studio");
    for (let i = 0; i < REVIEW_BURST.max; i++) {
      const c = await t.login("customer");
      await postReview(t, v.vendorId, { name: `Flood ${i}`, rating: 2 }, c.cookie);
    }
    const couple = await coupleWithProfile(t, "9817100001", "Signed Out");
    const { bookingId } = await seedBooking(t, {
      vendorId: v.vendorId,
      customerId: couple.userId,
      lastEventDate: adDate(daysAgo(4)),
    });
    const res = await postReview(t, v.vendorId, {
      name: "Signed Out",
      rating: 5,
      proof: await confirmEmail(t, v.vendorId, couple.email),
    });
    expect(res.json()).toMatchObject({ held: false, status: "published" });
    const [row] = await t.app.db.select().from(vendorReviews).where(eq(vendorReviews.id, res.json().id));
    expect(row.bookingId).toBe(bookingId);
  });
});

describe("what the vendor sees", () => {
  it("no reviewer's email in any vendor answer; the admin's queue has it", async () => {
    const v = await approvedVendor(t, "Private Emails Studio");
    const couple = await coupleWithProfile(t, "9818000001", "Private");
    const res = await postReview(t, v.vendorId, { name: "Private", rating: 4, text: "Fine" }, couple.cookie);
    expect(res.statusCode).toBe(201);
    // Held, so it is in the admin's queue too.
    await t.app.db.update(vendorReviews).set({ status: "held" }).where(eq(vendorReviews.id, res.json().id));
    for (const url of ["/api/vendor/reviews", "/api/vendor/day"]) {
      const answer = await t.request({ url, cookie: v.cookie });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toContain(couple.email);
    }
    const admin = await t.login("admin");
    const queue = await t.request({ url: "/api/admin/reviews", cookie: admin.cookie });
    expect(queue.body).toContain(couple.email.toLowerCase());
  });
});

describe("the vendor's reply", () => {
  it("tells the couple in the app and by email", async () => {
    const v = await approvedVendor(t, "Replying Studio");
    const couple = await coupleWithProfile(t, "9818000002", "Told Couple");
    const review = await postReview(t, v.vendorId, { name: "Told Couple", rating: 5 }, couple.cookie);
    const reply = await t.request({
      method: "POST",
      url: `/api/vendor/reviews/${review.json().id}/reply`,
      payload: { text: "Thank you both!" },
      cookie: v.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const list = await t.request({ url: "/api/notifications", cookie: couple.cookie });
    expect(list.json().items[0]).toMatchObject({
      kind: "review_replied",
      data: { vendorName: "Replying Studio", excerpt: "Thank you both!" },
      link: "/customer-dashboard?tab=reviews",
    });
    await t.app.notifications.run(new Date());
    const mail = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, couple.email));
    expect(mail.map((m) => m.subject)).toContainEqual(
      expect.stringContaining("Replying Studio replied to your review"),
    );
  });
});

describe("the vendor's reply to a reviewer without an account", () => {
  it("emails the confirmed address, in both languages, with the vendor's page", async () => {
    const v = await approvedVendor(t, "Replying QR Studio");
    const email = "qr.reviewer@test.bihe";
    const review = await postReview(t, v.vendorId, {
      name: "QR Reviewer",
      rating: 4,
      proof: await confirmEmail(t, v.vendorId, email),
    });
    expect(review.statusCode, review.body).toBe(201);
    const reply = await t.request({
      method: "POST",
      url: `/api/vendor/reviews/${review.json().id}/reply`,
      payload: { text: "Thanks for the kind words" },
      cookie: v.cookie,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const mail = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const told = mail.filter((m) => m.subject.includes("replied to your review"));
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain("Thanks for the kind words");
    expect(told[0].body).toContain(`/vendor/${v.vendorId}`);
    expect(told[0].subject).toContain("जवाफ");
  });
});

describe("the review invitation", () => {
  it("after the last event day (Nepal time), once per booking even when two sweeps run at the same moment", async () => {
    const v = await approvedVendor(t, "Inviting Studio");
    const couple = await coupleWithProfile(t, "9818000003", "Invited Couple");
    // 2027-03-10 06:00 Nepal time.
    const now = new Date("2027-03-10T00:15:00Z");
    const done = await seedBooking(t, { vendorId: v.vendorId, customerId: couple.userId, lastEventDate: "2027-03-09" });
    const notYet = await seedBooking(t, {
      vendorId: v.vendorId,
      customerId: couple.userId,
      lastEventDate: "2027-03-10",
    });
    const walkIn = await seedBooking(t, { vendorId: v.vendorId, customerId: null, lastEventDate: "2027-03-01" });
    await t.app.db
      .insert(leadThreads)
      .values({ leadId: walkIn.leadId, vendorId: v.vendorId, clientEmail: "walkin.client@test.bihe" });

    const sweep = () => inviteReviewers(t.app.db, t.app.mailer, { baseUrl: "http://localhost:3000", now });
    await Promise.all([sweep(), sweep()]);
    await sweep();
    await t.app.notifications.run(now);
    await t.app.notifications.run(now);

    const invited = await t.app.db.execute(
      sql`select id, review_invited_at as "at" from bookings where vendor_id = ${v.vendorId}`,
    );
    const at = Object.fromEntries((invited.rows as { id: string; at: unknown }[]).map((r) => [r.id, r.at != null]));
    expect(at).toEqual({ [done.bookingId]: true, [notYet.bookingId]: false, [walkIn.bookingId]: true });

    const notes = await t.app.db.select().from(notifications).where(eq(notifications.userId, couple.userId));
    expect(notes.filter((n) => n.kind === "review_invitation")).toHaveLength(1);
    expect(notes.find((n) => n.kind === "review_invitation")?.link).toBe(`/review/${v.vendorId}`);
    const coupleMail = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, couple.email));
    expect(coupleMail.filter((m) => m.subject.includes("How was Inviting Studio"))).toHaveLength(1);
    const walkInMail = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "walkin.client@test.bihe"));
    expect(walkInMail).toHaveLength(1);
    expect(walkInMail[0].body).toContain(`http://localhost:3000/review/${v.vendorId}`);
  });
});
