import {
  DATE_TAKEN_CODE,
  dateTakenMessage,
  formatDate,
  QUOTATION_ALREADY_ACCEPTED_MESSAGE,
  QUOTATION_EXPIRED_MESSAGE,
  QUOTATION_NOT_FOUND,
  QUOTATION_NOT_OPEN_MESSAGE,
  todayAdInNepal,
} from "@bihe/shared";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingPayments, bookings, leadEvents, quotations, vendorProfiles } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/errors";
import type { Mailer } from "../../mail/outbox";
import { overbookedDates } from "../calendar/capacity-check";
import { refreshFullDates } from "../calendar/full-dates";
import { lockVendorCalendar } from "../calendar/lock";
import { clientLead } from "../conversations/access";
import { threadLinks } from "../conversations/links";
import { postThreadEvent } from "../conversations/thread-events";
import { notify } from "../notifications/notify";
import { queueConfirmationEmails } from "./emails";
import { syncBookedLead } from "./lead-sync";
import { bookingLinks } from "./links";

/** What the booking services use: the database, the outbox and the app's public address for links. */
export type BookingDeps = { db: Db; mailer: Mailer; baseUrl: string };

/** Who answers a quotation: the signed-in couple, or a walk-in client by its private link's token. */
export type ClientCaller = { userId?: string | null; token?: string | null };

type AcceptInput = {
  quotationId: string;
  /** The name the client typed. */
  name: string;
  /** The app's trusted client address (Fastify's request.ip under TRUST_PROXY). */
  ip: string;
  now?: Date;
};

/** The quotation's lead and vendor, after checking the caller is the lead's client (else 404). */
async function quotationOfClient(db: Db, who: ClientCaller, quotationId: string) {
  const [q] = await db
    .select({ leadId: quotations.leadId, vendorId: quotations.vendorId })
    .from(quotations)
    .where(
      and(eq(quotations.id, quotationId), inArray(quotations.status, ["sent", "accepted", "declined", "superseded"])),
    );
  if (!q) throw notFound(QUOTATION_NOT_FOUND);
  // A stranger, another couple or a wrong token: the same 404 as a quotation that does not exist.
  const party = await clientLead(db, who, q.leadId).catch(() => {
    throw notFound(QUOTATION_NOT_FOUND);
  });
  return { ...q, customerId: party.customerId, clientName: party.clientName };
}

/** The quotation row, locked, and why it cannot be answered now (null: it can). */
async function lockOpenQuotation(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], quotationId: string, now: Date) {
  const [q] = await tx.select().from(quotations).where(eq(quotations.id, quotationId)).for("update");
  if (!q) throw notFound(QUOTATION_NOT_FOUND);
  let refusal: string | null = null;
  if (q.status !== "sent") refusal = QUOTATION_NOT_OPEN_MESSAGE;
  else if (q.validUntil && q.validUntil < todayAdInNepal(now)) refusal = QUOTATION_EXPIRED_MESSAGE;
  else {
    // Only the lead's latest sent version is open: a newer one sent (or accepted) replaces it.
    const [newer] = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(
        and(
          eq(quotations.leadId, q.leadId),
          gt(quotations.version, q.version),
          inArray(quotations.status, ["sent", "accepted"]),
        ),
      )
      .limit(1);
    if (newer) refusal = QUOTATION_NOT_OPEN_MESSAGE;
  }
  return { q, refusal };
}

/**
 * Acceptance makes a booking, in ONE transaction (docs/decisions/0035): the vendor's calendar is taken
 * first (so two acceptances for one date's last slot run one after the other), the lead's dates are
 * checked against the capacity like a Won lead's, and a full or blocked date is a 409 the client
 * cannot override (the quotation stays sent). Then the quotation is accepted with the typed name,
 * time, address and account, the booking made, the lead moved to Won (the calendar fills and the
 * date notices go), the 'accepted' card posted, both sides told and emailed. Accepting an accepted
 * quotation again (a double click, a retry) answers the same booking.
 */
