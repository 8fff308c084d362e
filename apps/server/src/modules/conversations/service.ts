import type { SendMessage, ThreadMessage } from "@bihe/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leads, leadThreads, notifications, vendorProfiles } from "../../db/schema";
import { conflict } from "../../lib/errors";
import type { Mailer } from "../../mail/outbox";
import { type LeadParty, newClientToken } from "./access";
import { clientPagePath, threadLinks } from "./links";
import { appendToThread, ensureThread } from "./thread-events";
import { clientLinkEmail } from "./walk-in-email";

export const LEAD_HAS_ACCOUNT =
  "This client has a Bihe account: they read and answer this conversation in their dashboard, no private link needed.";

/** Writes a text message as the caller's side; a repeated request id returns the first message. */
export async function sendMessage(
  db: Db,
  mailer: Mailer,
  party: LeadParty,
  authorUserId: string | null,
  input: SendMessage,
): Promise<ThreadMessage> {
  const { message } = await db.transaction((tx) =>
    appendToThread(tx, {
      leadId: party.leadId,
      vendorId: party.vendorId,
      author: party.party,
      authorUserId,
      kind: "text",
      body: input.body,
      requestId: input.requestId,
      mailer,
    }),
  );
  return {
    id: message.id,
    author: message.author,
    kind: message.kind,
    body: message.body,
    quotation: null,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * The caller's side has read the thread up to now: moves its read time (the other side's receipts)
 * and marks its message notifications of this thread read, so the next message tells it again
 * (the burst rule in thread-events.ts).
 */
export async function markThreadRead(db: Db, party: LeadParty, userId: string | null): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(leadThreads)
      .set(party.party === "vendor" ? { vendorReadAt: now } : { clientReadAt: now })
      .where(eq(leadThreads.leadId, party.leadId));
    if (!userId) return;
    const links = threadLinks(party.leadId);
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          inArray(notifications.kind, ["message_received", "message_received_customer"]),
          inArray(notifications.link, [links.vendor, links.customer]),
          isNull(notifications.readAt),
        ),
      );
  });
}

/**
 * Makes the private link of a lead without an account (a new token each time: the old link stops
 * working) and emails it to the client, in one transaction: the email leaves exactly when the link exists.
 */
export async function setClientLink(
  db: Db,
  mailer: Mailer,
  baseUrl: string,
  party: LeadParty,
  email: string,
): Promise<{ sentTo: string }> {
  if (party.customerId) throw conflict(LEAD_HAS_ACCOUNT);
  const { token, hash } = newClientToken();
  await db.transaction(async (tx) => {
    await ensureThread(tx, party.leadId, party.vendorId);
    await tx
      .update(leadThreads)
      .set({ clientTokenHash: hash, clientEmail: email })
      .where(eq(leadThreads.leadId, party.leadId));
    const [vendor] = await tx
      .select({ name: vendorProfiles.companyName })
      .from(vendorProfiles)
      .innerJoin(leads, eq(leads.vendorId, vendorProfiles.id))
      .where(eq(leads.id, party.leadId));
    await mailer.queueIn(
      tx,
      clientLinkEmail({
        to: email,
        vendorName: vendor?.name ?? "",
        clientName: party.clientName,
        url: `${baseUrl}${clientPagePath(token)}`,
      }),
    );
  });
  if (!mailer.usesLocalOutbox) void mailer.flush();
  return { sentTo: email };
}

/** Ends a lead's private link: its token finds nothing from now on. */
export async function revokeClientLink(db: Db, party: LeadParty): Promise<void> {
  await db.update(leadThreads).set({ clientTokenHash: null }).where(eq(leadThreads.leadId, party.leadId));
}
