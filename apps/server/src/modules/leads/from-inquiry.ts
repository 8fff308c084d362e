import { type InquiryWedding, leadEventsOfInquiry, MARKETPLACE_LEAD_SOURCE } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { leadEvents, leadLocations, leads } from "../../db/schema";

/** What the lead made from a couple's marketplace inquiry starts with. */
export type InquiryLead = {
  inquiryId: string;
  vendorId: string;
  customerId: string;
  name: string;
  phone: string;
  city: string | null;
  /** Nepal's date today (AD): the day the inquiry came. */
  today: string;
  wedding: InquiryWedding;
};

/**
 * Puts a couple's inquiry into the vendor's pipeline as a lead ('Bihe marketplace', status Inquiry), in
 * the unlock's transaction, for every vendor type (halls and decorators have the same pipeline). One
 * lead per inquiry: leads.inquiry_id is unique, so a repeat is a no-op. Returns the lead's id, or
 * null when the inquiry already has one.
 */
export async function leadFromInquiry(tx: Tx, input: InquiryLead): Promise<string | null> {
  const [lead] = await tx
    .insert(leads)
    .values({
      vendorId: input.vendorId,
      name: input.name,
      number: input.phone,
      source: MARKETPLACE_LEAD_SOURCE,
      inquiryDate: input.today,
      inquiryId: input.inquiryId,
      customerId: input.customerId,
    })
    .onConflictDoNothing({ target: leads.inquiryId })
    .returning({ id: leads.id });
  if (!lead) return null;
  await insertEvents(tx, lead.id, input.wedding);
  if (input.city) {
    await tx.insert(leadLocations).values({ leadId: lead.id, locationType: "event_venue", city: input.city });
  }
  return lead.id;
}

/**
 * The couple changed its wedding's details: the lead's events follow while the lead is still an
 * Inquiry. Once the vendor has called, quoted, won or lost it, the events are the vendor's own
 * record (and a Won lead's dates are its calendar), so they stay; the inquiry shows the new details.
 * Returns whether the events changed.
 */
export async function refreshInquiryLeadEvents(tx: Tx, inquiryId: string, wedding: InquiryWedding): Promise<boolean> {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.inquiryId, inquiryId), eq(leads.status, "inquiry")))
    .for("update");
  if (!lead) return false;
  await tx.delete(leadEvents).where(eq(leadEvents.leadId, lead.id));
  await insertEvents(tx, lead.id, wedding);
  await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, lead.id));
  return true;
}

async function insertEvents(tx: Tx, leadId: string, wedding: InquiryWedding): Promise<void> {
  await tx.insert(leadEvents).values(leadEventsOfInquiry(wedding).map((e, i) => ({ leadId, ...e, sortOrder: i })));
}