export async function acceptQuotation(
  { db, mailer, baseUrl }: BookingDeps,
  who: ClientCaller,
  input: AcceptInput,
): Promise<{ bookingId: string; quotationId: string }> {
  const now = input.now ?? new Date();
  const { leadId, vendorId, customerId } = await quotationOfClient(db, who, input.quotationId);
  return db.transaction(async (tx) => {
    const capacity = await lockVendorCalendar(tx, vendorId);
    const { q, refusal } = await lockOpenQuotation(tx, input.quotationId, now);
    if (q.status === "accepted") {
      const [existing] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.quotationId, q.id));
      if (existing) return { bookingId: existing.id, quotationId: q.id };
      throw conflict(QUOTATION_ALREADY_ACCEPTED_MESSAGE);
    }
    if (refusal) throw conflict(refusal);
    const [taken] = await overbookedDates(tx, vendorId, leadId, capacity);
    if (taken) {
      throw new AppError(409, DATE_TAKEN_CODE, dateTakenMessage(formatDate(taken.day, "en")), { date: taken.day });
    }
    await tx
      .update(quotations)
      .set({
        status: "accepted",
        acceptedName: input.name,
        acceptedAt: now,
        acceptedIp: input.ip,
        acceptedUserId: who.token != null ? null : (who.userId ?? null),
        rowVersion: sql`${quotations.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(quotations.id, q.id));
    const [last] = await tx
      .select({ day: sql<string | null>`to_char(max(${leadEvents.eventDate}), 'YYYY-MM-DD')` })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId));
    const values = { quotationId: q.id, customerId, total: q.total, lastEventDate: last?.day ?? null };
    const [made] = await tx
      .insert(bookings)
      .values({ leadId, vendorId, ...values })
      .onConflictDoNothing({ target: bookings.leadId })
      .returning({ id: bookings.id });
    // One booking per lead. A confirmed one stands (an older version's: the vendor cancels it first); a
    // cancelled one is booked again with this quotation, and what was paid on it counts toward the new total.
    const booking =
      made ??
      (
        await tx
          .update(bookings)
          .set({ ...values, status: "confirmed", rowVersion: sql`${bookings.rowVersion} + 1`, updatedAt: now })
          .where(and(eq(bookings.leadId, leadId), eq(bookings.status, "cancelled")))
          .returning({ id: bookings.id })
      )[0];
    if (!booking) throw conflict(QUOTATION_ALREADY_ACCEPTED_MESSAGE);
    const [paid] = await tx
      .select({ sum: sql<number>`coalesce(sum(${bookingPayments.amount}), 0)::int` })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    await syncBookedLead(tx, leadId, who.token != null ? null : (who.userId ?? null), {
      status: "won",
      totalAmount: q.total,
      advanceAmount: Number(paid?.sum ?? 0),
    });
    await refreshFullDates(tx, vendorId, capacity);
    await postThreadEvent(tx, {
      leadId,
      vendorId,
      author: "client",
      authorUserId: who.token != null ? null : (who.userId ?? null),
      kind: "accepted",
      quotationId: q.id,
      mailer,
      notifyOther: false,
    });
    const links = bookingLinks(booking.id);
    await notify(tx, {
      vendorId,
      kind: "quotation_accepted",
      data: { clientName: input.name },
      link: links.vendor,
    });
    if (customerId) {
      const [vendor] = await tx
        .select({ name: vendorProfiles.companyName })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, vendorId));
      await notify(tx, {
        userId: customerId,
        kind: "booking_confirmed",
        data: { vendorName: vendor?.name },
        link: links.customer,
      });
    }
    await queueConfirmationEmails(tx, mailer, {
      bookingId: booking.id,
      quotationId: q.id,
      version: q.version,
      acceptedName: input.name,
      token: who.token ?? null,
      baseUrl,
    });
    return { bookingId: booking.id, quotationId: q.id };
  });
}

/**
 * The client declines a sent quotation (with an optional reason): it is marked declined, a 'declined'
 * card goes into the thread, and the vendor is told. Declining a declined quotation again changes nothing.
 */
export async function declineQuotation(
  { db, mailer }: BookingDeps,
  who: ClientCaller,
  input: { quotationId: string; reason: string | null; now?: Date },
): Promise<{ quotationId: string; status: "declined" }> {
  const now = input.now ?? new Date();
  const { leadId, vendorId, clientName } = await quotationOfClient(db, who, input.quotationId);
  return db.transaction(async (tx) => {
    const { q, refusal } = await lockOpenQuotation(tx, input.quotationId, now);
    if (q.status === "declined") return { quotationId: q.id, status: "declined" as const };
    // An expired quotation can still be declined: it tells the vendor the answer.
    if (refusal && refusal !== QUOTATION_EXPIRED_MESSAGE) throw conflict(refusal);
    await tx
      .update(quotations)
      .set({
        status: "declined",
        declinedAt: now,
        declineReason: input.reason,
        rowVersion: sql`${quotations.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(quotations.id, q.id));
    await postThreadEvent(tx, {
      leadId,
      vendorId,
      author: "client",
      authorUserId: who.token != null ? null : (who.userId ?? null),
      kind: "declined",
      quotationId: q.id,
      mailer,
      notifyOther: false,
    });
    await notify(tx, {
      vendorId,
      kind: "quotation_declined",
      data: { clientName, ...(input.reason ? { reason: input.reason } : {}) },
      link: threadLinks(leadId).vendor,
    });
    return { quotationId: q.id, status: "declined" as const };
  });
}
