import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { leads } from "./leads";
import { vendorProfiles } from "./vendors";

/**
 * From inquiry to booking (docs/architecture.md, "Conversations and bookings"): a lead's conversation,
 * its quotations, the booking an accepted quotation makes, and the payments against it. Amounts are
 * whole rupees. Every row carries its vendor, so every read is scoped by the caller's vendor first.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const vendorRef = () =>
  uuid("vendor_id")
    .notNull()
    .references(() => vendorProfiles.id, { onDelete: "cascade" });
const leadRef = () =>
  uuid("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" });

/** Who wrote a message or acted on a quotation: the lead's vendor, or its client (the couple or a walk-in). */
export type ThreadParty = "vendor" | "client";

/**
 * A lead's conversation, one per lead, made when first needed. The client is the lead's couple
 * (`leads.customer_id`) or, for a lead without an account, whoever holds the private link: only the
 * SHA-256 of its 32 random bytes is stored, so the database cannot give the link away; regenerating
 * or revoking replaces or clears it. Read receipts are times: a message is read when the other
 * party's `*_read_at` is at or after it.
 */
export const leadThreads = pgTable(
  "lead_threads",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    vendorId: vendorRef(),
    clientTokenHash: text("client_token_hash").unique(),
    /** Where the private link was sent (a walk-in client's email, given by the vendor). */
    clientEmail: text("client_email"),
    vendorReadAt: timestamp("vendor_read_at", { withTimezone: true }),
    clientReadAt: timestamp("client_read_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    lastMessageBy: text("last_message_by").$type<ThreadParty>(),
    createdAt: at("created_at"),
  },
  (t) => [
    index("lead_threads_vendor_idx").on(t.vendorId, t.lastMessageAt),
    check("lead_threads_last_by_check", sql`${t.lastMessageBy} is null or ${t.lastMessageBy} in ('vendor', 'client')`),
    check("lead_threads_email_check", sql`${t.clientEmail} is null or char_length(${t.clientEmail}) <= 254`),
  ],
);

export type ThreadMessageKind = "text" | "quotation" | "accepted" | "declined";

/**
 * One entry of a conversation: a text message, or a quotation event shown as a card (sent, accepted,
 * declined). `request_id` is the client's id for the write: a retried or double-clicked send makes
 * one message.
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: leadRef(),
    vendorId: vendorRef(),
    author: text("author").notNull().$type<ThreadParty>(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull().default("text").$type<ThreadMessageKind>(),
    body: text("body"),
    quotationId: uuid("quotation_id").references(() => quotations.id, { onDelete: "cascade" }),
    requestId: uuid("request_id"),
    createdAt: at("created_at"),
  },
  (t) => [
    index("lead_messages_lead_idx").on(t.leadId, t.createdAt),
    unique("lead_messages_request_key").on(t.leadId, t.requestId),
    check("lead_messages_author_check", sql`${t.author} in ('vendor', 'client')`),
    check("lead_messages_kind_check", sql`${t.kind} in ('text', 'quotation', 'accepted', 'declined')`),
    check(
      "lead_messages_body_check",
      sql`(${t.kind} = 'text' and char_length(${t.body}) between 1 and 2000) or (${t.kind} <> 'text' and ${t.quotationId} is not null)`,
    ),
  ],
);

/** A quotation's line (a package, an event's coverage, an add-on or anything typed). */
export type QuotationItem = { description: string; quantity: number; unitPrice: number };
/** An installment of the payment schedule: its label, its share and its due date (AD, or null: on the day). */
export type QuotationInstallment = { label: string; amount: number; dueDate: string | null };

export type QuotationStatus = "draft" | "sent" | "superseded" | "accepted" | "declined";

/**
 * A quotation for a lead, versioned: version n+1 supersedes version n when it is sent, and the old one
 * stays readable. A sent quotation is never edited (its totals, items and schedule are what the
 * client accepts); only a draft is, against its `row_version`. The totals are stored as computed by
 * the shared rule (packages/shared/src/quotation.ts) and the CHECKs keep them consistent.
 */
