import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accept, coupleLead, pay, sentQuotation, walkInLead } from "../../../test/booking-fixtures";
import { ad, calendarVendor } from "../../../test/calendar-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { bookingReminders, emailOutbox, notifications } from "../../db/schema";
import { BookingReminders } from "./reminders";

/** Installment reminders with a fixed clock: once each, to the couple before, to the vendor after the due date. */
let t: TestApp;
/** What a running server ticks (modules/bookings/routes.ts starts one per instance); tests pass the clock. */
let reminders: BookingReminders;
beforeAll(async () => {
  t = await createTestApp();
  reminders = new BookingReminders(t.app.db, t.app.mailer, { baseUrl: t.app.authBaseUrl });
});
afterAll(() => t.close());

/** Noon in Nepal on an AD date. */
const noonNpt = (day: string) => new Date(`${day}T06:15:00Z`);
const kinds = async (userId: string) =>
  (await t.app.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.kind)
    .filter((k) => k.startsWith("installment"));

describe("booking reminders", () => {
  it("tell the couple 3 days before an installment is due, the vendor once it is overdue, each once", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Reminded", ["2083-12-01"]);
    const qid = await sentQuotation(t, v, leadId, { advanceDue: "2027-01-10" });
    const bookingId = (await accept(t, couple.cookie, qid)).json().bookingId as string;
    const run = (day: string) => reminders.run(noonNpt(day));

    expect(await run("2027-01-06")).toBe(0);
    expect(await kinds(couple.userId)).toEqual([]);
    // Two instances at the same moment: the claim rows let one of them send.
    const other = new BookingReminders(t.app.db, t.app.mailer, { baseUrl: t.app.authBaseUrl });
    const both = await Promise.all([run("2027-01-07"), other.run(noonNpt("2027-01-07"))]);
    expect(both.reduce((a, b) => a + b)).toBe(1);
    expect(await run("2027-01-07")).toBe(0);
    expect(await run("2027-01-08")).toBe(0);
    expect(await kinds(couple.userId)).toEqual(["installment_due_soon"]);
    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, couple.userId), eq(notifications.kind, "installment_due_soon")));
    expect(note?.data).toMatchObject({ installment: "Advance to confirm", amount: 30_000, eventDate: "2027-01-10" });
    expect(note?.link).toBe(`/customer-dashboard?tab=bookings&booking=${bookingId}`);

    expect(await run("2027-01-10")).toBe(0);
    expect(await run("2027-01-11")).toBe(1);
    expect(await kinds(v.userId)).toEqual(["installment_overdue"]);
    expect(await run("2027-01-12")).toBe(0);
    const claims = await t.app.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId));
    expect(claims.map((c) => [c.installment, c.kind]).sort()).toEqual([
      [0, "due_soon"],
      [0, "overdue"],
    ]);
  });

  it("a paid installment is not reminded; the one on the day counts from the first event", async () => {
    const v = await calendarVendor(t);
    const { leadId, couple } = await coupleLead(t, v, "Paid up", ["2083-12-02"]);
    const qid = await sentQuotation(t, v, leadId, { advanceDue: "2027-02-01" });
    const bookingId = (await accept(t, couple.cookie, qid)).json().bookingId as string;
    expect((await pay(t, v, bookingId, { amount: 30_000 })).statusCode).toBe(201);
    expect(await reminders.run(noonNpt("2027-01-30"))).toBe(0);
    const day = ad("2083-12-02");
    const before = new Date(noonNpt(day).getTime() - 2 * 86_400_000);
    await reminders.run(before);
    const claims = await t.app.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId));
    expect(claims.map((c) => [c.installment, c.kind])).toEqual([[1, "due_soon"]]);
  });

  it("a walk-in client is reminded by email; a cancelled booking is not", async () => {
    const v = await calendarVendor(t);
    const walkIn = await walkInLead(t, v, "Walk-in payer", ["2083-12-03"]);
    const qid = await sentQuotation(t, v, walkIn.leadId, { advanceDue: "2027-03-01" });
    const res = await t.request({
      method: "POST",
      url: `/api/client/${walkIn.token}/quotations/${qid}/accept`,
      payload: { name: "Walk-in payer" },
    });
    expect(res.statusCode).toBe(200);
    const other = await coupleLead(t, v, "Cancelled one", ["2083-12-04"]);
    const otherBooking = (
      await accept(t, other.couple.cookie, await sentQuotation(t, v, other.leadId, { advanceDue: "2027-03-01" }))
    ).json().bookingId;
    await t.request({ method: "POST", url: `/api/vendor/bookings/${otherBooking}/cancel`, cookie: v.cookie });

    // Through the app's own ticker (the notifications' run, with its sweeps), as a running server does it.
    await t.app.notifications.run(noonNpt("2027-02-27"));
    const mails = (await t.app.db.select().from(emailOutbox)).filter((m) => m.toAddress === walkIn.email);
    const reminder = mails.find((m) => m.subject.includes("is due on"));
    expect(reminder?.subject).toMatch(/Advance to confirm of Rs\. 30,000 is due on \d+ Falgun 2083/);
    expect(await kinds(other.couple.userId)).toEqual([]);
  });
});
