import type { ReviewStatus, UPLOAD_FILE_TYPES, VendorStatus, VendorType } from "@bihe/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listingBandSql } from "../sql/price-band";
import { users } from "./auth";
import { areas, districts, municipalities, provinces } from "./reference";

// Status and type columns carry the shared unions ($type: TypeScript only, no migration); the
// check constraints below keep the database to the same values.
type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const vendorRef = () =>
  uuid("vendor_id")
    .notNull()
    .references(() => vendorProfiles.id, { onDelete: "cascade" });

/** The rows the public listing shows (the partial indexes' predicate, repeated by its queries). */
const LISTED = sql`vendor_type = 'wedding_cinematographer' and status = 'approved'`;

export const vendorProfiles = pgTable(
  "vendor_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorType: text("vendor_type").notNull().$type<VendorType>(),
    status: text("status").notNull().default("pending").$type<VendorStatus>(),
    companyName: text("company_name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    companyAge: smallint("company_age"),
    vatPanNumber: text("vat_pan_number"),
    emailAddress: text("email_address").notNull(),
    phone: text("phone"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    youtubeUrl: text("youtube_url"),
    tiktokUrl: text("tiktok_url"),
    websiteUrl: text("website_url"),
    googleDriveLink: text("google_drive_link"),
    companyAddress: text("company_address"),
    city: text("city"),
    outsideKathmandu: boolean("outside_kathmandu").notNull().default(false),
    /** Kept by database triggers (see migration 0001) so the listing never aggregates reviews per request. */
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * The type's listing price, kept by triggers: a photographer's price of PRICE_BAND_EVENT ('Wedding
     * (Both Sides)'), a hall's lowest per-plate package price, a decorator's lowest package price; 0 when none.
     */
    weddingPrice: integer("wedding_price").notNull().default(0),
    /** The listing's sort and filter keys, computed by the database from the trigger-kept columns (docs/decisions/0012). */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).generatedAlwaysAs(
      sql`coalesce(round(rating_sum::numeric / nullif(review_count, 0), 1), 0)`,
    ),
    /** The price band of the type's listing price, with the type's thresholds (docs/decisions/0021). */
    band: text("band").generatedAlwaysAs(listingBandSql(sql.raw("wedding_price"), sql.raw("vendor_type"))),
    /** Banquet halls: the largest package capacity (0 without packages); kept by a trigger (migration 0019). */
    capacity: integer("capacity").notNull().default(0),
    /**
     * Banquet halls' facilities and decorators' specialties and event types as filter keys
     * ('f:wifi', 's:lighting', 'e:wedding': the slugs of FACILITY_FILTERS...), kept by triggers (migration 0019).
     */
    facets: text("facets").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Place keys of where the vendor is based and serves (see PLACE_KEY in @bihe/shared), kept by
     * triggers on vendor_addresses and vendor_service_areas; the listing's place filter reads them.
     */
    places: integer("places").array().notNull().default(sql`'{}'::integer[]`),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /**
     * Optimistic concurrency (docs/decisions/0011): bumped by every write of the application (the
     * vendor's submission, the admin's edit). A save based on an older version is refused (409).
     */
    version: integer("version").notNull().default(1),
    /** The version the last admin edit produced: a vendor's save based on an older one would undo it. */
    adminEditedVersion: integer("admin_edited_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(company_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, ''))`,
    ),
  },
  (t) => [
    check(
      "vendor_profiles_type_check",
      sql`${t.vendorType} in ('wedding_cinematographer', 'banquet_hall', 'decorator')`,
    ),
    check("vendor_profiles_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("vendor_profiles_age_check", sql`${t.companyAge} between 0 and 100`),
    index("vendor_profiles_listing_idx").on(t.vendorType, t.status, t.createdAt),
    index("vendor_profiles_status_idx").on(t.status, t.createdAt),
    index("vendor_profiles_price_idx").on(t.vendorType, t.status, t.weddingPrice),
    index("vendor_profiles_search_idx").using("gin", t.searchVector),
    // Approved photographers only (the listing's rows), one index per sort: a first page and a
    // keyset page are index range scans (docs/decisions/0012).
    index("listing_recommended_idx")
      .on(
        t.band,
        t.rating.desc().nullsFirst(),
        t.reviewCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(LISTED),
    index("listing_price_low_idx").on(t.band, t.weddingPrice, sql`(-${t.rating})`, t.id).where(LISTED),
    index("listing_price_high_idx")
      .on(t.band, t.weddingPrice.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED),
    index("listing_rating_idx")
      .on(t.rating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED),
    index("listing_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED),
    index("listing_places_idx").using("gin", t.places).where(LISTED),
  ],
);

/** One address per vendor; the place is stored by reference-table ids (names repeat). */
export const vendorAddresses = pgTable(
  "vendor_addresses",
  {
    vendorId: uuid("vendor_id")
      .primaryKey()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    provinceId: smallint("province_id").references(() => provinces.id),
    districtId: smallint("district_id").references(() => districts.id),
    municipalityId: smallint("municipality_id").references(() => municipalities.id),
    ward: smallint("ward"),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    toleArea: text("tole_area"),
    toleStreet: text("tole_street"),
    /** Only a validated https Google Maps embed URL, never pasted HTML. */
    googleMapsUrl: text("google_maps_url"),
  },
  (t) => [index("vendor_addresses_district_idx").on(t.districtId), index("vendor_addresses_ward_idx").on(t.ward)],
);

export const vendorContacts = pgTable(
  "vendor_contacts",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    contactPersonNumber: smallint("contact_person_number").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    whatsapp: text("whatsapp"),
    sameAsMobile: boolean("same_as_mobile").notNull().default(false),
    secondaryContact: text("secondary_contact"),
  },
  (t) => [
    unique("vendor_contacts_person_uq").on(t.vendorId, t.contactPersonNumber),
    check("vendor_contacts_number_check", sql`${t.contactPersonNumber} in (1, 2)`),
  ],
);

export const vendorServiceAreas = pgTable(
  "vendor_service_areas",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    provinceId: smallint("province_id")
      .notNull()
      .references(() => provinces.id),
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
  },
  (t) => [
    unique("vendor_service_areas_uq").on(t.vendorId, t.districtId),
    index("vendor_service_areas_vendor_order_idx").on(t.vendorId, t.id),
    index("vendor_service_areas_district_idx").on(t.districtId),
    index("vendor_service_areas_province_idx").on(t.provinceId),
  ],
);

export const eventPricing = pgTable(
  "cinematographer_event_pricing",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    eventName: text("event_name").notNull(),
    price: integer("price").notNull(),
    hours: smallint("hours").notNull(),
    photographers: smallint("photographers").notNull(),
    videographers: smallint("videographers").notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [
    unique("event_pricing_uq").on(t.vendorId, t.eventName),
    index("event_pricing_event_price_idx").on(t.eventName, t.price),
    check("event_pricing_price_check", sql`${t.price} >= 0`),
    check("event_pricing_hours_check", sql`${t.hours} >= 0 and ${t.photographers} >= 0 and ${t.videographers} >= 0`),
  ],
);

export type ComboEvent = { eventName: string; photographers: number; videographers: number; hours: number };

export const comboPackages = pgTable(
  "cinematographer_combo_packages",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    /** 'xito-combo-1'..'xito-combo-3' for the locked defaults, otherwise a client id. */
    packageKey: text("package_key").notNull(),
    packageName: text("package_name").notNull(),
    price: integer("price").notNull(),
    events: jsonb("events").$type<ComboEvent[]>().notNull(),
    albums: smallint("albums").notNull().default(0),
    frames: smallint("frames").notNull().default(0),
    fullVideos: smallint("full_videos").notNull().default(0),
    highlightVideos: smallint("highlight_videos").notNull().default(0),
    instaReels: smallint("insta_reels").notNull().default(0),
    pendrive: smallint("pendrive").notNull().default(0),
    allEditedPictures: boolean("all_edited_pictures").notNull().default(false),
    editedPicturesSpecify: text("edited_pictures_specify").notNull().default(""),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [index("combo_packages_vendor_idx").on(t.vendorId), check("combo_packages_price_check", sql`${t.price} >= 0`)],
);

export const vendorAddons = pgTable("cinematographer_addons", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendorProfiles.id, { onDelete: "cascade" }),
  extraPhotographer: integer("extra_photographer").notNull().default(0),
  extraVideographer: integer("extra_videographer").notNull().default(0),
  album: integer("album").notNull().default(0),
  frame: integer("frame").notNull().default(0),
  drone: integer("drone").notNull().default(0),
});

