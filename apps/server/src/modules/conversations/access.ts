import { createHash, randomBytes } from "node:crypto";
import { isUuid } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { leads, leadThreads } from "../../db/schema";
import { notFound } from "../../lib/errors";

/**
 * Who is a party of a lead's conversation, and the one way every route of conversations, quotations
 * and bookings resolves it:
 * - the vendor: the lead's `vendor_id` is the caller's own vendor profile (`vendorLead`);
 * - the couple: the lead's `customer_id` is the signed-in user (`clientLead` with `userId`);
 * - a walk-in client (a lead without an account): whoever presents the private link's token; only its
 *   SHA-256 is stored (`clientLead` with `token`). A revoked link has no hash and so finds nothing.
 * A caller who is not a party gets a 404, never a 403, so the answer does not reveal that the lead exists.
 * An admin is never a client, and is a vendor only of its own vendor profile (if any).
 *
 * To put a quotation's card into a thread from another module's transaction, see `postThreadEvent`
 * (thread-events.ts).
 */

export const THREAD_NOT_FOUND = "Conversation not found";

/** A lead as a party of its conversation sees it: enough to scope every further read and write. */
export type LeadParty = {
  leadId: string;
  vendorId: string;
  /** The couple's account, or null for a walk-in client's lead. */
  customerId: string | null;
  /** The lead's client as the vendor typed it (or the inquiry gave it). */
  clientName: string;
  /** Which side the caller is on. */
  party: "vendor" | "client";
};

/** A private link's token: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new private link: the token to send to the client and the hash to store. */
export function newClientToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashClientToken(token) };
}

/** What the database stores for a token (SHA-256, base64url): a leaked table gives no link away. */
export function hashClientToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const leadColumns = {
  leadId: leads.id,
  vendorId: leads.vendorId,
  customerId: leads.customerId,
  clientName: leads.name,
};

/** The caller's vendor's lead, or 404. */
export async function vendorLead(db: DbOrTx, vendorId: string, leadId: string): Promise<LeadParty> {
  if (!isUuid(leadId)) throw notFound(THREAD_NOT_FOUND);
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.vendorId, vendorId)));
  if (!row) throw notFound(THREAD_NOT_FOUND);
  return { ...row, party: "vendor" };
}

/**
 * The lead whose client the caller is, or 404: the signed-in couple's lead (`userId` and `leadId`),
 * or the lead of a private link (`token`; `leadId`, when given, must be that lead).
 */
export async function clientLead(
  db: DbOrTx,
  who: { userId?: string | null; token?: string | null },
  leadId?: string,
): Promise<LeadParty> {
  if (leadId !== undefined && !isUuid(leadId)) throw notFound(THREAD_NOT_FOUND);
  if (who.token != null) {
    if (!TOKEN_PATTERN.test(who.token)) throw notFound(THREAD_NOT_FOUND);
    const [row] = await db
      .select(leadColumns)
      .from(leadThreads)
      .innerJoin(leads, eq(leads.id, leadThreads.leadId))
      .where(eq(leadThreads.clientTokenHash, hashClientToken(who.token)));
    if (!row || (leadId !== undefined && row.leadId !== leadId)) throw notFound(THREAD_NOT_FOUND);
    return { ...row, party: "client" };
  }
  if (who.userId && leadId !== undefined) {
    const [row] = await db
      .select(leadColumns)
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.customerId, who.userId)));
    if (row) return { ...row, party: "client" };
  }
  throw notFound(THREAD_NOT_FOUND);
}
