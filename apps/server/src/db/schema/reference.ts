import type { AreaStatus } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Nepal's administrative tree, loaded from data/nepal-locations.json at start (idempotent). */
export const provinces = pgTable("provinces", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  nameNe: text("name_ne").notNull(),
});

export const districts = pgTable(
  "districts",
  {
    id: smallint("id").primaryKey(),
    provinceId: smallint("province_id")
      .notNull()
      .references(() => provinces.id),
    name: text("name").notNull(),
    nameNe: text("name_ne").notNull(),
  },
  (t) => [index("districts_province_id_idx").on(t.provinceId)],
);

export const municipalities = pgTable(
  "municipalities",
  {
    id: smallint("id").primaryKey(),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
    name: text("name").notNull(),
    nameNe: text("name_ne").notNull(),
    type: text("type").notNull(),
    wards: smallint("wards").notNull(),
  },
  (t) => [
    index("municipalities_district_id_idx").on(t.districtId),
    check(
      "municipalities_type_check",
      sql`${t.type} in ('Metropolitan City', 'Sub-Metropolitan City', 'Municipality', 'Rural Municipality')`,
    ),
  ],
);

/**
 * Areas (toles) inside a ward. Seeded well-known areas are `approved` with no proposer;
 * a vendor's custom area starts `pending` until an admin decides.
 */
export const areas = pgTable(
  "areas",
  {
    id: serial("id").primaryKey(),
    municipalityId: smallint("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    ward: smallint("ward").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("pending").$type<AreaStatus>(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("areas_place_name_uq").on(t.municipalityId, t.ward, sql`lower(${t.name})`),
    index("areas_status_idx").on(t.status),
    check("areas_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("areas_ward_check", sql`${t.ward} >= 1`),
  ],
);

/** The 26-event catalogue (spec 001 section 9), loaded from the shared constants at start. */
export const eventCatalogue = pgTable("event_catalogue", {
  name: text("name").primaryKey(),
  category: text("category").notNull(),
  defaultPrice: integer("default_price").notNull(),
  hours: smallint("hours").notNull(),
  photographers: smallint("photographers").notNull(),
  videographers: smallint("videographers").notNull(),
  sortOrder: smallint("sort_order").notNull(),
});
