import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One row per recipient and event (docs/decisions/0017): the in-app list reads it, and the email
 * leaves from it. `email_state` is what is left to do for the email: 'instant' waits for the
 * deliverer (a few seconds), 'digest' waits for the recipient's next 08:00 Nepal-time digest,
 * 'none' means nothing (turned off, or done: 'emailed' / 'digested').
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What the texts need (vendor name, reason, rating...): rendered per language when read. */
    data: jsonb("data").notNull().default({}),
    /** The screen it concerns, a path of the web app (emails make it absolute). */
    link: text("link").notNull(),
    emailState: text("email_state").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at is null`),
    index("notifications_email_due_idx").on(t.emailState, t.createdAt).where(sql`email_state in ('instant', 'digest')`),
    check(
      "notifications_email_state_check",
      sql`${t.emailState} in ('instant', 'digest', 'none', 'emailed', 'digested')`,
    ),
  ],
);

/** A user's choice per kind; no row means the default (email on, at once). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull().default(true),
    delivery: text("delivery").notNull().default("instant"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("notification_preferences_delivery_check", sql`${t.delivery} in ('instant', 'digest')`),
  ],
);

/**
 * The claim of one user's digest for one Nepal day: whoever inserts the row sends that digest, so
 * two server processes never send it twice (decision 0017).
 */
export const notificationDigestRuns = pgTable(
  "notification_digest_runs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
