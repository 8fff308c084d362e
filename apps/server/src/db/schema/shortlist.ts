import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { vendorProfiles } from "./vendors";

/**
 * A signed-in couple's shortlist (docs/decisions/0016): one row per customer and vendor they hearted.
 * The pair is the key, so adding twice or merging the device list twice changes nothing; the
 * per-account cap is kept by the service under a per-customer lock.
 */
export const shortlist = pgTable(
  "shortlist",
  {
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.vendorId] }),
    // A vendor's removal cascades here without scanning every shortlist.
    index("shortlist_vendor_idx").on(t.vendorId),
  ],
);
