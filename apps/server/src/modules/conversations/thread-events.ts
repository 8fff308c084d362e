import { excerptOf } from "@bihe/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  leadMessages,
  leads,
  leadThreads,
  notifications,
  type ThreadMessageKind,
  type ThreadParty,
  vendorProfiles,
} from "../../db/schema";
import type { Mailer } from "../../mail/outbox";
import { notify } from "../notifications/notify";
import { threadLinks } from "./links";
import { walkInMessageEmail } from "./walk-in-email";

/** A message as stored, as both the writer and the thread read return it. */
export type StoredMessage = typeof leadMessages.$inferSelect;

/** Makes a lead's thread if it has none yet (threads are made when first needed). */
export async function ensureThread(tx: DbOrTx, leadId: string, vendorId: string): Promise<void> {
  await tx.insert(leadThreads).values({ leadId, vendorId }).onConflictDoNothing({ target: leadThreads.leadId });
}

type Entry = {
  leadId: string;
  vendorId: string;
  author: ThreadParty;
  /** The account that wrote it; null for a walk-in client (no account). */
  authorUserId: string | null;
  kind: ThreadMessageKind;
  body?: string | null;
  quotationId?: string | null;
  /** The writer's id for this write: a retry with the same id returns the first message. */
  requestId?: string | null;
  /** Emails a walk-in client (no account, so no notification row): the app's mailer. */
  mailer: Mailer;
  /** False when the caller tells the other party itself (e.g. a quotation's own email): no notification then. */
  notifyOther?: boolean;
};

/**
 * Appends one entry to a lead's thread, inside the caller's transaction: makes the thread when
 * missing, inserts the message (once per request id), moves the thread's last message, counts the
 * author as having read everything up to it, and tells the other party. A repeated request id
 * returns the first message and changes nothing. `created` says which happened.
 */
export async function appendToThread(tx: DbOrTx, entry: Entry): Promise<{ message: StoredMessage; created: boolean }> {
  await ensureThread(tx, entry.leadId, entry.vendorId);
  const [inserted] = await tx
    .insert(leadMessages)
    .values({
      leadId: entry.leadId,
      vendorId: entry.vendorId,
      author: entry.author,
      authorUserId: entry.authorUserId,
      kind: entry.kind,
      body: entry.body ?? null,
      quotationId: entry.quotationId ?? null,
      requestId: entry.requestId ?? null,
    })
    .onConflictDoNothing({ target: [leadMessages.leadId, leadMessages.requestId] })
    .returning();
  if (!inserted) {
    const [first] = await tx
      .select()
      .from(leadMessages)
      .where(and(eq(leadMessages.leadId, entry.leadId), eq(leadMessages.requestId, entry.requestId ?? "")));
    if (!first) throw new Error("a message's request id conflicted but its message is gone");
    return { message: first, created: false };
  }
  // The previous last message, read before moving it: the walk-in client's burst rule needs it.
  const [before] = await tx
    .select({ clientReadAt: leadThreads.clientReadAt, clientEmail: leadThreads.clientEmail })
    .from(leadThreads)
    .where(eq(leadThreads.leadId, entry.leadId));
  const readColumn =
    entry.author === "vendor" ? { vendorReadAt: inserted.createdAt } : { clientReadAt: inserted.createdAt };
  await tx
    .update(leadThreads)
    .set({
      lastMessageAt: sql`greatest(${leadThreads.lastMessageAt}, ${inserted.createdAt.toISOString()}::timestamptz)`,
      lastMessageBy: entry.author,
      ...readColumn,
    })
    .where(eq(leadThreads.leadId, entry.leadId));
  if (entry.notifyOther !== false) await tellOtherParty(tx, entry, inserted, before ?? null);
  return { message: inserted, created: true };
}

/**
 * Puts a quotation event's card into a lead's thread, inside the caller's own transaction (the
 * quotations and bookings modules call it when a quotation is sent, accepted or declined): makes
 * the thread when missing, inserts the card, moves the thread's last message and tells the other
 * party like a message does. Pass `requestId` to make a retried call post one card.
 */
export async function postThreadEvent(
  tx: DbOrTx,
  event: {
    leadId: string;
    vendorId: string;
    author: ThreadParty;
    authorUserId: string | null;
    kind: Exclude<ThreadMessageKind, "text">;
    quotationId: string;
    requestId?: string | null;
    mailer: Mailer;
    notifyOther?: boolean;
  },
): Promise<StoredMessage> {
  return (await appendToThread(tx, event)).message;
}

/**
 * Tells the other party about a new entry: the vendor and a couple through notify() (in-app, and
 * email per their preferences), a walk-in client by email to the address the link was sent to.
 * A burst of messages tells once: nothing new is made while the recipient still has an unread
 * notification of this thread (same kind and link), or, for a walk-in client, while an earlier
 * message of the vendor is still unread (sent after the client last opened the thread).
 */
async function tellOtherParty(
  tx: DbOrTx,
  entry: Entry,
  message: StoredMessage,
  before: { clientReadAt: Date | null; clientEmail: string | null } | null,
): Promise<void> {
  const [lead] = await tx
    .select({
      customerId: leads.customerId,
      clientName: leads.name,
      vendorName: vendorProfiles.companyName,
      vendorUserId: vendorProfiles.userId,
    })
    .from(leads)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, leads.vendorId))
    .where(eq(leads.id, entry.leadId));
  if (!lead) return;
  const excerpt = message.body ? excerptOf(message.body) : undefined;
  const links = threadLinks(entry.leadId);

  if (entry.author === "client") {
    if (await hasUnread(tx, lead.vendorUserId, "message_received", links.vendor)) return;
    await notify(tx, {
      vendorId: entry.vendorId,
      kind: "message_received",
      data: { clientName: lead.clientName, ...(excerpt ? { excerpt } : {}) },
      link: links.vendor,
    });
    return;
  }
  if (lead.customerId) {
    if (await hasUnread(tx, lead.customerId, "message_received_customer", links.customer)) return;
    await notify(tx, {
      userId: lead.customerId,
      kind: "message_received_customer",
      data: { vendorName: lead.vendorName, ...(excerpt ? { excerpt } : {}) },
      link: links.customer,
    });
    return;
  }
  if (!before?.clientEmail) return;
  const [earlierUnread] = await tx
    .select({ id: leadMessages.id })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.leadId, entry.leadId),
        eq(leadMessages.author, "vendor"),
        sql`${leadMessages.id} <> ${message.id}`,
        before.clientReadAt ? gt(leadMessages.createdAt, before.clientReadAt) : undefined,
      ),
    )
    .limit(1);
  if (earlierUnread) return;
  await entry.mailer.queueIn(
    tx,
    walkInMessageEmail({ to: before.clientEmail, vendorName: lead.vendorName, kind: message.kind, excerpt }),
  );
}

/** Whether the user still has an unread notification of this kind for this thread. */
async function hasUnread(
  tx: DbOrTx,
  userId: string,
  kind: "message_received" | "message_received_customer",
  link: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  return !!row;
}