export const paymentTerms = pgTable(
  "vendor_payment_terms",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    termOrder: smallint("term_order").notNull(),
    installmentNumber: smallint("installment_number").notNull(),
    percentage: smallint("percentage").notNull(),
    description: text("description").notNull(),
    termLabel: text("term_label").notNull(),
  },
  (t) => [
    unique("payment_terms_installment_uq").on(t.vendorId, t.installmentNumber),
    check("payment_terms_percentage_check", sql`${t.percentage} between 1 and 100`),
    check("payment_terms_installment_check", sql`${t.installmentNumber} > 0`),
  ],
);

export const cancellationPolicies = pgTable("vendor_cancellation_policies", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendorProfiles.id, { onDelete: "cascade" }),
  policyText: text("policy_text").notNull(),
});

/** Uploaded images. `file_path` is the storage key of the full WebP; variants sit beside it. */
export const vendorUploads = pgTable(
  "cinematographer_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    fileType: text("file_type").notNull().$type<UploadFileType>(),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    sortOrder: smallint("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploads_vendor_type_idx").on(t.vendorId, t.fileType, t.sortOrder),
    check(
      "uploads_file_type_check",
      sql`${t.fileType} in ('card_image', 'banner_image', 'top_photo', 'portfolio_image')`,
    ),
  ],
);

