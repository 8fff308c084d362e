/**
 * The vendor's day: each list holds what needs the vendor's action and nothing else (read, expired, draft,
 * later, lost, replied or held rows stay out), its first few items and the full count; a vendor sees only
 * its own; couples and strangers are refused.
 */
import { DAY_LIST_MAX, todayAdInNepal, type VendorDay } from "@bihe/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  bookingPayments,
  bookings,
  leadEvents,
  leads,
  leadThreads,
  quotations,
  reviewReplies,
  vendorReviews,
} from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayAdInNepal();
const plus = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function lead(vendorId: string, name: string, status: "inquiry" | "quotation_sent" | "won" | "lost" = "won") {
  const [row] = await t.app.db
    .insert(leads)
    .values({ vendorId, name, number: "9841000000", inquiryDate: today, status })
    .returning({ id: leads.id });
  return row.id;
}

async function quotation(
  vendorId: string,
  leadId: string,
  version: number,
  status: "draft" | "sent" | "accepted",
  validUntil: string | null,
  schedule = [{ label: "Full", amount: 50000, dueDate: null as string | null }],
) {
  const [row] = await t.app.db
    .insert(quotations)
    .values({
      vendorId,
      leadId,
      version,
      status,
      items: [{ description: "Coverage", quantity: 1, unitPrice: 50000 }],
      schedule,
      subtotal: 50000,
      total: 50000,
      validUntil,
      sentAt: status === "draft" ? null : new Date(),
    })
    .returning({ id: quotations.id });
  return row.id;
}

const day = (cookie?: string) => t.request({ url: "/api/vendor/day", cookie });

