import { BOOKING_NOT_FOUND, type Booking } from "@bihe/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings, vendorProfiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { refreshFullDates } from "../calendar/full-dates";
import { lockVendorCalendar } from "../calendar/lock";
import { notify } from "../notifications/notify";
import { syncBookedLead } from "./lead-sync";
import { bookingLinks } from "./links";
import { readBooking } from "./queries";

/**
 * The vendor cancels a booking (docs/decisions/0035): the booking is 'cancelled' (payments stay on
 * record, no new one is taken), its lead moves from Won to Lost, so its dates leave the calendar in
 * the same transaction (refreshFullDates after the calendar lock), and the couple is told. Lost, not
 * Won: a Won lead is what fills the calendar, and a cancelled wedding is business lost; to book again
 * the vendor reopens the lead and sends a new quotation. Cancelling twice changes nothing.
 */
export async function cancelBooking(db: Db, vendorId: string, userId: string, bookingId: string): Promise<Booking> {
  await db.transaction(async (tx) => {
    const capacity = await lockVendorCalendar(tx, vendorId);
    const [b] = await tx
      .select({ id: bookings.id, status: bookings.status, leadId: bookings.leadId, customerId: bookings.customerId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.vendorId, vendorId)))
      .for("update");
    if (!b) throw notFound(BOOKING_NOT_FOUND);
    if (b.status === "cancelled") return;
    await tx
      .update(bookings)
      .set({ status: "cancelled", rowVersion: sql`${bookings.rowVersion} + 1`, updatedAt: new Date() })
      .where(eq(bookings.id, b.id));
    await syncBookedLead(tx, b.leadId, userId, { status: "lost" });
    await refreshFullDates(tx, vendorId, capacity);
    if (b.customerId) {
      const [v] = await tx
        .select({ name: vendorProfiles.companyName })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, vendorId));
      await notify(tx, {
        userId: b.customerId,
        kind: "booking_cancelled",
        data: { vendorName: v?.name },
        link: bookingLinks(b.id).customer,
      });
    }
  });
  const booking = await readBooking(db, bookingId, { vendorId });
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}
