import { type Booking, type BookingList, installmentBalances, todayAdInNepal } from "@bihe/shared";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookingPayments, bookings, leadEvents, leads, quotations, vendorProfiles } from "../../db/schema";

/** Whose bookings a read may see: the vendor's, the couple's, or the one lead of a private link. */
export type BookingScope = { vendorId: string } | { customerId: string } | { leadId: string };

function scopeWhere(scope: BookingScope): SQL {
  if ("vendorId" in scope) return eq(bookings.vendorId, scope.vendorId);
  if ("customerId" in scope) return eq(bookings.customerId, scope.customerId);
  return eq(bookings.leadId, scope.leadId);
}

const firstEvent = sql<
  string | null
>`(select to_char(min(e.event_date), 'YYYY-MM-DD') from lead_events e where e.lead_id = ${bookings.leadId})`;
const paidSum = sql<number>`(select coalesce(sum(p.amount), 0)::int from booking_payments p where p.booking_id = ${bookings.id})`;

/**
 * A scope's bookings in one query: confirmed before cancelled; among them the upcoming ones (an event
 * today or later, or no date yet) soonest first, then the past ones latest first.
 */
export async function listBookings(db: DbOrTx, scope: BookingScope, now = new Date()): Promise<BookingList> {
  const today = todayAdInNepal(now);
  const past = sql`coalesce(${bookings.lastEventDate} < ${today}::date, false)`;
  const rows = await db
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      status: bookings.status,
      vendorId: bookings.vendorId,
      vendorName: vendorProfiles.companyName,
      clientName: leads.name,
      total: bookings.total,
      paid: paidSum,
      firstEventDate: firstEvent,
      lastEventDate: sql<string | null>`to_char(${bookings.lastEventDate}, 'YYYY-MM-DD')`,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bookings.vendorId))
    .where(scopeWhere(scope))
    .orderBy(
      sql`${bookings.status} = 'cancelled'`,
      past,
      sql`case when ${past} then null else ${firstEvent} end asc nulls last`,
      sql`${firstEvent} desc nulls last`,
      desc(bookings.createdAt),
    )
    .limit(500);
  return {
    items: rows.map((r) => ({
      ...r,
      paid: Number(r.paid),
      balance: Math.max(r.total - Number(r.paid), 0),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** One booking as its parties read it, or null when it is not in the scope. */
export async function readBooking(
  db: DbOrTx,
  bookingId: string,
  scope: BookingScope,
  now = new Date(),
): Promise<Booking | null> {
  const [b] = await db
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      quotationId: bookings.quotationId,
      quotationVersion: quotations.version,
      schedule: quotations.schedule,
      acceptedName: quotations.acceptedName,
      acceptedAt: quotations.acceptedAt,
      status: bookings.status,
      vendorId: bookings.vendorId,
      vendorName: vendorProfiles.companyName,
      clientName: leads.name,
      total: bookings.total,
      lastEventDate: sql<string | null>`to_char(${bookings.lastEventDate}, 'YYYY-MM-DD')`,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(quotations, eq(quotations.id, bookings.quotationId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, bookings.vendorId))
    .where(and(eq(bookings.id, bookingId), scopeWhere(scope)));
  if (!b) return null;
  const [events, payments] = await Promise.all([
    db
      .select({ name: leadEvents.eventName, date: leadEvents.eventDate })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, b.leadId))
      .orderBy(asc(leadEvents.eventDate), asc(leadEvents.sortOrder)),
    db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, b.id))
      .orderBy(asc(bookingPayments.receiptNo)),
  ]);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const dated = events.map((e) => e.date).filter((d): d is string => d !== null);
  // The events come in date order.
  const firstEventDate = dated[0] ?? null;
  const { schedule, ...rest } = b;
  return {
    ...rest,
    acceptedAt: b.acceptedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    paid,
    balance: Math.max(b.total - paid, 0),
    events,
    firstEventDate,
    installments:
      b.status === "cancelled"
        ? installmentBalances(schedule, paid, "0000-00-00", null)
        : installmentBalances(schedule, paid, todayAdInNepal(now), firstEventDate),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paidOn: p.paidOn,
      method: p.method,
      reference: p.reference,
      receiptNo: p.receiptNo,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** The booking of one of a scope's leads (the private link's), or null. */
export async function bookingIdOfLead(db: DbOrTx, leadId: string): Promise<string | null> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.leadId, leadId));
  return row?.id ?? null;
}

/** Ids of payments that belong to a booking (a receipt is only ever of its own booking). */
export async function paymentOfBooking(db: DbOrTx, bookingId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), inArray(bookingPayments.id, [paymentId])));
  return row ?? null;
}
