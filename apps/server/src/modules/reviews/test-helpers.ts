import { desc, eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { bookings, emailOutbox, leads, quotations } from "../../db/schema";

/** The newest code mailed to an address (the local outbox keeps it). */
export async function latestCodeFor(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db
    .select({ code: emailOutbox.code })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!row?.code) throw new Error(`no code mailed to ${email}`);
  return row.code;
}

/** Confirms an email on a vendor's review page; returns the proof to send with the review. */
export async function confirmEmail(t: TestApp, vendorId: string, email: string): Promise<string> {
  const asked = await t.request({ method: "POST", url: "/api/reviews/email-code", payload: { vendorId, email } });
  if (asked.statusCode !== 200) throw new Error(`code request failed: ${asked.body}`);
  const { challengeId } = asked.json() as { challengeId: string };
  const code = await latestCodeFor(t, email);
  const verified = await t.request({
    method: "POST",
    url: "/api/reviews/email-code/verify",
    payload: { challengeId, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return challengeId;
}

/** Posts a review as a signed-in customer (cookie) or a confirmed email (proof). */
export function postReview(
  t: TestApp,
  vendorId: string,
  body: { name?: string; rating?: number | string; text?: string; proof?: string },
  cookie?: string,
) {
  return t.request({ method: "POST", url: `/api/vendors/${vendorId}/reviews`, payload: body, cookie });
}

/** A review by a fresh signed-in customer (a verified identity of its own). */
export async function reviewAsNewCustomer(
  t: TestApp,
  vendorId: string,
  body: { name?: string; rating?: number; text?: string },
) {
  const customer = await t.login("customer");
  const res = await postReview(t, vendorId, { name: "Couple", ...body }, customer.cookie);
  return { res, customer };
}

/**
 * A booking of a vendor made straight in the tables (a Won lead, its accepted quotation, the booking), as
 * the bookings module would leave it; `lastEventDate` decides whether it is complete.
 */
export async function seedBooking(
  t: TestApp,
  input: { vendorId: string; customerId: string | null; lastEventDate: string; status?: "confirmed" | "cancelled" },
): Promise<{ bookingId: string; leadId: string; quotationId: string }> {
  const [lead] = await t.app.db
    .insert(leads)
    .values({
      vendorId: input.vendorId,
      name: "Booked Couple",
      number: "9841234567",
      inquiryDate: "2026-01-10",
      status: "won",
      customerId: input.customerId,
    })
    .returning({ id: leads.id });
  const [quotation] = await t.app.db
    .insert(quotations)
    .values({
      leadId: lead.id,
      vendorId: input.vendorId,
      version: 1,
      status: "accepted",
      items: [{ description: "Wedding day", quantity: 1, unitPrice: 100000 }],
      schedule: [
        { label: "Advance", amount: 30000, dueDate: "2026-01-15" },
        { label: "On the day", amount: 70000, dueDate: null },
      ],
      subtotal: 100000,
      total: 100000,
      sentAt: new Date(),
      acceptedAt: new Date(),
    })
    .returning({ id: quotations.id });
  const [booking] = await t.app.db
    .insert(bookings)
    .values({
      leadId: lead.id,
      quotationId: quotation.id,
      vendorId: input.vendorId,
      customerId: input.customerId,
      status: input.status ?? "confirmed",
      total: 100000,
      lastEventDate: input.lastEventDate,
    })
    .returning({ id: bookings.id });
  return { bookingId: booking.id, leadId: lead.id, quotationId: quotation.id };
}
