import type { UPLOAD_FILE_TYPES } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { vendorProfiles } from "./vendors";

/**
 * Pictures picked in the wizard before the first submit. They belong to the
 * account (there is no vendor profile yet), are uploaded at once so a reload keeps them, and become
 * the vendor's uploads when the first application is submitted. Rows of accounts that never submit
 * are swept after a while (media/draft-media.ts).
 */
export const vendorDraftMedia = pgTable(
  "vendor_draft_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileType: text("file_type").notNull().$type<(typeof UPLOAD_FILE_TYPES)[number]>(),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull().unique(),
    fileSize: integer("file_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    sortOrder: smallint("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendor_draft_media_user_idx").on(t.userId, t.fileType, t.sortOrder),
    index("vendor_draft_media_created_idx").on(t.createdAt),
    check(
      "vendor_draft_media_file_type_check",
      sql`${t.fileType} in ('card_image', 'banner_image', 'top_photo', 'portfolio_image')`,
    ),
  ],
);

/**
 * The address's map pin (docs/decisions/0020). The embed the public page shows is built from it by the
 * server (vendor_addresses.google_maps_url); the pin is kept so it can be edited and checked.
 */
export const vendorLocations = pgTable(
  "vendor_locations",
  {
    vendorId: uuid("vendor_id")
      .primaryKey()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vendor_locations_latitude_check", sql`${t.latitude} between -90 and 90`),
    check("vendor_locations_longitude_check", sql`${t.longitude} between -180 and 180`),
  ],
);
