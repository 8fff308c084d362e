import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate-limit windows every instance counts in when the app runs on a PostgreSQL server
 * (lib/counters.ts): one row per key, its points in the window and when the window ends. Laid out
 * as rate-limiter-flexible's Drizzle store expects (docs/decisions/0031-limits-counted-in-postgresql.md).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