export const quotations = pgTable(
  "quotations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: leadRef(),
    vendorId: vendorRef(),
    version: smallint("version").notNull(),
    status: text("status").notNull().default("draft").$type<QuotationStatus>(),
    items: jsonb("items").notNull().$type<QuotationItem[]>(),
    schedule: jsonb("schedule").notNull().$type<QuotationInstallment[]>(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    /** 0 or 13 (Nepal's VAT), on the subtotal after the discount. */
    vatPercent: smallint("vat_percent").notNull().default(0),
    vatAmount: integer("vat_amount").notNull().default(0),
    total: integer("total").notNull(),
    /** The vendor's PAN/VAT number as it was when sent (the profile's may change later). */
    vatPanNumber: text("vat_pan_number"),
    validUntil: date("valid_until"),
    terms: text("terms"),
    rowVersion: integer("row_version").notNull().default(1),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The vendor's id for the write that made this version: a retried create answers this quotation. */
    requestId: uuid("request_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Acceptance: the typed name, when, from which address and account (null: a walk-in's private link). */
    acceptedName: text("accepted_name"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedIp: text("accepted_ip"),
    acceptedUserId: text("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    unique("quotations_lead_version_key").on(t.leadId, t.version),
    unique("quotations_request_key").on(t.leadId, t.requestId),
    // A lead has at most one open draft: a new version starts only after the last one is sent.
    uniqueIndex("quotations_one_draft_idx").on(t.leadId).where(sql`${t.status} = 'draft'`),
    index("quotations_vendor_idx").on(t.vendorId, t.status, t.sentAt),
    check("quotations_status_check", sql`${t.status} in ('draft', 'sent', 'superseded', 'accepted', 'declined')`),
    check("quotations_vat_check", sql`${t.vatPercent} in (0, 13)`),
    check(
      "quotations_amounts_check",
      sql`${t.subtotal} between 0 and 1000000000 and ${t.discount} between 0 and ${t.subtotal} and ${t.vatAmount} >= 0 and ${t.total} = ${t.subtotal} - ${t.discount} + ${t.vatAmount}`,
    ),
    check("quotations_terms_check", sql`${t.terms} is null or char_length(${t.terms}) <= 4000`),
    check("quotations_decline_reason_check", sql`${t.declineReason} is null or char_length(${t.declineReason}) <= 500`),
  ],
);

export type BookingStatus = "confirmed" | "cancelled";

/**
 * What an accepted quotation makes: one per lead. Its events are the lead's (they fill the vendor's
 * calendar through the Won lead, docs/decisions/0034); its schedule and total are the accepted
 * quotation's. `review_invited_at` is the claim of the review invitation sent after the last event.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    quotationId: uuid("quotation_id")
      .notNull()
      .unique()
      .references(() => quotations.id, { onDelete: "cascade" }),
    vendorId: vendorRef(),
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("confirmed").$type<BookingStatus>(),
    total: integer("total").notNull(),
    /** The last date with an event (AD): the booking is complete after it. */
    lastEventDate: date("last_event_date"),
    reviewInvitedAt: timestamp("review_invited_at", { withTimezone: true }),
    rowVersion: integer("row_version").notNull().default(1),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    index("bookings_vendor_idx").on(t.vendorId, t.status, t.createdAt),
    index("bookings_customer_idx").on(t.customerId),
    index("bookings_review_due_idx").on(t.lastEventDate).where(sql`${t.reviewInvitedAt} is null`),
    check("bookings_status_check", sql`${t.status} in ('confirmed', 'cancelled')`),
    check("bookings_total_check", sql`${t.total} >= 0`),
  ],
);

export type PaymentMethod = "cash" | "esewa" | "khalti" | "fonepay" | "bank_transfer" | "cheque";

/**
 * A payment the vendor received against a booking. Payments fill the schedule's installments in order
 * (packages/shared/src/quotation.ts). `request_id` makes a double submit one payment; the receipt
 * number counts per vendor (`receipt_no`, unique with the vendor).
 */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    vendorId: vendorRef(),
    amount: integer("amount").notNull(),
    paidOn: date("paid_on").notNull(),
    method: text("method").notNull().$type<PaymentMethod>(),
    reference: text("reference"),
    receiptNo: integer("receipt_no").notNull(),
    requestId: uuid("request_id").notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at"),
  },
  (t) => [
    index("booking_payments_booking_idx").on(t.bookingId, t.paidOn),
    unique("booking_payments_request_key").on(t.bookingId, t.requestId),
    unique("booking_payments_receipt_key").on(t.vendorId, t.receiptNo),
    check("booking_payments_amount_check", sql`${t.amount} between 1 and 1000000000`),
    check(
      "booking_payments_method_check",
      sql`${t.method} in ('cash', 'esewa', 'khalti', 'fonepay', 'bank_transfer', 'cheque')`,
    ),
    check("booking_payments_reference_check", sql`${t.reference} is null or char_length(${t.reference}) <= 100`),
  ],
);

/**
 * The claim of one reminder: an installment due soon (to the couple) or overdue (to the vendor).
 * Whoever inserts the row sends it, so any number of instances send each reminder once.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    installment: smallint("installment").notNull(),
    kind: text("kind").notNull(),
    sentAt: at("sent_at"),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.installment, t.kind] }),
    check("booking_reminders_kind_check", sql`${t.kind} in ('due_soon', 'overdue')`),
  ],
);

/**
 * The vendor's payment QR (an eSewa, Khalti, Fonepay or bank QR image it uploads), printed on its
 * quotations. `file_path` is the storage key.
 */
export const vendorPaymentQrs = pgTable(
  "vendor_payment_qrs",
  {
    vendorId: uuid("vendor_id")
      .primaryKey()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    filePath: text("file_path").notNull(),
    /** What it is, as the vendor names it ('eSewa', 'NIC Asia Bank'...). */
    label: text("label").notNull(),
    updatedAt: at("updated_at"),
  },
  (t) => [check("vendor_payment_qrs_label_check", sql`char_length(${t.label}) between 1 and 60`)],
);
