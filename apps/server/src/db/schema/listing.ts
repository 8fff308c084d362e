import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { vendorProfiles } from "./vendors";

/**
 * The listing by place: one row per listed vendor (approved photographer) and place key it is
 * based in or serves (vendor_profiles.places), with the listing's sort keys copied from the
 * profile. Kept by a trigger on vendor_profiles (migration 0007); never written by the app.
 * A place's first page, a keyset page and a capped count are index-only range scans here, where
 * the place set's GIN index had to visit one heap page per vendor of the place (docs/decisions/0012).
 */
export const listingPlaces = pgTable(
  "listing_places",
  {
    place: integer("place").notNull(),
    id: uuid("id")
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    /** Every listed type's rows (docs/decisions/0021); each sort index leads with it (after the place). */
    vendorType: text("vendor_type").notNull().default("wedding_cinematographer"),
    band: text("band").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    reviewCount: integer("review_count").notNull(),
    weddingPrice: integer("wedding_price").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Halls' largest capacity and the filter keys (facilities, specialties, event types), from the profile. */
    capacity: integer("capacity").notNull().default(0),
    facets: text("facets").array().notNull().default(sql`'{}'::text[]`),
    /** The years in business as entered (migration 0022): the experience filter reads it here, not the profile. */
    companyAge: smallint("company_age"),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.id] }),
    index("listing_places_recommended_idx").on(
      t.place,
      t.vendorType,
      t.band,
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_places_price_low_idx").on(t.place, t.vendorType, t.band, t.weddingPrice, sql`(-${t.rating})`, t.id),
    index("listing_places_price_high_idx").on(
      t.place,
      t.vendorType,
      t.band,
      t.weddingPrice.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_places_rating_idx").on(
      t.place,
      t.vendorType,
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_places_newest_idx").on(
      t.place,
      t.vendorType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_places_vendor_idx").on(t.id),
    // A couple's guests (capacity >= n) as a range of a place's halls, per band and for the flat sorts (migration 0029).
    index("listing_places_hall_capacity_idx")
      .on(t.place, t.band, t.capacity)
      .where(sql`${t.vendorType} = 'banquet_hall'`),
    index("listing_places_hall_capacity_flat_idx").on(t.place, t.capacity).where(sql`${t.vendorType} = 'banquet_hall'`),
  ],
);

/**
 * Each vendor's listing card (name, price, rating, place line parts, card image and top photos)
 * as one JSON value, rewritten by statement triggers on vendor_profiles, vendor_addresses,
 * vendor_service_areas and cinematographer_uploads (migration 0016); never written by the app.
 * A listing page reads one row per card here instead of joining five tables and sorting each
 * vendor's pictures (docs/decisions/0012). `company_age` and `created_at` stay columns because
 * the years in business depend on today's date.
 */
export const listingCards = pgTable("listing_cards", {
  id: uuid("id")
    .primaryKey()
    .references(() => vendorProfiles.id, { onDelete: "cascade" }),
  companyAge: smallint("company_age"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  card: json("card").notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The listing with search words: one row per listed vendor with the sort keys and the search
 * vector copied from the profile by a trigger (migration 0017); never written by the app. Its rows
 * are a tenth of a profile's size, so the heap rows a search visits (its capped count, and the sort
 * index's rows until a page matches) stay in PostgreSQL's buffers (docs/decisions/0012).
 */
export const listingSearch = pgTable(
  "listing_search",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => vendorProfiles.id, { onDelete: "cascade" }),
    /** Every listed type's rows (docs/decisions/0021); each sort index leads with it (after the place). */
    vendorType: text("vendor_type").notNull().default("wedding_cinematographer"),
    band: text("band").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    reviewCount: integer("review_count").notNull(),
    weddingPrice: integer("wedding_price").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Halls' largest capacity and the filter keys (facilities, specialties, event types), from the profile. */
    capacity: integer("capacity").notNull().default(0),
    facets: text("facets").array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector("search_vector").notNull(),
    /** The years in business as entered (migration 0021): the experience filter reads it here, not the profile. */
    companyAge: smallint("company_age"),
  },
  (t) => [
    index("listing_search_recommended_idx").on(
      t.vendorType,
      t.band,
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_search_price_low_idx").on(t.vendorType, t.band, t.weddingPrice, sql`(-${t.rating})`, t.id),
    index("listing_search_price_high_idx").on(
      t.vendorType,
      t.band,
      t.weddingPrice.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_search_rating_idx").on(
      t.vendorType,
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listing_search_newest_idx").on(t.vendorType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("listing_search_words_idx").using("gin", t.searchVector),
    // A couple's guests (capacity >= n) as a range of the halls, per band and for the flat sorts (migration 0029).
    index("listing_search_hall_capacity_idx").on(t.band, t.capacity).where(sql`${t.vendorType} = 'banquet_hall'`),
    index("listing_search_hall_capacity_flat_idx").on(t.capacity).where(sql`${t.vendorType} = 'banquet_hall'`),
  ],
);

/**
 * Every word of the listed vendors' search vectors (not the place and rating words), kept by a trigger
 * on listing_search (migration 0025); never written by the app, and never emptied: a word no vector has
 * any more matches nothing. A search word combined with a place, a rating or other words is expanded
 * into the exact words it begins (search-words.ts, searchTsQuery), so GIN can skip through a word on
 * every card instead of gathering all of its rows first (docs/decisions/0012, item 15). `C` collation
 * (migration 0025): a prefix is a range of the primary key.
 */
export const listingWords = pgTable("listing_words", {
  word: text("word").primaryKey(),
});
