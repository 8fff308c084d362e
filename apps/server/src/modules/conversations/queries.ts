import {
  type CustomerThreadItem,
  THREAD_MESSAGES_MAX,
  type ThreadMessage,
  type ThreadView,
  type VendorInboxItem,
} from "@bihe/shared";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  customerInquiries,
  leadEvents,
  leadMessages,
  leads,
  leadThreads,
  quotations,
  vendorProfiles,
} from "../../db/schema";
import type { LeadParty } from "./access";

/** Raw rows give timestamps as Date or text depending on the driver: one ISO form for the contract. */
const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string | Date).toISOString());

type InboxRow = {
  lead_id: string;
  client_name: string;
  vendor_name: string;
  vendor_slug: string;
  last_message_at: unknown;
  author: "vendor" | "client" | null;
  kind: ThreadMessage["kind"] | null;
  body: string | null;
  unread: number;
};

const lastMessageOf = (r: InboxRow) => (r.author && r.kind ? { author: r.author, kind: r.kind, body: r.body } : null);

/**
 * The vendor's inbox in one query: its threads that have a message, newest first, each with the
 * client's name, the last message (a lateral read of the newest row) and how many of the client's
 * messages came after the vendor last read it.
 */
export async function vendorInbox(db: DbOrTx, vendorId: string): Promise<VendorInboxItem[]> {
  const result = await db.execute(sql`
    select t.lead_id, l.name as client_name, t.last_message_at, m.author, m.kind, m.body,
      (select count(*)::int from lead_messages u
        where u.lead_id = t.lead_id and u.author = 'client'
          and (t.vendor_read_at is null or u.created_at > t.vendor_read_at)) as unread
    from lead_threads t
    join leads l on l.id = t.lead_id
    left join lateral (
      select author, kind, body from lead_messages where lead_id = t.lead_id order by created_at desc, id desc limit 1
    ) m on true
    where t.vendor_id = ${vendorId} and t.last_message_at is not null
    order by t.last_message_at desc
    limit 300`);
  return (result.rows as InboxRow[]).map((r) => ({
    leadId: r.lead_id,
    clientName: r.client_name,
    lastMessage: lastMessageOf(r),
    lastMessageAt: iso(r.last_message_at),
    unread: Number(r.unread),
  }));
}

/**
 * The couple's conversations in one query: every lead made from its inquiries (a thread may not exist
 * yet: the couple can start it), newest activity first.
 */
export async function customerThreads(db: DbOrTx, userId: string): Promise<CustomerThreadItem[]> {
  const result = await db.execute(sql`
    select l.id as lead_id, v.company_name as vendor_name, v.slug as vendor_slug, t.last_message_at,
      m.author, m.kind, m.body,
      (select count(*)::int from lead_messages u
        where u.lead_id = l.id and u.author = 'vendor'
          and (t.client_read_at is null or u.created_at > t.client_read_at)) as unread
    from leads l
    join vendor_profiles v on v.id = l.vendor_id
    left join lead_threads t on t.lead_id = l.id
    left join lateral (
      select author, kind, body from lead_messages where lead_id = l.id order by created_at desc, id desc limit 1
    ) m on true
    where l.customer_id = ${userId}
    order by coalesce(t.last_message_at, l.created_at) desc
    limit 300`);
  return (result.rows as InboxRow[]).map((r) => ({
    leadId: r.lead_id,
    vendorName: r.vendor_name,
    vendorSlug: r.vendor_slug,
    lastMessage: lastMessageOf(r),
    lastMessageAt: iso(r.last_message_at),
    unread: Number(r.unread),
  }));
}

/** A thread as one of its parties sees it: the newest messages with their quotation cards, and read receipts. */
export async function threadView(db: DbOrTx, party: LeadParty): Promise<ThreadView> {
  const [[thread], [vendor], [inquiry], rows] = await Promise.all([
    db.select().from(leadThreads).where(eq(leadThreads.leadId, party.leadId)),
    db.select({ name: vendorProfiles.companyName }).from(vendorProfiles).where(eq(vendorProfiles.id, party.vendorId)),
    db
      .select({ message: customerInquiries.message, createdAt: customerInquiries.createdAt })
      .from(leads)
      .innerJoin(customerInquiries, eq(customerInquiries.id, leads.inquiryId))
      .where(eq(leads.id, party.leadId)),
    db
      .select({
        id: leadMessages.id,
        author: leadMessages.author,
        kind: leadMessages.kind,
        body: leadMessages.body,
        createdAt: leadMessages.createdAt,
        quotationId: quotations.id,
        version: quotations.version,
        status: quotations.status,
        total: quotations.total,
      })
      .from(leadMessages)
      // The quotations TABLE, not the module: a card shows the quotation's current version, status and total.
      .leftJoin(quotations, eq(quotations.id, leadMessages.quotationId))
      .where(eq(leadMessages.leadId, party.leadId))
      .orderBy(desc(leadMessages.createdAt), desc(leadMessages.id))
      .limit(THREAD_MESSAGES_MAX),
  ]);
  const otherReadAt = party.party === "vendor" ? thread?.clientReadAt : thread?.vendorReadAt;
  const isVendor = party.party === "vendor";
  return {
    leadId: party.leadId,
    vendorName: vendor?.name ?? "",
    clientName: party.clientName,
    me: party.party,
    otherReadAt: otherReadAt ? otherReadAt.toISOString() : null,
    messages: rows.reverse().map((r) => ({
      id: r.id,
      author: r.author,
      kind: r.kind,
      body: r.body,
      quotation:
        r.quotationId && r.version != null && r.status && r.total != null
          ? { id: r.quotationId, version: r.version, status: r.status, total: r.total }
          : null,
      createdAt: r.createdAt.toISOString(),
    })),
    clientReachable: !!party.customerId || !!thread?.clientTokenHash,
    clientLinkEmail: isVendor && thread?.clientTokenHash ? (thread.clientEmail ?? null) : null,
    hasCustomerAccount: !!party.customerId,
    inquiry: inquiry?.message ? { message: inquiry.message, createdAt: inquiry.createdAt.toISOString() } : null,
  };
}

/** A lead's events for the client's page (name and AD date), in the lead's order. */
export async function leadEventList(db: DbOrTx, leadId: string): Promise<{ name: string; date: string | null }[]> {
  return db
    .select({ name: leadEvents.eventName, date: leadEvents.eventDate })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.sortOrder), asc(leadEvents.id));
}
