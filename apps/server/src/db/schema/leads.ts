import type { LeadLocationType, LeadStatus } from "@bihe/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { districts, municipalities, provinces } from "./reference";
import { customerInquiries, vendorProfiles } from "./vendors";

/** A photographer's lead (spec: photographervendor_leads). Dates are AD calendar dates. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    number: text("number").notNull(),
    whatsappNumber: text("whatsapp_number"),
    source: text("source"),
    reference: text("reference"),
    status: text("status").notNull().default("inquiry").$type<LeadStatus>(),
    inquiryDate: date("inquiry_date").notNull(),
    preferredContactDays: text("preferred_contact_days"),
    preferredContactTime: text("preferred_contact_time"),
    totalAmount: integer("total_amount").notNull().default(0),
    advanceAmount: integer("advance_amount").notNull().default(0),
    remainingAmount: integer("remaining_amount").generatedAlwaysAs(sql`greatest(total_amount - advance_amount, 0)`),
    /** The marketplace inquiry this lead came from (source 'Bihe marketplace'); one lead per inquiry. */
    inquiryId: uuid("inquiry_id")
      .unique()
      .references(() => customerInquiries.id, { onDelete: "set null" }),
    /** The couple's account when the lead came from one (for the couple's notifications). */
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_vendor_status_idx").on(t.vendorId, t.status, t.createdAt),
    check("leads_status_check", sql`${t.status} in ('inquiry', 'called', 'quotation_sent', 'won', 'lost')`),
    check("leads_amounts_check", sql`${t.totalAmount} >= 0 and ${t.advanceAmount} >= 0`),
  ],
);

const leadRef = () =>
  uuid("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" });

export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: leadRef(),
    eventName: text("event_name").notNull(),
    eventDate: date("event_date"),
    startTime: text("start_time"),
    numberOfPhotographer: smallint("number_of_photographer").notNull().default(1),
    numberOfVideographer: smallint("number_of_videographer").notNull().default(1),
    drone: boolean("drone").notNull().default(false),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId), index("lead_events_date_idx").on(t.eventDate)],
);

export const leadLocations = pgTable(
  "lead_locations",
  {
    id: serial("id").primaryKey(),
    leadId: leadRef(),
    locationType: text("location_type").notNull().$type<LeadLocationType>(),
    provinceId: smallint("province_id").references(() => provinces.id),
    districtId: smallint("district_id").references(() => districts.id),
    municipalityId: smallint("municipality_id").references(() => municipalities.id),
    city: text("city"),
    area: text("area"),
    googleMapsLink: text("google_maps_link"),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [
    index("lead_locations_lead_idx").on(t.leadId),
    check("lead_locations_type_check", sql`${t.locationType} in ('bride_side', 'groom_side', 'event_venue')`),
  ],
);

export const leadPackages = pgTable("lead_packages", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  numberOfAlbums: smallint("number_of_albums").notNull().default(0),
  frames: smallint("frames").notNull().default(0),
  fullVideos: smallint("full_videos").notNull().default(0),
  cinematicHighlights: smallint("cinematic_highlights").notNull().default(0),
  instagramReels: smallint("instagram_reels").notNull().default(0),
  pendrive: smallint("pendrive").notNull().default(0),
  allEditedPictures: boolean("all_edited_pictures").notNull().default(false),
  packagePrice: integer("package_price").notNull().default(0),
});

/** Every change to a lead (status, financials, package), with its time. */
export const leadHistory = pgTable(
  "lead_history",
  {
    id: serial("id").primaryKey(),
    leadId: leadRef(),
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status").$type<LeadStatus>(),
    toStatus: text("to_status").$type<LeadStatus>(),
    changes: jsonb("changes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_history_lead_idx").on(t.leadId, t.createdAt)],
);
