import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A document attached to an email: rendered by the module that registered its kind. */
export type EmailAttachment = { filename: string; document: { kind: string; id: string; lang: "en" | "ne" } };

/** Every email leaves through here: a failed SMTP send stays pending and is retried. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    code: text("code"),
    /**
     * Documents sent with the email (a quotation's or a receipt's PDF), as references: the sender
     * renders each when it sends (mail/outbox.ts), so the row stays small and the file is the
     * document as stored.
     */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** While set and in the future, one instance is sending this email (mail/outbox.ts); no other takes it. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'local')`),
  ],
);

/** Admin actions: who, when, what, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt)],
);

/** Marketplace settings an admin edits (site name, contact phone). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
