import type { QuotationView } from "@bihe/shared";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { leadEvents, leads, quotations, vendorProfiles } from "../../db/schema";

export type QuotationRow = typeof quotations.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The lead's events in their order (name and AD date), as a quotation and its PDF show them. */
export function eventsOfLead(db: DbOrTx, leadId: string) {
  return db
    .select({ eventName: leadEvents.eventName, eventDate: leadEvents.eventDate })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.sortOrder), asc(leadEvents.id));
}

/**
 * A lead's quotations as their readers see them, newest version first: every version for the vendor,
 * only what was sent (never a draft) for the client. `quotationId` narrows to one.
 */
export async function readQuotations(
  db: DbOrTx,
  leadId: string,
  opts: { quotationId?: string; forClient?: boolean } = {},
): Promise<QuotationView[]> {
  const rows = await db
    .select({ q: quotations, vendorName: vendorProfiles.companyName, clientName: leads.name })
    .from(quotations)
    .innerJoin(leads, eq(leads.id, quotations.leadId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, quotations.vendorId))
    .where(
      and(
        eq(quotations.leadId, leadId),
        opts.quotationId ? eq(quotations.id, opts.quotationId) : undefined,
        opts.forClient ? ne(quotations.status, "draft") : undefined,
      ),
    )
    .orderBy(desc(quotations.version));
  if (!rows.length) return [];
  const events = await eventsOfLead(db, leadId);
  return rows.map(({ q, vendorName, clientName }) => ({
    id: q.id,
    leadId: q.leadId,
    version: q.version,
    status: q.status,
    items: q.items,
    schedule: q.schedule,
    subtotal: q.subtotal,
    discount: q.discount,
    vatPercent: q.vatPercent,
    vatAmount: q.vatAmount,
    total: q.total,
    vatPanNumber: q.vatPanNumber,
    validUntil: q.validUntil,
    terms: q.terms,
    rowVersion: q.rowVersion,
    sentAt: iso(q.sentAt),
    acceptedName: q.acceptedName,
    acceptedAt: iso(q.acceptedAt),
    declinedAt: iso(q.declinedAt),
    declineReason: q.declineReason,
    createdAt: q.createdAt.toISOString(),
    vendorName,
    clientName,
    events,
  }));
}

/** The lead and vendor a quotation belongs to (to check who may read it), or null. */
export async function ownersOfQuotation(
  db: DbOrTx,
  quotationId: string,
): Promise<{ leadId: string; vendorId: string } | null> {
  const [row] = await db
    .select({ leadId: quotations.leadId, vendorId: quotations.vendorId })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  return row ?? null;
}
