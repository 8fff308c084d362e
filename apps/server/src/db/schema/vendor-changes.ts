import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { vendorProfiles } from "./vendors";

/**
 * An approved vendor's update waiting for review (docs/decisions/0015, DESIGN principle 9): the live
 * profile keeps the approved version while the proposed application waits here. At most one
 * pending request per vendor (a second submission replaces the proposal of the first).
 */
export const vendorChangeRequests = pgTable(
  "vendor_change_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    /** The whole proposed application, in the wizard's shape (VendorApplication). */
    proposed: jsonb("proposed").notNull(),
    /** The live version the proposal was made from: approving it over a newer one is refused. */
    baseVersion: integer("base_version").notNull(),
    /** Ids of the vendor's photos when the request was made (photos go live at once; decision 0015). */
    baseUploadIds: jsonb("base_upload_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** The wizard step the reason concerns (a WIZARD_STEPS key), when the admin named one. */
    reasonStep: text("reason_step"),
    reviewerId: text("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    check("vendor_change_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "vendor_change_requests_reason_check",
      sql`${t.status} <> 'rejected' or length(trim(coalesce(${t.reason}, ''))) > 0`,
    ),
    uniqueIndex("vendor_change_requests_one_pending_uq").on(t.vendorId).where(sql`status = 'pending'`),
    index("vendor_change_requests_vendor_idx").on(t.vendorId, t.createdAt),
    index("vendor_change_requests_status_idx").on(t.status, t.submittedAt),
  ],
);

/**
 * Every decision on a vendor's application (approve, reject, back to pending) with the admin's
 * reason: the status page shows the latest one to the vendor.
 */
export const vendorStatusDecisions = pgTable(
  "vendor_status_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    reason: text("reason"),
    /** The wizard step the reason concerns (a WIZARD_STEPS key), when the admin named one. */
    reasonStep: text("reason_step"),
    deciderId: text("decider_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vendor_status_decisions_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("vendor_status_decisions_vendor_idx").on(t.vendorId, t.createdAt),
  ],
);
