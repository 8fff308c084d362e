/**
 * Bookings (docs/decisions/0035): what a client sends to accept or decline a quotation, what a vendor
 * sends to record a payment, and the booking as both sides read it. Amounts are whole rupees; dates
 * are AD (YYYY-MM-DD) and shown BS.
 */
import { z } from "zod";
import { addDaysAd } from "./calendar";
import { formatRs } from "./money";
import { type InstallmentBalance, MONEY_MAX, PAYMENT_METHODS } from "./quotation";

export const ACCEPTED_NAME_MAX = 120;
export const DECLINE_REASON_MAX = 500;
export const PAYMENT_REFERENCE_MAX = 100;
/** A couple hears of an installment this many days before its due date. */
export const REMINDER_DAYS_BEFORE = 3;

export const ACCEPT_NAME_MESSAGE = "Please type your name to accept";
export const PAYMENT_AMOUNT_MESSAGE = `Please enter a whole number of rupees from 1 to ${formatRs(MONEY_MAX)}`;
export const QUOTATION_NOT_OPEN_MESSAGE = "This quotation can no longer be accepted or declined";
export const QUOTATION_EXPIRED_MESSAGE = "This quotation has expired; ask the vendor for a new one";
export const QUOTATION_ALREADY_ACCEPTED_MESSAGE = "This quotation was already accepted";
export const BOOKING_CANCELLED_MESSAGE = "This booking is cancelled; no payment can be recorded on it";
export const BOOKING_NOT_FOUND = "Booking not found";
export const PAYMENT_NOT_FOUND = "Payment not found";
/** The 409 a client gets when a date of the booking is already full (a client cannot accept anyway). */
export const dateTakenMessage = (bsDate: string) =>
  `The vendor is already fully booked on ${bsDate}; please contact them before accepting`;
export const DATE_TAKEN_CODE = "DATE_TAKEN";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date as YYYY-MM-DD");

export const acceptQuotationSchema = z.object({
  name: z
    .string({ error: ACCEPT_NAME_MESSAGE })
    .trim()
    .min(1, ACCEPT_NAME_MESSAGE)
    .max(ACCEPTED_NAME_MAX, `At most ${ACCEPTED_NAME_MAX} characters`),
});
export type AcceptQuotation = z.infer<typeof acceptQuotationSchema>;

export const declineQuotationSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(DECLINE_REASON_MAX, `At most ${DECLINE_REASON_MAX} characters`)
    .nullish()
    .transform((r) => r || null),
});
export type DeclineQuotation = z.input<typeof declineQuotationSchema>;

export const recordPaymentSchema = z.object({
  /** The browser's id for this submit: a double click or a retry records one payment. */
  requestId: z.uuid("Invalid request id"),
  amount: z
    .number({ error: PAYMENT_AMOUNT_MESSAGE })
    .int(PAYMENT_AMOUNT_MESSAGE)
    .min(1, PAYMENT_AMOUNT_MESSAGE)
    .max(MONEY_MAX, PAYMENT_AMOUNT_MESSAGE),
  paidOn: isoDate,
  method: z.enum(PAYMENT_METHODS, { error: "Please choose how it was paid" }),
  reference: z
    .string()
    .trim()
    .max(PAYMENT_REFERENCE_MAX, `At most ${PAYMENT_REFERENCE_MAX} characters`)
    .nullish()
    .transform((r) => r || null),
});
export type RecordPayment = z.input<typeof recordPaymentSchema>;

export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;
export type BookingStatusName = (typeof BOOKING_STATUSES)[number];

export const bookingPaymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receiptNo: z.number().int(),
  createdAt: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const installmentBalanceSchema = z.object({
  label: z.string(),
  amount: z.number().int(),
  dueDate: z.string().nullable(),
  paid: z.number().int(),
  left: z.number().int(),
  state: z.enum(["paid", "part_paid", "due", "overdue"]),
});

export const bookingSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  quotationId: z.string(),
  quotationVersion: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  vendorId: z.string(),
  vendorName: z.string(),
  clientName: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  events: z.array(z.object({ name: z.string(), date: z.string().nullable() })),
  firstEventDate: z.string().nullable(),
  lastEventDate: z.string().nullable(),
  acceptedName: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  installments: z.array(installmentBalanceSchema),
  payments: z.array(bookingPaymentSchema),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListItemSchema = bookingSchema.pick({
  id: true,
  leadId: true,
  status: true,
  vendorId: true,
  vendorName: true,
  clientName: true,
  total: true,
  paid: true,
  balance: true,
  firstEventDate: true,
  lastEventDate: true,
  createdAt: true,
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListSchema = z.object({ items: z.array(bookingListItemSchema) });
export type BookingList = z.infer<typeof bookingListSchema>;

export const acceptAnswerSchema = z.object({ bookingId: z.string(), quotationId: z.string() });
export const declineAnswerSchema = z.object({ quotationId: z.string(), status: z.literal("declined") });
export const paymentAnswerSchema = z.object({ payment: bookingPaymentSchema, booking: bookingSchema });
export const receiptQuerySchema = z.object({ lang: z.enum(["en", "ne"]).default("en") });

/**
 * The installments a reminder is due for on `today`: to the couple when one with money left falls due
 * within REMINDER_DAYS_BEFORE days (today included), to the vendor when one is overdue. The index is the
 * installment's place in the schedule (the reminder's claim key).
 */
export function dueReminders(
  installments: readonly InstallmentBalance[],
  today: string,
  dayOf: string | null,
): { index: number; kind: "due_soon" | "overdue" }[] {
  const soonUntil = addDaysAd(today, REMINDER_DAYS_BEFORE);
  const out: { index: number; kind: "due_soon" | "overdue" }[] = [];
  installments.forEach((i, index) => {
    const due = i.dueDate ?? dayOf;
    if (i.left === 0 || due === null) return;
    if (due < today) out.push({ index, kind: "overdue" });
    else if (due <= soonUntil) out.push({ index, kind: "due_soon" });
  });
  return out;
}