/**
 * A vendor's draft, one per user, never public: the wizard's autosave, or a rejected change request kept for
 * the vendor to fix (a hall's or decorator's form reads only that kind: it has no autosave).
 */
export const vendorDrafts = pgTable("vendor_drafts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  vendorType: text("vendor_type").notNull().$type<VendorType>(),
  step: smallint("step").notNull().default(0),
  data: jsonb("data").notNull(),
  /** The application version the draft started from (null: no saved application then). */
  baseVersion: integer("base_version"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A review (docs/decisions/0019): written by a verified identity (a signed-in customer's or a code-confirmed
 * email, lower-cased in identity_email), one per vendor and identity, so a second one edits the
 * first. Only 'published' rows count in the trigger-kept average (migration 0013); 'held' (a burst
 * from new identities) and 'hidden' (an admin's decision) wait in the moderation queue.
 */
export const vendorReviews = pgTable(
  "vendor_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    rating: smallint("rating").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    reviewerEmail: text("reviewer_email"),
    reviewText: text("review_text"),
    status: text("status").notNull().default("published").$type<ReviewStatus>(),
    identityEmail: text("identity_email"),
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The completed booking this review comes from ('Booked through Bihe': counts fully, never held).
     * A plain uuid, not a foreign key: bookings.ts imports this file, and a booking is never deleted
     * while its vendor lives (both go with the vendor).
     */
    bookingId: uuid("booking_id").unique(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendor_reviews_vendor_idx").on(t.vendorId, t.createdAt),
    uniqueIndex("vendor_reviews_identity_key").on(t.vendorId, t.identityEmail),
    index("vendor_reviews_customer_idx").on(t.customerId),
    index("vendor_reviews_status_idx").on(t.status, t.createdAt).where(sql`${t.status} <> 'published'`),
    check("vendor_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("vendor_reviews_status_check", sql`${t.status} in ('published', 'held', 'hidden')`),
  ],
);

export const customerInquiries = pgTable(
  "customer_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    /** The couple's verified email (docs/decisions/0018); null on inquiries from before couples' accounts. */
    customerEmail: text("customer_email"),
    promoCode: text("promo_code").notNull().unique(),
    /**
     * The wedding the couple asks about (all optional; docs/decisions/0034): its main date (stored AD,
     * shown BS), its events with their dates, guests, budget in rupees and a short message.
     */
    weddingDate: date("wedding_date"),
    events: jsonb("events").notNull().default([]).$type<{ event: string; date: string | null }[]>(),
    guests: integer("guests"),
    budget: integer("budget"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_inquiries_vendor_idx").on(t.vendorId, t.createdAt),
    index("customer_inquiries_date_idx").on(t.vendorId, t.weddingDate).where(sql`wedding_date is not null`),
    check("customer_inquiries_guests_check", sql`${t.guests} is null or ${t.guests} between 1 and 100000`),
    check("customer_inquiries_budget_check", sql`${t.budget} is null or ${t.budget} between 0 and 1000000000`),
    check("customer_inquiries_message_check", sql`${t.message} is null or char_length(${t.message}) <= 1000`),
    index("customer_inquiries_phone_idx").on(t.vendorId, t.customerPhone, t.createdAt),
    check("customer_inquiries_code_check", sql`${t.promoCode} ~ '^[A-Z0-9]{8}$'`),
  ],
);

export const banquetPackages = pgTable(
  "banquet_packages",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    packageName: text("package_name").notNull(),
    capacity: integer("capacity").notNull(),
    price: integer("price").notNull(),
    includes: text("includes").notNull().default(""),
  },
  (t) => [
    index("banquet_packages_vendor_idx").on(t.vendorId),
    check("banquet_packages_numbers_check", sql`${t.capacity} > 0 and ${t.price} >= 0`),
  ],
);

export const banquetAmenities = pgTable(
  "banquet_amenities",
  {
    id: serial("id").primaryKey(),
    vendorId: vendorRef(),
    amenityName: text("amenity_name").notNull(),
    /** Parking: the number of spaces. */
    quantity: integer("quantity"),
  },
  (t) => [unique("banquet_amenities_uq").on(t.vendorId, t.amenityName)],
);

export const decoratorSpecialties = pgTable(
  "decorator_specialties",
  { id: serial("id").primaryKey(), vendorId: vendorRef(), specialty: text("specialty").notNull() },
  (t) => [
    unique("decorator_specialties_uq").on(t.vendorId, t.specialty),
    index("decorator_specialties_idx").on(t.specialty),
  ],
);

export const decoratorEventTypes = pgTable(
  "decorator_event_types",
  { id: serial("id").primaryKey(), vendorId: vendorRef(), eventType: text("event_type").notNull() },
  (t) => [
    unique("decorator_event_types_uq").on(t.vendorId, t.eventType),
    index("decorator_event_types_idx").on(t.eventType),
  ],
);
