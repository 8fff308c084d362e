import {
  canMoveStatus,
  formatBs,
  formatRs,
  QUOTATION_NOT_DRAFT_MESSAGE,
  QUOTATION_NOT_FOUND,
  QUOTATION_STALE_MESSAGE,
  type QuotationDraft,
  type QuotationView,
  quotationTotals,
  todayAdInNepal,
  VALIDITY_PAST_MESSAGE,
  VAT_NEEDS_PAN_MESSAGE,
  VAT_PERCENT,
} from "@bihe/shared";
import { and, eq, max, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { leadHistory, leads, leadThreads, quotations, users, vendorProfiles } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { Mailer, OutgoingEmail } from "../../mail/outbox";
import { threadLinks } from "../conversations/links";
import { postThreadEvent } from "../conversations/thread-events";
import { readQuotations } from "./queries";

/** The outbox's document kind of a quotation's PDF (attached to emails, made when the email leaves). */
export const QUOTATION_DOCUMENT = "quotation";

const stale = (message: string) => new AppError(409, "STALE", message);

/** What the shared rule leaves to the server: VAT needs the vendor's PAN/VAT number; validity not in the past. */
function checkDraft(draft: QuotationDraft, vatPanNumber: string | null, today: string): void {
  if (draft.withVat && !vatPanNumber) throw badRequest(VAT_NEEDS_PAN_MESSAGE, { withVat: VAT_NEEDS_PAN_MESSAGE });
  if (draft.validUntil && draft.validUntil < today)
    throw badRequest(VALIDITY_PAST_MESSAGE, { validUntil: VALIDITY_PAST_MESSAGE });
}

async function vatPanOf(db: Db | Tx, vendorId: string): Promise<string | null> {
  const [row] = await db
    .select({ vatPanNumber: vendorProfiles.vatPanNumber })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, vendorId));
  return row?.vatPanNumber?.trim() || null;
}

/** The stored columns of a draft: its lines and schedule, and its totals by the shared rule. */
function draftColumns(draft: QuotationDraft) {
  const totals = quotationTotals(draft.items, draft.discount, draft.withVat);
  return {
    items: draft.items,
    schedule: draft.schedule,
    subtotal: totals.subtotal,
    discount: totals.discount,
    vatPercent: draft.withVat ? VAT_PERCENT : 0,
    vatAmount: totals.vatAmount,
    total: totals.total,
    validUntil: draft.validUntil,
    terms: draft.terms || null,
  };
}

async function viewOf(db: Db, leadId: string, quotationId: string): Promise<QuotationView> {
  const [view] = await readQuotations(db, leadId, { quotationId });
  if (!view) throw notFound(QUOTATION_NOT_FOUND);
  return view;
}

/**
 * A new draft version of the lead's quotation, made once per request id: a retried request answers
 * the quotation it made (`created` false), whatever happened to it since. A lead has at most one open
 * draft (a unique index): while one is open, a create answers it instead, so a double click makes one
 * version. The lead's row is locked first, so one lead's creates and sends run one after the other.
 */
export async function createDraft(
  db: Db,
  caller: { vendorId: string; userId: string },
  leadId: string,
  input: { requestId: string; draft: QuotationDraft },
): Promise<{ view: QuotationView; created: boolean }> {
  checkDraft(input.draft, await vatPanOf(db, caller.vendorId), todayAdInNepal());
  const result = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.vendorId, caller.vendorId)))
      .for("update");
    if (!lead) throw notFound(QUOTATION_NOT_FOUND);
    const [last] = await tx
      .select({ version: max(quotations.version) })
      .from(quotations)
      .where(eq(quotations.leadId, leadId));
    const [row] = await tx
      .insert(quotations)
      .values({
        leadId,
        vendorId: caller.vendorId,
        version: (last?.version ?? 0) + 1,
        createdBy: caller.userId,
        requestId: input.requestId,
        ...draftColumns(input.draft),
      })
      .onConflictDoNothing()
      .returning({ id: quotations.id });
    if (row) return { id: row.id, created: true };
    // Not made: this request made one before, or a draft is open.
    const [earlier] = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(
        and(
          eq(quotations.leadId, leadId),
          or(eq(quotations.requestId, input.requestId), eq(quotations.status, "draft")),
        ),
      )
      .orderBy(sql`coalesce(${quotations.requestId} = ${input.requestId}, false) desc`)
      .limit(1);
    if (!earlier) throw new Error("a quotation's insert conflicted but neither its request nor a draft is there");
    return { id: earlier.id, created: false };
  });
  return { view: await viewOf(db, leadId, result.id), created: result.created };
}

