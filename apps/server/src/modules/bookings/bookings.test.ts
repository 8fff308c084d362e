import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DATE_TAKEN_CODE, PAYMENT_AMOUNT_MESSAGE, paymentOverBalanceMessage } from "@bihe/shared";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accept, coupleLead, pay, sentQuotation, walkInLead } from "../../../test/booking-fixtures";
import { ad, type CalendarVendor, calendarVendor, fullDates, leadOn, moveLead } from "../../../test/calendar-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { bookings, emailOutbox, leadHistory, leadMessages, leads, notifications, quotations } from "../../db/schema";
import { listBookings } from "./queries";
import { buildReceiptPdf } from "./receipt-pdf";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: "GET", url, cookie });
const notified = async (userId: string, kind: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));

describe("a couple accepts a sent quotation", () => {
  it("makes one booking: quotation accepted with name, time, address and account; lead Won; date full; card; emails", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Sita Sharma", ["2083-10-05", "2083-10-06"]);
    const qid = await sentQuotation(t, v, leadId);
    const res = await accept(t, couple.cookie, qid, "  Sita Sharma ");
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId } = res.json();

    const [q] = await t.app.db.select().from(quotations).where(eq(quotations.id, qid));
    expect(q).toMatchObject({ status: "accepted", acceptedName: "Sita Sharma", acceptedUserId: couple.userId });
    expect(q!.acceptedIp).toBeTruthy();
    expect(q!.acceptedAt).toBeInstanceOf(Date);

    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({
      leadId,
      quotationId: qid,
      customerId: couple.userId,
      total: 100_000,
      status: "confirmed",
    });
    expect(b!.lastEventDate).toBe(ad("2083-10-06"));

    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "won", totalAmount: 100_000, advanceAmount: 0 });
    const [history] = await t.app.db
      .select()
      .from(leadHistory)
      .where(eq(leadHistory.leadId, leadId))
      .orderBy(desc(leadHistory.id))
      .limit(1);
    expect(history).toMatchObject({ fromStatus: "inquiry", toStatus: "won", changedBy: couple.userId });
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-10-05"), ad("2083-10-06")]);

    const cards = await t.app.db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId));
    expect(cards.map((c) => [c.kind, c.author, c.quotationId])).toEqual([["accepted", "client", qid]]);

    const [vendorNote] = await notified(v.userId, "quotation_accepted");
    expect(vendorNote).toMatchObject({ link: `/vendor-bookings/${bookingId}`, emailState: "none" });
    const [coupleNote] = await notified(couple.userId, "booking_confirmed");
    expect(coupleNote?.link).toBe(`/customer-dashboard?tab=bookings&booking=${bookingId}`);
    // The vendor's "date filled" notice fires as with any Won lead.
    expect((await notified(v.userId, "date_filled")).length).toBe(2);

    const mails = await t.app.db.select().from(emailOutbox);
    const toCouple = mails.find((m) => m.toAddress === couple.email);
    expect(toCouple?.subject).toMatch(/Your booking with Studio .* is confirmed/);
    expect(toCouple?.body).toContain(`/customer-dashboard?tab=bookings&booking=${bookingId}`);
    expect(toCouple?.attachments).toEqual([
      { filename: "quotation-v1-en.pdf", document: { kind: "quotation", id: qid, lang: "en" } },
    ]);
    const vendorMail = mails.find((m) => m.subject.startsWith("Sita Sharma accepted your quotation"));
    expect(vendorMail?.attachments?.[0]?.document.id).toBe(qid);

    // The couple reads it with its schedule.
    const detail = await get(`/api/customer/bookings/${bookingId}`, couple.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      total: 100_000,
      paid: 0,
      balance: 100_000,
      acceptedName: "Sita Sharma",
      installments: [
        { label: "Advance to confirm", amount: 30_000, paid: 0, left: 30_000 },
        { label: "On the day", amount: 70_000, left: 70_000, dueDate: null },
      ],
    });
  });

  it("accepting twice, in a row or at once, gives the one booking", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Twice", ["2083-10-10"]);
    const qid = await sentQuotation(t, v, leadId);
    const answers = await Promise.all([accept(t, couple.cookie, qid), accept(t, couple.cookie, qid)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().bookingId).toBe(answers[1]!.json().bookingId);
    const again = await accept(t, couple.cookie, qid);
    expect(again.json().bookingId).toBe(answers[0]!.json().bookingId);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.leadId, leadId))).toHaveLength(1);
    const cards = await t.app.db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId));
    expect(cards).toHaveLength(1);
  });

  it("only the latest sent, unexpired version can be accepted; a draft is not found", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Versions", ["2083-10-11"]);
    const old = await sentQuotation(t, v, leadId, { version: 1, status: "superseded" });
    const expired = await sentQuotation(t, v, leadId, { version: 2, validUntil: "2026-01-01" });
    const draft = await sentQuotation(t, v, leadId, { version: 3, status: "draft" });
    expect((await accept(t, couple.cookie, old)).json().error.message).toBe(
      "This quotation can no longer be accepted or declined",
    );
    const res = await accept(t, couple.cookie, expired);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This quotation has expired; ask the vendor for a new one");
    expect((await accept(t, couple.cookie, draft)).statusCode).toBe(404);
    const latest = await sentQuotation(t, v, leadId, { version: 4 });
    // A sent version 2 is older than the sent version 4: only 4 is open.
    await t.app.db.update(quotations).set({ validUntil: null }).where(eq(quotations.id, expired));
    expect((await accept(t, couple.cookie, expired)).statusCode).toBe(409);
    expect((await accept(t, couple.cookie, latest)).statusCode).toBe(200);
  });

  it("a full date is a 409 the client cannot override: the quotation stays sent, the lead is not Won", async () => {
    const v = await calendarVendor(t);
    const other = await leadOn(t, v, "Already booked", ["2083-10-15"]);
    expect((await moveLead(t, v, other, "won")).statusCode).toBe(200);
    const { leadId, couple } = await coupleLead(t, v, "Too late", ["2083-10-15"]);
    const qid = await sentQuotation(t, v, leadId);
    const res = await accept(t, couple.cookie, qid);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(DATE_TAKEN_CODE);
    expect(res.json().error.message).toMatch(
      /^The vendor is already fully booked on \d+ Magh 2083; please contact them/,
    );
    const [q] = await t.app.db.select().from(quotations).where(eq(quotations.id, qid));
    expect(q?.status).toBe("sent");
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.status).toBe("inquiry");
  });

  it("nobody else can accept: another couple, a vendor, a stranger, a wrong token", async () => {
    const v = await calendarVendor(t);
    const { leadId } = await coupleLead(t, v, "Mine", ["2083-10-20"]);
    const qid = await sentQuotation(t, v, leadId);
    const other = await t.login("customer");
    expect((await accept(t, other.cookie, qid)).statusCode).toBe(404);
    expect((await accept(t, v.cookie, qid)).statusCode).toBe(403);
    const anon = await t.request({
      method: "POST",
      url: `/api/customer/quotations/${qid}/accept`,
      payload: { name: "X" },
    });
    expect(anon.statusCode).toBe(401);
    const wrong = await t.request({
      method: "POST",
      url: `/api/client/${"A".repeat(43)}/quotations/${qid}/accept`,
      payload: { name: "X" },
    });
    expect(wrong.statusCode).toBe(404);
    const empty = await accept(t, (await t.login("customer")).cookie, qid, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ name: "Please type your name to accept" });
  });
});

