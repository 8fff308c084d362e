import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { vendorProfiles } from "./vendors";

/**
 * A decorator's packages: what a couple can book and from what price. The lowest
 * price is the decorator's listing price ('starting package price', its price band).
 */
export const decoratorPackages = pgTable(
  "decorator_packages",
  {
    id: serial("id").primaryKey(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    packageName: text("package_name").notNull(),
    price: integer("price").notNull(),
    includes: text("includes").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("decorator_packages_vendor_idx").on(t.vendorId, t.position),
    check("decorator_packages_price_check", sql`${t.price} >= 0`),
  ],
);