/** Locks a quotation of the vendor's lead for a change; 404 when it is not theirs. */
async function lockQuotation(tx: Tx, vendorId: string, leadId: string, quotationId: string) {
  const [row] = await tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, quotationId), eq(quotations.leadId, leadId), eq(quotations.vendorId, vendorId)))
    .for("update");
  if (!row) throw notFound(QUOTATION_NOT_FOUND);
  return row;
}

/** Saves a draft against its row version: a stale version or a sent quotation is a 409. */
export async function updateDraft(
  db: Db,
  vendorId: string,
  ids: { leadId: string; quotationId: string },
  input: { rowVersion: number; draft: QuotationDraft },
): Promise<QuotationView> {
  checkDraft(input.draft, await vatPanOf(db, vendorId), todayAdInNepal());
  await db.transaction(async (tx) => {
    const row = await lockQuotation(tx, vendorId, ids.leadId, ids.quotationId);
    if (row.status !== "draft") throw stale(QUOTATION_NOT_DRAFT_MESSAGE);
    if (row.rowVersion !== input.rowVersion) throw stale(QUOTATION_STALE_MESSAGE);
    await tx
      .update(quotations)
      .set({ ...draftColumns(input.draft), rowVersion: row.rowVersion + 1, updatedAt: new Date() })
      .where(eq(quotations.id, row.id));
  });
  return viewOf(db, ids.leadId, ids.quotationId);
}

/** Where the client reads its quotation: the couple's account email, or the walk-in's (the link's) address. */
async function clientAddress(tx: Tx, leadId: string): Promise<{ to: string; couple: boolean } | null> {
  const [row] = await tx
    .select({ accountEmail: users.email, threadEmail: leadThreads.clientEmail })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.customerId))
    .leftJoin(leadThreads, eq(leadThreads.leadId, leads.id))
    .where(eq(leads.id, leadId));
  if (row?.accountEmail) return { to: row.accountEmail, couple: true };
  if (row?.threadEmail) return { to: row.threadEmail, couple: false };
  return null;
}

/** The email that tells the client a quotation arrived (English with a Nepali line, like the app's other client emails). */
export function quotationSentEmail(input: {
  to: string;
  quotationId: string;
  vendorName: string;
  clientName: string;
  version: number;
  total: number;
  validUntil: string | null;
  /** The couple's thread page; null for a walk-in client, whose link only the first email carried. */
  url: string | null;
}): OutgoingEmail {
  const valid = input.validUntil ? `, valid until ${formatBs(input.validUntil)}` : "";
  return {
    to: input.to,
    subject: `${input.vendorName} sent you a quotation`,
    body: [
      `Namaste ${input.clientName},`,
      "",
      `${input.vendorName} sent you a quotation (version ${input.version}): ${formatRs(input.total)}${valid}.`,
      "",
      input.url
        ? `Read it, download the PDF and reply here: ${input.url}`
        : "Open it with the private link in the first email we sent you about this conversation.",
      "",
      `${input.vendorName} ले तपाईंलाई कोटेसन पठाउनुभएको छ। माथिको लिंकबाट हेर्नुहोस्।`,
    ].join("\n"),
    // The PDF is made when the email leaves (the outbox's document renderer), not in this transaction.
    attachments: [
      {
        filename: `quotation-v${input.version}.pdf`,
        document: { kind: QUOTATION_DOCUMENT, id: input.quotationId, lang: "en" },
      },
    ],
  };
}

