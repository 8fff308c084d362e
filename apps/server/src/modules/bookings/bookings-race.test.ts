import { DATE_TAKEN_CODE } from "@bihe/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accept, coupleLead, pay, sentQuotation } from "../../../test/booking-fixtures";
import { ad, calendarVendor, fullDates } from "../../../test/calendar-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { bookingPayments, bookings, quotations } from "../../db/schema";

/**
 * Acceptance and payments as the database sees them when requests overlap: runs on PGlite and on
 * PostgreSQL (POSTGRES_SUBJECTS), where they really run at the same time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("two quotations of two leads racing for the last slot of a date", () => {
  it("one is accepted, the other gets 409 and stays sent: never a double booking", async () => {
    const v = await calendarVendor(t);
    let bWon = false;
    for (const [round, date] of ["2083-10-05", "2083-10-06", "2083-10-07"].entries()) {
      const a = await coupleLead(t, v, `Couple A${round}`, [date]);
      const b = await coupleLead(t, v, `Couple B${round}`, [date, "2083-10-28"]);
      const qa = await sentQuotation(t, v, a.leadId);
      const qb = await sentQuotation(t, v, b.leadId);
      const answers = await Promise.all([accept(t, a.couple.cookie, qa), accept(t, b.couple.cookie, qb)]);
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join("\n")).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409)!;
      expect(refused.json().error.code).toBe(DATE_TAKEN_CODE);
      const { rows } = await t.app.db.execute<{ n: number }>(sql`
        select count(*)::int as n from bookings b join lead_events e on e.lead_id = b.lead_id
        where b.vendor_id = ${v.vendorId} and e.event_date = ${ad(date)}::date`);
      expect(Number(rows[0]?.n)).toBe(1);
      const statuses = await t.app.db.select({ s: quotations.status }).from(quotations).where(eq(quotations.id, qa));
      const statusesB = await t.app.db.select({ s: quotations.status }).from(quotations).where(eq(quotations.id, qb));
      expect([statuses[0]!.s, statusesB[0]!.s].sort()).toEqual(["accepted", "sent"]);
      bWon ||= statusesB[0]!.s === "accepted";
    }
    // Either couple may win a round; a won B also fills its second date (then every later B is refused).
    const full = ["2083-10-05", "2083-10-06", "2083-10-07", ...(bWon ? ["2083-10-28"] : [])];
    expect(await fullDates(t, v.vendorId)).toEqual(full.map(ad));
  });

  it("the same quotation accepted five times at once makes one booking", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Many clicks", ["2083-10-09"]);
    const qid = await sentQuotation(t, v, leadId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(t, couple.cookie, qid)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().bookingId)).size).toBe(1);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.leadId, leadId))).toHaveLength(1);
  });
});

describe("payments recorded at the same time", () => {
  it("a double submit is one payment; receipts of one vendor are numbered without gaps or duplicates", async () => {
    const v = await calendarVendor(t);
    const booked = [];
    for (const [i, date] of ["2083-11-10", "2083-11-11", "2083-11-12"].entries()) {
      const { leadId, couple } = await coupleLead(t, v, `Payer ${i}`, [date]);
      const res = await accept(t, couple.cookie, await sentQuotation(t, v, leadId));
      booked.push(res.json().bookingId as string);
    }
    const requestId = crypto.randomUUID();
    const twice = await Promise.all([
      pay(t, v, booked[0]!, { amount: 2_000, requestId }),
      pay(t, v, booked[0]!, { amount: 2_000, requestId }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twice[0]!.json().payment.id).toBe(twice[1]!.json().payment.id);

    const many = await Promise.all(booked.flatMap((id) => [1, 2, 3].map(() => pay(t, v, id, { amount: 1_000 }))));
    expect(
      many.every((r) => r.statusCode === 201),
      many.map((r) => r.body).join("\n"),
    ).toBe(true);
    const numbers = (
      await t.app.db
        .select({ n: bookingPayments.receiptNo })
        .from(bookingPayments)
        .where(eq(bookingPayments.vendorId, v.vendorId))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it("parallel payments never exceed the balance", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Balance", ["2083-11-13"]);
    const bookingId = (await accept(t, couple.cookie, await sentQuotation(t, v, leadId))).json().bookingId;
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(t, v, bookingId, { amount: 40_000 })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400]);
    const { rows } = await t.app.db.execute<{ paid: number }>(
      sql`select sum(amount)::int as paid from booking_payments where booking_id = ${bookingId}`,
    );
    expect(Number(rows[0]?.paid)).toBe(80_000);
  });
});
