import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { customerInquiries, vendorProfiles } from "./vendors";

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A couple's profile (docs/decisions/0018): the name and Nepali mobile a vendor receives when the couple
 * unlocks it, and the optional wedding date (stored AD, shown BS), city and rough budget.
 */
export const customerProfiles = pgTable(
  "customer_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    /** The national 10-digit number (96/97/98...), see isNepaliMobile in @bihe/shared. */
    phone: text("phone").notNull(),
    weddingDate: date("wedding_date"),
    city: text("city"),
    /** Rough budget in rupees. */
    budget: integer("budget"),
    updatedAt: at("updated_at"),
  },
  (t) => [
    check("customer_profiles_phone_check", sql`${t.phone} ~ '^9[678][0-9]{8}$'`),
    check("customer_profiles_budget_check", sql`${t.budget} is null or ${t.budget} between 0 and 1000000000`),
  ],
);

/**
 * One row per couple and vendor they unlocked: the pair is unique, so the same couple always gets
 * the same inquiry and promo code back, also when parallel requests race (the loser's insert does
 * nothing and it reads the winner's row). The IP feeds the daily per-address cap.
 */
export const contactUnlocks = pgTable(
  "contact_unlocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .unique()
      .references(() => customerInquiries.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    createdAt: at("created_at"),
  },
  (t) => [
    unique("contact_unlocks_customer_vendor_key").on(t.customerId, t.vendorId),
    index("contact_unlocks_customer_idx").on(t.customerId, t.createdAt),
    index("contact_unlocks_ip_idx").on(t.ip, t.createdAt),
    index("contact_unlocks_vendor_idx").on(t.vendorId),
  ],
);

/**
 * Refused unlocks past a daily cap, one row per (cap, who, day) counting the refusals: what an
 * admin reads to spot someone harvesting vendors' numbers, without a row per attempt.
 */
export const unlockBursts = pgTable(
  "unlock_bursts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'customer': one account past its cap; 'ip': one address past its cap. */
    kind: text("kind").notNull(),
    /** The customer's id or the IP, whichever the cap counts. */
    subject: text("subject").notNull(),
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip").notNull(),
    day: date("day").notNull(),
    refused: integer("refused").notNull().default(1),
    firstAt: at("first_at"),
    lastAt: at("last_at"),
  },
  (t) => [
    unique("unlock_bursts_kind_subject_day_key").on(t.kind, t.subject, t.day),
    index("unlock_bursts_last_idx").on(t.lastAt),
    check("unlock_bursts_kind_check", sql`${t.kind} in ('customer', 'ip')`),
  ],
);
