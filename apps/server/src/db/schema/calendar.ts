import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { vendorProfiles } from "./vendors";

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const vendorRef = () =>
  uuid("vendor_id")
    .notNull()
    .references(() => vendorProfiles.id, { onDelete: "cascade" });

/**
 * A vendor's calendar settings (docs/decisions/0034): how many weddings it takes on one date, and the
 * secret of its private iCalendar feed. Kept apart from the profile: no change request or version
 * applies to them. No row means capacity 1 and no feed. The row is also the lock every write that
 * books or frees a date takes first (calendar/lock.ts), so two writes never both take the last slot.
 */
export const vendorCalendars = pgTable(
  "vendor_calendars",
  {
    vendorId: uuid("vendor_id")
      .primaryKey()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    capacity: smallint("capacity").notNull().default(1),
    /** 32 random bytes, base64url; null until the vendor asks for a feed. Regenerating revokes the old one. */
    feedToken: text("feed_token").unique(),
    updatedAt: at("updated_at"),
  },
  (t) => [check("vendor_calendars_capacity_check", sql`${t.capacity} between 1 and 50`)],
);

/** A date the vendor marked as taken, with a private note. A block takes the whole date. */
export const vendorDateBlocks = pgTable(
  "vendor_date_blocks",
  {
    vendorId: vendorRef(),
    day: date("day").notNull(),
    note: text("note"),
    createdAt: at("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.day] }),
    check("vendor_date_blocks_note_check", sql`${t.note} is null or char_length(${t.note}) <= 200`),
  ],
);

/**
 * The dates on which a vendor has no capacity left (blocked, or as many Won leads as its capacity).
 * Derived: rewritten for the vendor in the transaction of every write that changes it
 * (calendar/full-dates.ts), never edited by hand. The listing's "available on" filter is an
 * anti-join on its primary key (day first: one probe per listed row).
 */
export const vendorFullDates = pgTable(
  "vendor_full_dates",
  {
    day: date("day").notNull(),
    vendorId: vendorRef(),
  },
  (t) => [primaryKey({ columns: [t.day, t.vendorId] }), index("vendor_full_dates_vendor_idx").on(t.vendorId)],
);

/**
 * The year's auspicious wedding dates (saait), kept by admins. `sample` marks the demo data's list,
 * which the product labels as sample data and never presents as real.
 */
export const saaitDates = pgTable(
  "saait_dates",
  {
    day: date("day").primaryKey(),
    /** The BS year the date belongs to (the admin console lists one year at a time). */
    bsYear: smallint("bs_year").notNull(),
    note: text("note"),
    sample: boolean("sample").notNull().default(false),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    index("saait_dates_year_idx").on(t.bsYear, t.day),
    check("saait_dates_note_check", sql`${t.note} is null or char_length(${t.note}) <= 200`),
  ],
);
