import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { vendorProfiles, vendorReviews } from "./vendors";

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The vendor's one public answer to a review (docs/decisions/0019): the review is the key, so a second
 * reply is refused by the database even when two are sent at once.
 */
export const reviewReplies = pgTable("review_replies", {
  reviewId: uuid("review_id")
    .primaryKey()
    .references(() => vendorReviews.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  createdAt: at("created_at"),
});

/**
 * A signed-in user's report of a review (one per user and review; reporting again updates the
 * reason). An open report (resolved_at null) puts the review in the admin's moderation queue.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => vendorReviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    createdAt: at("created_at"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    unique("review_reports_review_reporter_key").on(t.reviewId, t.reporterId),
    index("review_reports_open_idx").on(t.reviewId).where(sql`${t.resolvedAt} is null`),
    check("review_reports_reason_check", sql`${t.reason} in ('fake', 'offensive', 'spam', 'other')`),
  ],
);

/**
 * A 6-digit code that proves a QR-link reviewer owns an email (10 minutes, 3 tries). Each request
 * is its own row, known only to the browser that asked (its id is the proof it sends back), so a
 * stranger asking codes for the same address can neither replace nor burn the owner's code.
 */
export const reviewEmailCodes = pgTable(
  "review_email_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: at("created_at"),
  },
  (t) => [index("review_email_codes_created_idx").on(t.createdAt)],
);