describe("the vendor's day", () => {
  it("lists what needs action, one list each, and only the vendor's own", async () => {
    const a = await approvedVendor(t, "Busy Day Studio");
    const b = await approvedVendor(t, "Quiet Day Studio");

    // Messages: the client wrote last and the vendor has not read it; a read one and one the vendor wrote stay out.
    const unanswered = await lead(a.vendorId, "Unanswered Asha", "inquiry");
    const read = await lead(a.vendorId, "Read Bina", "inquiry");
    const mine = await lead(a.vendorId, "Mine Chandra", "inquiry");
    await t.app.db.insert(leadThreads).values([
      { leadId: unanswered, vendorId: a.vendorId, lastMessageAt: minutesAgo(5), lastMessageBy: "client" },
      {
        leadId: read,
        vendorId: a.vendorId,
        lastMessageAt: minutesAgo(30),
        lastMessageBy: "client",
        vendorReadAt: minutesAgo(1),
      },
      { leadId: mine, vendorId: a.vendorId, lastMessageAt: minutesAgo(10), lastMessageBy: "vendor" },
    ]);

    // Quotations: sent and still valid; an expired one and a draft stay out.
    const waiting = await lead(a.vendorId, "Waiting Deepa", "quotation_sent");
    await quotation(a.vendorId, waiting, 1, "sent", plus(10));
    const expired = await lead(a.vendorId, "Expired Eka", "quotation_sent");
    await quotation(a.vendorId, expired, 1, "sent", plus(-1));
    await quotation(a.vendorId, expired, 2, "draft", null);

    // A booking: the advance is overdue and part paid, the second due in three days, the last next month.
    const booked = await lead(a.vendorId, "Booked Gita", "won");
    const q = await quotation(a.vendorId, booked, 1, "accepted", null, [
      { label: "Advance", amount: 15000, dueDate: plus(-2) },
      { label: "Second", amount: 20000, dueDate: plus(3) },
      { label: "Final", amount: 15000, dueDate: plus(30) },
    ]);
    const [booking] = await t.app.db
      .insert(bookings)
      .values({ leadId: booked, quotationId: q, vendorId: a.vendorId, total: 50000, lastEventDate: plus(2) })
      .returning({ id: bookings.id });
    await t.app.db.insert(bookingPayments).values({
      bookingId: booking.id,
      vendorId: a.vendorId,
      amount: 5000,
      paidOn: today,
      method: "cash",
      receiptNo: 1,
      requestId: crypto.randomUUID(),
    });

    // Events: the Won lead's event in two days; one in ten days and a lost lead's event stay out.
    const lost = await lead(a.vendorId, "Lost Hari", "lost");
    await t.app.db.insert(leadEvents).values([
      { leadId: booked, eventName: "Wedding", eventDate: plus(2), startTime: "10:00" },
      { leadId: booked, eventName: "Reception", eventDate: plus(10) },
      { leadId: lost, eventName: "Wedding", eventDate: plus(1) },
    ]);

    // Reviews: published without a reply; a replied one and a held one stay out.
    const couple = await coupleWithProfile(t, "9812000001", "Reviewer Ila");
    const [open, replied] = await t.app.db
      .insert(vendorReviews)
      .values([
        { vendorId: a.vendorId, rating: 5, reviewerName: "Open Ila", identityEmail: couple.email },
        { vendorId: a.vendorId, rating: 4, reviewerName: "Replied Jamuna", identityEmail: "jamuna@test.bihe" },
        {
          vendorId: a.vendorId,
          rating: 1,
          reviewerName: "Held Kamal",
          identityEmail: "kamal@test.bihe",
          status: "held",
        },
      ])
      .returning({ id: vendorReviews.id });
    await t.app.db.insert(reviewReplies).values({ reviewId: replied.id, text: "Thanks" });

    const res = await day(a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as VendorDay;
    expect(body.today).toBe(today);
    expect(body.messages).toEqual({
      total: 1,
      items: [{ leadId: unanswered, clientName: "Unanswered Asha", at: expect.any(String) }],
    });
    expect(body.quotations).toMatchObject({
      total: 1,
      items: [{ leadId: waiting, clientName: "Waiting Deepa", version: 1, total: 50000, validUntil: plus(10) }],
    });
    expect(body.installments).toEqual({
      total: 2,
      items: [
        {
          bookingId: booking.id,
          leadId: booked,
          clientName: "Booked Gita",
          label: "Advance",
          left: 10000,
          dueDate: plus(-2),
          overdue: true,
        },
        {
          bookingId: booking.id,
          leadId: booked,
          clientName: "Booked Gita",
          label: "Second",
          left: 20000,
          dueDate: plus(3),
          overdue: false,
        },
      ],
    });
    expect(body.events).toEqual({
      total: 1,
      items: [
        { leadId: booked, clientName: "Booked Gita", eventName: "Wedding", eventDate: plus(2), startTime: "10:00" },
      ],
    });
    expect(body.reviews).toMatchObject({
      total: 1,
      items: [{ reviewId: open.id, reviewerName: "Open Ila", rating: 5 }],
    });
    // Never a reviewer's email.
    expect(res.body).not.toContain(couple.email);

    // Vendor B sees none of it.
    const other = (await day(b.cookie)).json() as VendorDay;
    for (const list of ["messages", "quotations", "installments", "events", "reviews"] as const) {
      expect(other[list], list).toEqual({ total: 0, items: [] });
    }
  });

  it("keeps the first few of a long list and counts them all", async () => {
    const v = await approvedVendor(t, "Many Reviews Studio");
    await t.app.db.insert(vendorReviews).values(
      Array.from({ length: DAY_LIST_MAX + 3 }, (_, i) => ({
        vendorId: v.vendorId,
        rating: 5,
        reviewerName: `Reviewer ${i}`,
        identityEmail: `many${i}@test.bihe`,
      })),
    );
    const body = (await day(v.cookie)).json() as VendorDay;
    expect(body.reviews.items).toHaveLength(DAY_LIST_MAX);
    expect(body.reviews.total).toBe(DAY_LIST_MAX + 3);
  });

  it("refuses strangers and couples; an admin has no vendor of its own", async () => {
    expect((await day()).statusCode).toBe(401);
    expect((await day((await t.login("customer")).cookie)).statusCode).toBe(403);
    expect((await day((await t.login("admin")).cookie)).statusCode).toBe(404);
  });
});
