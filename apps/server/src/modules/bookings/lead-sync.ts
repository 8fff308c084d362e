import type { LeadStatus } from "@bihe/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { leadHistory, leads } from "../../db/schema";

/**
 * Keeps a booked lead in step with its booking (docs/decisions/0035), with a lead_history row for
 * every change like a vendor's own edit: acceptance makes the lead Won, a cancellation makes it Lost
 * (so its dates leave the calendar), and the lead's total and advance are the booking's total and
 * what has been paid, so the leads pipeline shows the same figures as the booking.
 * Call after lockVendorCalendar when the status changes, then refreshFullDates.
 */
export async function syncBookedLead(
  tx: Tx,
  leadId: string,
  changedBy: string | null,
  to: { status?: LeadStatus; totalAmount?: number; advanceAmount?: number },
): Promise<void> {
  const [lead] = await tx
    .select({ status: leads.status, totalAmount: leads.totalAmount, advanceAmount: leads.advanceAmount })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) return;
  const toStatus = to.status && to.status !== lead.status ? to.status : null;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const set: Partial<typeof leads.$inferInsert> = {};
  for (const key of ["totalAmount", "advanceAmount"] as const) {
    const value = to[key];
    if (value !== undefined && value !== lead[key]) {
      set[key] = value;
      changes[key] = { from: lead[key], to: value };
    }
  }
  if (!toStatus && Object.keys(changes).length === 0) return;
  await tx
    .update(leads)
    .set({ ...set, ...(toStatus ? { status: toStatus } : {}), updatedAt: new Date() })
    .where(eq(leads.id, leadId));
  await tx.insert(leadHistory).values({
    leadId,
    changedBy,
    fromStatus: toStatus ? lead.status : null,
    toStatus,
    changes: Object.keys(changes).length ? changes : null,
  });
}