/**
 * Sends a draft, in ONE transaction: it becomes 'sent' (its PAN/VAT number frozen), the version
 * sent before becomes 'superseded', its card is posted into the lead's conversation, the lead moves
 * to Quotation Sent (with its history row; a Won lead stays Won) and the client's email is queued.
 * Sending a quotation that is already sent answers it unchanged, so a double click posts one card
 * and one email.
 */
export async function sendQuotation(
  db: Db,
  mailer: Mailer,
  caller: { vendorId: string; userId: string },
  ids: { leadId: string; quotationId: string },
  input: { rowVersion: number; origin: string },
): Promise<QuotationView> {
  const today = todayAdInNepal();
  await db.transaction(async (tx) => {
    // The lead first (as createDraft does), so one lead's writes never wait on each other in a cycle.
    const [lead] = await tx
      .select({ status: leads.status, name: leads.name })
      .from(leads)
      .where(and(eq(leads.id, ids.leadId), eq(leads.vendorId, caller.vendorId)))
      .for("update");
    if (!lead) throw notFound(QUOTATION_NOT_FOUND);
    const row = await lockQuotation(tx, caller.vendorId, ids.leadId, ids.quotationId);
    if (row.status === "sent" && row.rowVersion === input.rowVersion + 1) return;
    if (row.status !== "draft") throw stale(QUOTATION_NOT_DRAFT_MESSAGE);
    if (row.rowVersion !== input.rowVersion) throw stale(QUOTATION_STALE_MESSAGE);
    const vatPanNumber = await vatPanOf(tx, caller.vendorId);
    if (row.vatPercent > 0 && !vatPanNumber) throw badRequest(VAT_NEEDS_PAN_MESSAGE);
    if (row.validUntil && row.validUntil < today)
      throw badRequest(VALIDITY_PAST_MESSAGE, { validUntil: VALIDITY_PAST_MESSAGE });
    const now = new Date();
    await tx
      .update(quotations)
      .set({ status: "superseded", updatedAt: now, rowVersion: sql`${quotations.rowVersion} + 1` })
      .where(and(eq(quotations.leadId, ids.leadId), eq(quotations.status, "sent"), ne(quotations.id, row.id)));
    await tx
      .update(quotations)
      .set({ status: "sent", sentAt: now, vatPanNumber, rowVersion: row.rowVersion + 1, updatedAt: now })
      .where(eq(quotations.id, row.id));
    // The quotation's id is the card's request id: whatever happens, one card per quotation.
    await postThreadEvent(tx, {
      leadId: ids.leadId,
      vendorId: caller.vendorId,
      author: "vendor",
      authorUserId: caller.userId,
      kind: "quotation",
      quotationId: row.id,
      requestId: row.id,
      mailer,
      notifyOther: false,
    });
    if (lead.status !== "quotation_sent" && lead.status !== "won" && canMoveStatus(lead.status, "quotation_sent")) {
      await tx.update(leads).set({ status: "quotation_sent", updatedAt: now }).where(eq(leads.id, ids.leadId));
      await tx.insert(leadHistory).values({
        leadId: ids.leadId,
        changedBy: caller.userId,
        fromStatus: lead.status,
        toStatus: "quotation_sent",
        changes: null,
      });
    }
    const address = await clientAddress(tx, ids.leadId);
    if (address) {
      const [vendor] = await tx
        .select({ name: vendorProfiles.companyName })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, caller.vendorId));
      await mailer.queueIn(
        tx,
        quotationSentEmail({
          to: address.to,
          quotationId: row.id,
          vendorName: vendor?.name ?? "",
          clientName: lead.name,
          version: row.version,
          total: row.total,
          validUntil: row.validUntil,
          url: address.couple ? `${input.origin}${threadLinks(ids.leadId).customer}` : null,
        }),
      );
    }
  });
  return viewOf(db, ids.leadId, ids.quotationId);
}