describe("a walk-in client answers through its private link", () => {
  it("accepts: booking without an account, email to the link's address with the link", async () => {
    const v = await calendarVendor(t);
    const walkIn = await walkInLead(t, v, "Walk In", ["2083-10-21"]);
    const qid = await sentQuotation(t, v, walkIn.leadId);
    const res = await t.request({
      method: "POST",
      url: `/api/client/${walkIn.token}/quotations/${qid}/accept`,
      payload: { name: "Walk In" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [q] = await t.app.db.select().from(quotations).where(eq(quotations.id, qid));
    expect(q).toMatchObject({ status: "accepted", acceptedUserId: null, acceptedName: "Walk In" });
    const mail = (await t.app.db.select().from(emailOutbox)).find((m) => m.toAddress === walkIn.email);
    expect(mail?.body).toContain(`/c/${walkIn.token}`);
    expect(mail?.body).toContain("बुकिङ पक्का भयो");
    const booking = await get(`/api/client/${walkIn.token}/booking`);
    expect(booking.statusCode).toBe(200);
    expect(booking.json().id).toBe(res.json().bookingId);
    expect((await get(`/api/client/${"B".repeat(43)}/booking`)).statusCode).toBe(404);
  });

  it("declines with a reason: declined, a 'declined' card, the vendor told; then it cannot be accepted", async () => {
    const v = await calendarVendor(t);
    const walkIn = await walkInLead(t, v, "Declining", ["2083-10-22"]);
    const qid = await sentQuotation(t, v, walkIn.leadId);
    const url = `/api/client/${walkIn.token}/quotations/${qid}/decline`;
    const long = await t.request({ method: "POST", url, payload: { reason: "x".repeat(501) } });
    expect(long.statusCode).toBe(400);
    const res = await t.request({ method: "POST", url, payload: { reason: "We chose a studio nearer home" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ quotationId: qid, status: "declined" });
    const [q] = await t.app.db.select().from(quotations).where(eq(quotations.id, qid));
    expect(q).toMatchObject({ status: "declined", declineReason: "We chose a studio nearer home" });
    const cards = await t.app.db.select().from(leadMessages).where(eq(leadMessages.leadId, walkIn.leadId));
    expect(cards.map((c) => c.kind)).toEqual(["declined"]);
    const [note] = await notified(v.userId, "quotation_declined");
    expect(note?.data).toMatchObject({ clientName: "Declining", reason: "We chose a studio nearer home" });
    const acc = await t.request({
      method: "POST",
      url: `/api/client/${walkIn.token}/quotations/${qid}/accept`,
      payload: { name: "Declining" },
    });
    expect(acc.statusCode).toBe(409);
  });
});

async function bookedCouple(v: CalendarVendor, name: string, bsDate: string, advanceDue?: string) {
  const { leadId, couple } = await coupleLead(t, v, name, [bsDate]);
  const qid = await sentQuotation(t, v, leadId, { advanceDue });
  const res = await accept(t, couple.cookie, qid);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { leadId, couple, bookingId: res.json().bookingId as string };
}

describe("payments and receipts", () => {
  it("fill the installments in order, keep the lead's advance, refuse more than the balance", async () => {
    const v = await calendarVendor(t);
    const { bookingId, leadId } = await bookedCouple(v, "Paying", "2083-11-01");
    const zero = await pay(t, v, bookingId, { amount: 0 });
    expect(zero.json().error.fields).toEqual({ amount: PAYMENT_AMOUNT_MESSAGE });
    const first = await pay(t, v, bookingId, { amount: 40_000, reference: "ESW-123" });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body.payment).toMatchObject({ amount: 40_000, method: "esewa", reference: "ESW-123", receiptNo: 1 });
    expect(body.booking).toMatchObject({ paid: 40_000, balance: 60_000 });
    expect(
      body.booking.installments.map((i: { paid: number; left: number; state: string }) => [i.paid, i.left, i.state]),
    ).toEqual([
      [30_000, 0, "paid"],
      [10_000, 60_000, "part_paid"],
    ]);
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ totalAmount: 100_000, advanceAmount: 40_000 });
    const over = await pay(t, v, bookingId, { amount: 60_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(paymentOverBalanceMessage(60_000));
    const future = await pay(t, v, bookingId, { amount: 1, paidOn: "2099-01-01" });
    expect(future.statusCode).toBe(400);
    const badMethod = await pay(t, v, bookingId, { amount: 1, method: "bitcoin" });
    expect(badMethod.statusCode).toBe(400);
    expect((await pay(t, v, bookingId, { amount: 1, reference: "r".repeat(101) })).statusCode).toBe(400);
    const second = await pay(t, v, bookingId, { amount: 60_000, method: "cash" });
    expect(second.json().payment.receiptNo).toBe(2);
    expect(second.json().booking.installments.every((i: { state: string }) => i.state === "paid")).toBe(true);
  });

  it("a double submit records one payment", async () => {
    const v = await calendarVendor(t);
    const { bookingId } = await bookedCouple(v, "Double", "2083-11-02");
    const requestId = crypto.randomUUID();
    const answers = await Promise.all([
      pay(t, v, bookingId, { amount: 5_000, requestId }),
      pay(t, v, bookingId, { amount: 5_000, requestId }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().payment.id).toBe(answers[1]!.json().payment.id);
    const detail = await get(`/api/vendor/bookings/${bookingId}`, v.cookie);
    expect(detail.json().payments).toHaveLength(1);
  });

  it("only the booking's vendor records or reads; the couple reads its own; receipts are PDFs", async () => {
    const v = await calendarVendor(t);
    const vendorB = await calendarVendor(t);
    const { bookingId, couple } = await bookedCouple(v, "Scoped", "2083-11-03");
    const paid = await pay(t, v, bookingId, { amount: 1_000 });
    const paymentId = paid.json().payment.id;
    expect((await pay(t, vendorB, bookingId, { amount: 1_000 })).statusCode).toBe(404);
    expect((await get(`/api/vendor/bookings/${bookingId}`, vendorB.cookie)).statusCode).toBe(404);
    expect((await get("/api/vendor/bookings", vendorB.cookie)).json().items).toEqual([]);
    const other = await t.login("customer");
    expect((await get(`/api/customer/bookings/${bookingId}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await get(`/api/customer/bookings/${bookingId}/payments/${paymentId}/receipt`, other.cookie)).statusCode,
    ).toBe(404);
    const mine = await get(`/api/customer/bookings/${bookingId}/payments/${paymentId}/receipt?lang=ne`, couple.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    const vendorReceipt = await get(`/api/vendor/bookings/${bookingId}/payments/${paymentId}/receipt`, v.cookie);
    expect(vendorReceipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (await get(`/api/vendor/bookings/${bookingId}/payments/${paymentId}/receipt`, vendorB.cookie)).statusCode,
    ).toBe(404);
    const list = await get("/api/customer/bookings", couple.cookie);
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([bookingId]);
  });

  it("cancelling frees the dates (lead Lost), tells the couple, and takes no more payments", async () => {
    const v = await calendarVendor(t);
    const { bookingId, leadId, couple } = await bookedCouple(v, "Cancelled", "2083-11-04");
    expect(await fullDates(t, v.vendorId)).toContain(ad("2083-11-04"));
    const res = await t.request({ method: "POST", url: `/api/vendor/bookings/${bookingId}/cancel`, cookie: v.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("cancelled");
    expect(await fullDates(t, v.vendorId)).not.toContain(ad("2083-11-04"));
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.status).toBe("lost");
    expect(await notified(couple.userId, "booking_cancelled")).toHaveLength(1);
    const after = await pay(t, v, bookingId, { amount: 100 });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe("This booking is cancelled; no payment can be recorded on it");
    const other = await calendarVendor(t);
    expect(
      (await t.request({ method: "POST", url: `/api/vendor/bookings/${bookingId}/cancel`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the list of bookings", () => {
  it("puts confirmed before cancelled, the upcoming soonest first, then the past latest first", async () => {
    const v = await calendarVendor(t);
    const later = await bookedCouple(v, "Later", "2083-12-10");
    const sooner = await bookedCouple(v, "Sooner", "2083-11-15");
    const cancelled = await bookedCouple(v, "Cancelled", "2083-11-20");
    const res = await t.request({
      method: "POST",
      url: `/api/vendor/bookings/${cancelled.bookingId}/cancel`,
      cookie: v.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = async (now: Date) =>
      (await listBookings(t.app.db, { vendorId: v.vendorId }, now)).items.map((b) => b.id);
    expect(await order(new Date())).toEqual([sooner.bookingId, later.bookingId, cancelled.bookingId]);
    // Once 'Sooner' is over, the upcoming one leads and the finished one follows.
    const afterSooner = new Date(`${ad("2083-11-25")}T06:00:00Z`);
    expect(await order(afterSooner)).toEqual([later.bookingId, sooner.bookingId, cancelled.bookingId]);
  });
});

describe("the receipt PDF", () => {
  const text = async (lang: "en" | "ne") => {
    const bytes = await buildReceiptPdf(
      {
        receiptNo: 7,
        vendorName: "Lumbini Studio",
        vatPanNumber: "301234567",
        clientName: "Sita Sharma",
        amount: 30_000,
        method: "esewa",
        reference: "ESW-991",
        paidOn: "2026-11-20",
        total: 113_000,
        paidSoFar: 45_000,
      },
      lang,
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "receipt-")), `r-${lang}.pdf`);
    fs.writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
  };

  it("says everything in English", async () => {
    const out = await text("en");
    for (const s of [
      "Payment receipt",
      "Receipt no.",
      "7",
      "Lumbini Studio",
      "PAN/VAT: 301234567",
      "Sita Sharma",
      "Rs. 30,000",
      "eSewa",
      "ESW-991",
      "4 Mangsir 2083",
      "Rs. 1,13,000",
      "Rs. 45,000",
      "Rs. 68,000",
    ]) {
      expect(out).toContain(s);
    }
  });

  it("says it in Nepali with Devanagari digits and the BS date", async () => {
    const out = await text("ne");
    // pdftotext writes the vowel sign ि before its consonant as drawn, so the words checked have none.
    for (const s of [
      "भुक्तानी",
      "प्राप्त रकम",
      "माध्यम",
      "इसेवा",
      "रु. ३०,०००",
      "रु. १,१३,०००",
      "रु. ६८,०००",
      "२०८३",
      "बाँकी रकम",
    ]) {
      expect(out).toContain(s);
    }
  });
});

describe("booking again after a cancellation", () => {
  it("a new version accepted on the lead confirms its booking again; what was paid counts toward the new total", async () => {
    const v = await calendarVendor(t);
    const { bookingId, leadId, couple } = await bookedCouple(v, "Rebooked", "2083-11-20");
    expect((await pay(t, v, bookingId, { amount: 10_000 })).statusCode).toBe(201);
    await t.request({ method: "POST", url: `/api/vendor/bookings/${bookingId}/cancel`, cookie: v.cookie });
    // The vendor reopens the lead and sends version 2; the couple accepts it.
    await t.app.db.update(quotations).set({ status: "superseded" }).where(eq(quotations.leadId, leadId));
    const v2 = await sentQuotation(t, v, leadId, { version: 2, unitPrice: 90_000 });
    const res = await accept(t, couple.cookie, v2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookingId).toBe(bookingId);
    const detail = (await get(`/api/vendor/bookings/${bookingId}`, v.cookie)).json();
    expect(detail).toMatchObject({
      status: "confirmed",
      quotationVersion: 2,
      total: 90_000,
      paid: 10_000,
      balance: 80_000,
    });
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "won", totalAmount: 90_000, advanceAmount: 10_000 });
    expect(await fullDates(t, v.vendorId)).toContain(ad("2083-11-20"));
  });
});
