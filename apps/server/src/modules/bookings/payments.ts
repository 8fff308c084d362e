import {
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND,
  type Booking,
  type BookingPayment,
  paymentOverBalanceMessage,
  type RecordPayment,
  type recordPaymentSchema,
  todayAdInNepal,
} from "@bihe/shared";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { bookingPayments, bookings } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { syncBookedLead } from "./lead-sync";
import { readBooking } from "./queries";

export const FUTURE_PAYMENT_MESSAGE = "A payment cannot be dated in the future";

type Input = z.output<typeof recordPaymentSchema>;

export type { RecordPayment };

/**
 * The next receipt number of a vendor, under a lock on the vendor's receipts for the rest of the
 * transaction: two payments of two bookings of one vendor recorded at the same moment get numbers one
 * after the other, never the same one and never a gap (a rolled-back payment frees its number).
 */
async function nextReceiptNo(tx: Tx, vendorId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`receipts|${vendorId}`}, 0))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${bookingPayments.receiptNo}), 0)::int` })
    .from(bookingPayments)
    .where(eq(bookingPayments.vendorId, vendorId));
  return Number(row?.last ?? 0) + 1;
}

const asPayment = (p: typeof bookingPayments.$inferSelect): BookingPayment => ({
  id: p.id,
  amount: p.amount,
  paidOn: p.paidOn,
  method: p.method,
  reference: p.reference,
  receiptNo: p.receiptNo,
  createdAt: p.createdAt.toISOString(),
});

/**
 * A payment the vendor received (docs/decisions/0035), in one transaction on the booking's locked
 * row: a repeated requestId answers the first payment (a double click or a retry records one), a
 * cancelled booking takes none, the amount is at most the balance, the receipt is numbered per
 * vendor, and the lead's advance becomes what has been paid.
 */
export async function recordPayment(
  db: Db,
  vendorId: string,
  userId: string,
  bookingId: string,
  input: Input,
  now = new Date(),
): Promise<{ payment: BookingPayment; booking: Booking }> {
  if (input.paidOn > todayAdInNepal(now)) throw badRequest(FUTURE_PAYMENT_MESSAGE, { paidOn: FUTURE_PAYMENT_MESSAGE });
  const payment = await db.transaction(async (tx) => {
    const [b] = await tx
      .select({ id: bookings.id, status: bookings.status, total: bookings.total, leadId: bookings.leadId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.vendorId, vendorId)))
      .for("update");
    if (!b) throw notFound(BOOKING_NOT_FOUND);
    const [first] = await tx
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, b.id), eq(bookingPayments.requestId, input.requestId)));
    if (first) return first;
    if (b.status === "cancelled") throw conflict(BOOKING_CANCELLED_MESSAGE);
    const [sum] = await tx
      .select({ paid: sql<number>`coalesce(sum(${bookingPayments.amount}), 0)::int` })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, b.id));
    const paid = Number(sum?.paid ?? 0);
    const left = b.total - paid;
    if (input.amount > left) {
      const message = paymentOverBalanceMessage(left);
      throw badRequest(message, { amount: message });
    }
    const [row] = await tx
      .insert(bookingPayments)
      .values({
        bookingId: b.id,
        vendorId,
        amount: input.amount,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        receiptNo: await nextReceiptNo(tx, vendorId),
        requestId: input.requestId,
        recordedBy: userId,
      })
      .returning();
    await syncBookedLead(tx, b.leadId, userId, { advanceAmount: paid + input.amount });
    return row!;
  });
  const booking = await readBooking(db, bookingId, { vendorId }, now);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return { payment: asPayment(payment), booking };
}
