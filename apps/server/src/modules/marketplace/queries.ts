import { createHash } from "node:crypto";
import {
  bsParamToAd,
  CAPACITY_BUCKETS,
  FEATURED_RATING,
  isPriceBandId,
  isUuid,
  LISTING_COUNT_CAP,
  type ListingFilters,
  type ListingSort,
  PRICE_BANDS,
  type PriceBandId,
  placeKeyOf,
  type ReviewOrigin,
  TOP_PHOTOS,
  VENDOR_TYPES,
} from "@bihe/shared";
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { DbOrTx } from "../../db/client";
import type { TtlCache } from "../../lib/ttl-cache";
import { reviewOriginSql, reviewReplySql } from "../reviews/badge";
import { searchTsQuery, toPrefixTsQuery } from "./search-words";
import { type RawTypeDetails, type RawTypeFacts, typeDetailsSql, typeFactsSql } from "./type-details";
import { yearsInBusiness } from "./years-in-business";

/** Raw rows as the listing and page queries return them (JSON built by PostgreSQL). */
export type RawImage = { p: string; w: number | null; h: number | null };
export type RawCard = RawTypeFacts & {
  id: string;
  company_name: string;
  vendor_type: string;
  description: string;
  years: number;
  rating: number;
  review_count: number;
  wedding_price: number;
  band: PriceBandId;
  created_at: string;
  city: string | null;
  tole: string | null;
  municipality: string | null;
  district: string | null;
  province: string | null;
  first_service_district: string | null;
  card_image: RawImage | null;
  photos: RawImage[] | null;
};

/** Average rating to one decimal from the trigger-kept sum and count (0 without reviews). */
const rating = (t: SQL) => sql`coalesce(round(${t}.rating_sum::numeric / nullif(${t}.review_count, 0), 1), 0)::float8`;

/**
 * Each sort as its key columns in one direction, so a keyset page is one row comparison that the
 * sort's partial index (migration 0004) serves as a range: `(keys) < (last row's keys)`. The
 * price-low sort reads rating through `-rating` (its index has that expression) to stay one direction.
 * `cast` turns a cursor's JSON value back into the column's type.
 */
type SortKey = { expr: (t: SQL) => SQL; cast: "numeric" | "int" | "timestamptz" | "uuid" };
const K = {
  rating: { expr: (t) => sql`${t}.rating`, cast: "numeric" },
  negRating: { expr: (t) => sql`(-${t}.rating)`, cast: "numeric" },
  reviews: { expr: (t) => sql`${t}.review_count`, cast: "int" },
  price: { expr: (t) => sql`${t}.wedding_price`, cast: "int" },
  created: { expr: (t) => sql`${t}.created_at`, cast: "timestamptz" },
  id: { expr: (t) => sql`${t}.id`, cast: "uuid" },
} satisfies Record<string, SortKey>;
export const SORT_KEYS: Record<ListingSort, { dir: "asc" | "desc"; keys: SortKey[] }> = {
  recommended: { dir: "desc", keys: [K.rating, K.reviews, K.created, K.id] },
  rating: { dir: "desc", keys: [K.rating, K.reviews, K.id] },
  "price-low": { dir: "asc", keys: [K.price, K.negRating, K.id] },
  "price-high": { dir: "desc", keys: [K.price, K.rating, K.id] },
  newest: { dir: "desc", keys: [K.created, K.id] },
};

const P = sql`p`;
const orderBy = (sort: ListingSort, t: SQL) => {
  const { dir, keys } = SORT_KEYS[sort];
  return sql.join(
    keys.map((k) => (dir === "desc" ? sql`${k.expr(t)} desc` : k.expr(t))),
    sql`, `,
  );
};

/** The rows the listing shows; the same predicate as the partial indexes, so they apply. */
const LISTED = sql`p.vendor_type = 'wedding_cinematographer' and p.status = 'approved'`;

/**
 * Where the listing reads from, and the filters and the section's band as conditions on it. With search
 * words, listing_search (one narrow row per listed vendor with the sort keys, the search vector and the
 * years, its sort indexes led by the type); else with a place, listing_places (one row per vendor and
 * place, with the sort keys); else listing_search for halls and decorators and the approved
 * photographers' rows of vendor_profiles (its partial indexes) for photographers. Every source row
 * carries the years (migrations 0021, 0022). Search words within a place need no second table: the
 * vector holds the vendor's places as words (placeWord, migration 0023), and its rating (ratingWord,
 * migration 0024), so one GIN scan of the band finds the rows with all of them. Every sort key is
 * `p.<column>`, so the sort indexes apply.
 */
function source(f: ListingFilters, band: PriceBandId | null): { from: SQL; where: SQL[] } {
  const tsq = toPrefixTsQuery(f.q);
  const place = placeKeyOf(f);
  const photographers = f.vendorType === "wedding_cinematographer";
  const kind = tsq == null && place != null ? "places" : tsq || !photographers ? "search" : "profiles";
  // A literal, not a parameter: a search's count reads the type's partial GIN index (migration 0019).
  const type = sql.raw(`'${typeLiteral(f.vendorType)}'`);
  const where: SQL[] = [];
  if (kind === "profiles") where.push(LISTED);
  if (kind === "places") where.push(sql`p.place = ${ph("place")}`);
  if (kind !== "profiles") where.push(sql`p.vendor_type = ${type}`);
  if (band) where.push(bandIs(f, band, P));
  if (tsq) {
    // The words, and the place and rating the vector holds as words too: one GIN scan finds the rows with all.
    const words = [sql`to_tsquery('simple', ${ph("tsq")})`];
    if (place != null) words.push(sql`${ph("placeWord")}::tsquery`);
    if (f.rating != null) words.push(sql`${ph("ratingWord")}::tsquery`);
    if (f.featured) words.push(sql`'~f'::tsquery`);
    where.push(sql`p.search_vector @@ (${sql.join(words, sql` && `)})`);
  } else {
    if (f.rating != null) where.push(sql`p.rating >= ${ph("rating")}`);
    if (f.featured) where.push(sql`p.rating > ${ph("featured")}`);
  }
  if (f.experience != null) where.push(sql`${yearsInBusiness(P)} >= ${ph("experience")}`);
  where.push(...typeFilters(f));
  // Available on a date: one probe of vendor_full_dates' primary key (day, vendor) per row the sort
  // index yields; on most dates most vendors are free, so a page reads about as many rows as without it.
  // `offset 0` keeps it a probe per row: as an anti-join the planner hashed a saait date's every full
  // vendor (16,000 rows at 50,000 vendors, 7 ms) for each capped count that reads a few hundred.
  if (f.date != null)
    where.push(
      sql`not exists (select 1 from vendor_full_dates f where f.day = ${ph("date")}::date and f.vendor_id = p.id offset 0)`,
    );
  if (kind === "profiles") return { from: sql`vendor_profiles p`, where };
  if (kind === "search") return { from: sql`listing_search p`, where };
  return { from: sql`listing_places p`, where };
}

/** A place key as the word listing_search's vector holds for it (migration 0023), a tsquery literal. */
const placeWord = (place: number | null) => (place == null ? null : `'~${place}'`);
/**
 * A rating filter as the word listing_search's vector holds for every vendor rated at least that much
 * ('~r45' for 4.5; RATING_FILTERS), a tsquery literal; a featured vendor also has '~f' (migration 0024).
 */
const ratingWord = (rating: number | null) => (rating == null ? null : `'~r${Math.round(rating * 10)}'`);

const typeLiteral = (type: string) => {
  if (!(VENDOR_TYPES as readonly string[]).includes(type)) throw new Error(`Unknown vendor type ${type}`);
  return type;
};

/**
 * A hall's capacity range or guests and the filter keys every listed row carries (migration 0019): facilities
 * ('f:wifi', all of them), a decorator's specialty ('s:lighting') and event type ('e:wedding').
 */
function typeFilters(f: ListingFilters): SQL[] {
  const where: SQL[] = [];
  const bucket = capacityBucket(f);
  if (bucket) {
    where.push(sql`p.capacity >= ${ph("capMin")}`);
    if (bucket.max != null) where.push(sql`p.capacity <= ${ph("capMax")}`);
  }
  // The couple's guests: halls whose largest package seats them all (hallFitsGuests), a range on the
  // capacity indexes of the type (migration 0029).
  if (f.guests != null) where.push(sql`p.capacity >= ${ph("guests")}`);
  if (facetKeys(f).length) where.push(sql`p.facets @> ${ph("facets")}::text[]`);
  return where;
}

const capacityBucket = (f: ListingFilters) => CAPACITY_BUCKETS.find((b) => b.id === f.capacity);
const facetKeys = (f: ListingFilters) => [
  ...f.facilities.map((s) => `f:${s}`),
  ...(f.specialty ? [`s:${f.specialty}`] : []),
  ...(f.event ? [`e:${f.event}`] : []),
];

/**
 * A section's band. For halls and decorators a literal, so their filtered bands can use the partial
 * GIN indexes per type and band (migration 0020) in a prepared statement too (a generic plan cannot
 * prove a partial index's predicate from a parameter); photographers' stays a parameter, as measured.
 */
function bandIs(f: ListingFilters, band: PriceBandId, t: SQL): SQL {
  if (f.vendorType === "wedding_cinematographer") return sql`${t}.band = ${ph(`band_${band}`)}`;
  if (!isPriceBandId(band)) throw new Error(`Unknown band ${band}`);
  return sql`${t}.band = ${sql.raw(`'${band}'`)}`;
}

/** A page position: the sort key values of the last row shown (opaque to clients). */
export type Cursor = (string | number)[];

/** A cursor value's placeholder with its column's type (a numeric travels as text, exactly). */
const castPlaceholder = (name: string, cast: SortKey["cast"]) => sql`${ph(name)}::${sql.raw(cast)}`;
const cursorValue = (v: string | number, cast: SortKey["cast"]) => (cast === "numeric" ? String(v) : v);

/** A timestamp as PostgreSQL writes it in JSON ('2026-11-23T14:01:24.123456+00:00'). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/** True when a decoded cursor has the sort's shape (anything else is refused before SQL). */
export function cursorFits(sort: ListingSort, cursor: unknown): cursor is Cursor {
  const { keys } = SORT_KEYS[sort];
  if (!Array.isArray(cursor) || cursor.length !== keys.length) return false;
  return keys.every((k, i) => {
    const v = cursor[i];
    if (k.cast === "int") return Number.isInteger(v) && Math.abs(v) < 2 ** 31;
    if (k.cast === "numeric") return typeof v === "number" && Number.isFinite(v) && Math.abs(v) < 10;
    if (k.cast === "uuid") return isUuid(v);
    return typeof v === "string" && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v));
  });
}

/**
 * ONE section of the listing (a band or all): at most `limit + 1` rows after the cursor, by index,
 * with their sort keys as `k` (the cursor's JSON) and as columns `k0..kn` (to order the page by).
 */
function sectionRows(f: ListingFilters, section: Section, index: number): SQL {
  const { dir, keys } = SORT_KEYS[f.sort];
  const { from, where } = source(f, section.band);
  if (section.after) {
    const cols = sql.join(
      keys.map((k) => k.expr(P)),
      sql`, `,
    );
    const vals = sql.join(
      keys.map((k, i) => castPlaceholder(`s${index}k${i}`, k.cast)),
      sql`, `,
    );
    where.push(dir === "desc" ? sql`(${cols}) < (${vals})` : sql`(${cols}) > (${vals})`);
  }
  const keyArray = sql.join(
    keys.map((k) => k.expr(P)),
    sql`, `,
  );
  const keyColumns = sql.join(
    keys.map((k, i) => sql`${k.expr(P)} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  return sql`select p.id, ${keyColumns}, json_build_array(${keyArray}) as k from ${from}
    where ${sql.join(where, sql` and `)} order by ${orderBy(f.sort, P)} limit ${ph("limit")}`;
}

/** The page's order again, over sectionRows' key columns. */
const pageOrder = (sort: ListingSort) => {
  const { dir, keys } = SORT_KEYS[sort];
  return sql.raw(keys.map((_, i) => `page.k${i}${dir === "desc" ? " desc" : ""}`).join(", "));
};

/** How many rows match, counted no further than LISTING_COUNT_CAP + 1 (so no request counts them all). */
function cappedCount(f: ListingFilters, band: PriceBandId | null): SQL {
  const { from, where } = source(f, band);
  return sql`(select count(*)::int from (select 1 from ${from} where ${sql.join(where, sql` and `)}
    limit ${LISTING_COUNT_CAP + 1}) c)`;
}

/** Location parts, the first service-area district, card image and up to TOP_PHOTOS top photos of a row `v`. */
const CARD_EXTRAS = sql`
  a.tole_area as tole, m.name as municipality, d.name as district, pr.name as province,
  (select d2.name from vendor_service_areas s join districts d2 on d2.id = s.district_id
    where s.vendor_id = v.id order by s.id limit 1) as first_service_district,
  (select json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) from cinematographer_uploads u
    where u.vendor_id = v.id and u.file_type = 'card_image' order by u.created_at desc limit 1) as card_image,
  (select json_agg(json_build_object('p', t.file_path, 'w', t.width, 'h', t.height) order by t.top desc, t.sort_order, t.created_at)
    from (select u.file_path, u.width, u.height, u.sort_order, u.created_at, (u.file_type = 'top_photo') as top
      from cinematographer_uploads u where u.vendor_id = v.id and u.file_type in ('top_photo', 'portfolio_image')
      order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at limit ${sql.raw(String(TOP_PHOTOS))}) t) as photos`;

const CARD_JOINS = sql`
  left join vendor_addresses a on a.vendor_id = v.id
  left join municipalities m on m.id = a.municipality_id
  left join districts d on d.id = a.district_id
  left join provinces pr on pr.id = a.province_id`;

/**
 * One section's answer: its capped count, its page's cards as JSON text (an array of VendorCard, made
 * by the database: listing_cards keeps each card as the answer shows it, migration 0026), their ids
 * and, when another page follows, the last card's sort keys.
 */
export type SectionResult = { count: number; cards: string; ids: string[]; next: Cursor | null };
/** One section of a listing answer: a price band (or null for the flat list) and the page's cursor. */
export type Section = { band: PriceBandId | null; after: Cursor | null };

/** A value of the listing query, filled in per request (its SQL is kept per shape: listingQuery). */
const ph = (name: string) => sql.placeholder(name);

/**
 * ONE query: for each section (a price band, or null for the flat list), the capped count and
 * one page of cards (`limit + 1` rows read, so the query knows whether another page follows).
 * Each card is one row of listing_cards (kept by triggers as the answer shows it, migration 0026),
 * read by the page's ids; the years in business (they grow with the calendar) go in front of it,
 * and the page's cards come out as one JSON text the server splices into its answer unparsed.
 * Values are placeholders: the SQL depends only on the request's shape (shapeKey).
 */
function buildListingSql(f: ListingFilters, sections: Section[]): SQL {
  const years = yearsInBusiness(sql`c`);
  const shown = ph("shown");
  const counts = sections.map((s, i) => sql`${cappedCount(f, s.band)} as ${sql.raw(`n${i}`)}`);
  const columns = sections.map((_, i) =>
    sql.raw(`p${i}.cards as r${i}, p${i}.ids as i${i}, p${i}.last_k as k${i}, p${i}.more as m${i}`),
  );
  const pages = sections.map(
    (s, i) => sql`(select
        '[' || coalesce(string_agg('{"yearsInBusiness":' || x.years || ',' || substr(x.card::text, 2), ',' order by x.rn)
          filter (where x.rn <= ${shown}), '') || ']' as cards,
        coalesce(json_agg(x.id order by x.rn) filter (where x.rn <= ${shown}), '[]'::json) as ids,
        (json_agg(x.k) filter (where x.rn = ${shown})) -> 0 as last_k,
        count(*) > ${shown} as more
      from (select page.id, page.k, ${years} as years, c.card, row_number() over (order by ${pageOrder(f.sort)}) as rn
        from (${sectionRows(f, s, i)}) page join listing_cards c on c.id = page.id) x) ${sql.raw(`p${i}`)}`,
  );
  return sql`select ${sql.join([...counts, ...columns], sql`, `)} from ${sql.join(pages, sql`, `)}`;
}

/**
 * What makes two requests' SQL differ (the values never do): which filters are set, the type, the
 * sort, the hall's capacity range, the sections and whether they have a cursor. A test builds the
 * SQL of many random requests and checks that one key always means one text.
 */
export function shapeKey(f: ListingFilters, sections: Section[]): string {
  return JSON.stringify([
    f.vendorType,
    f.sort,
    toPrefixTsQuery(f.q) != null,
    placeKeyOf(f) != null,
    f.rating != null,
    f.featured,
    f.experience != null,
    capacityBucket(f)?.id ?? null,
    f.guests != null,
    facetKeys(f).length > 0,
    f.date != null,
    sections.map((s) => [s.band, s.after != null]),
  ]);
}

/** Every placeholder's value for a request (names as in source, typeFilters, bandIs and sectionRows). */
function listingValues(
  f: ListingFilters,
  sections: Section[],
  limit: number,
  tsq: string | null,
): Record<string, unknown> {
  const bucket = capacityBucket(f);
  const place = placeKeyOf(f);
  const values: Record<string, unknown> = {
    place,
    placeWord: placeWord(place),
    ratingWord: ratingWord(f.rating),
    tsq,
    rating: f.rating,
    featured: FEATURED_RATING,
    experience: f.experience,
    capMin: bucket?.min,
    capMax: bucket?.max,
    guests: f.guests,
    // The URL's BS date as the AD date stored (null for one the calendar does not have: the API refused it first).
    date: f.date == null ? null : bsParamToAd(f.date),
    facets: `{${facetKeys(f).join(",")}}`, // slugs are [a-z0-9-] only: the array literal needs no quoting
    limit: limit + 1,
    shown: limit,
  };
  for (const band of PRICE_BANDS) values[`band_${band.id}`] = band.id;
  const { keys } = SORT_KEYS[f.sort];
  sections.forEach((s, i) => {
    s.after?.forEach((v, k) => {
      values[`s${i}k${k}`] = cursorValue(v, keys[k].cast);
    });
  });
  return values;
}

type Statement = { text: string; params: unknown[]; name: string };
/** The SQL of each request shape seen, built once (drizzle's builder cost 0.3-0.5 ms a request). */
const statements = new Map<string, Statement>();
const MAX_STATEMENTS = 2000;

/**
 * The listing query of a request: its shape's SQL (built on the first request of that shape) and
 * this request's values. `name` names a prepared statement; search words have none (a plan made
 * for their words: a generic plan cannot tell a word on every card from a rare one, 4 times slower).
 * `tsq` is the search's tsquery (searchTsQuery; by default the words as prefixes).
 */
export function listingQuery(
  f: ListingFilters,
  sections: Section[],
  limit: number,
  tsq: string | null = toPrefixTsQuery(f.q),
): { text: string; values: unknown[]; name: string | null } {
  const key = shapeKey(f, sections);
  let statement = statements.get(key);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(buildListingSql(f, sections));
    statement = { text, params, name: `listing-${statementHash(text)}` };
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statements.set(key, statement);
  }
  return {
    text: statement.text,
    values: fillPlaceholders(statement.params, listingValues(f, sections, limit, tsq)),
    name: tsq ? null : statement.name,
  };
}

/** The same SQL built afresh, bypassing the kept statements (for the test of shapeKey). */
export function listingQueryText(f: ListingFilters, sections: Section[]): string {
  return dialect.sqlToQuery(buildListingSql(f, sections)).sql;
}

/**
 * The listing's sections (see buildListingSql). Without search words it runs as a named prepared
 * statement: each shape is planned once per connection (the three-section plan took longer to make
 * than to run). With search words and another condition, their exact words are looked up first
 * (searchTsQuery, kept in `cache`).
 */
export async function listingSections(
  db: DbOrTx,
  f: ListingFilters,
  sections: Section[],
  limit: number,
  cache?: TtlCache<unknown>,
): Promise<SectionResult[]> {
  const { text, values, name } = listingQuery(f, sections, limit, await searchTsQuery(db, f, cache));
  const result = await runQuery(db, text, values, name);
  const row = result.rows[0] as Record<string, unknown>;
  return sections.map((_, i) => ({
    count: Number(row[`n${i}`]),
    cards: String(row[`r${i}`]),
    ids: parseJson(row[`i${i}`]) as string[],
    next: row[`m${i}`] === true ? (parseJson(row[`k${i}`]) as Cursor) : null,
  }));
}

/** The newest approved photographers with everything a card shows (home page): newest first, then scored. */
export async function featuredRows(db: DbOrTx, limit: number): Promise<RawCard[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(x order by x.created_at desc, x.id), '[]'::json) as rows from (
      select v.id, v.company_name, v.vendor_type, v.description, v.created_at, v.city,
        v.wedding_price, ${rating(sql`v`)} as rating, v.review_count,
        ${yearsInBusiness(sql`v`)} as years,
        v.band,
        ${CARD_EXTRAS}, ${typeFactsSql(sql`v`)}
      from (select * from vendor_profiles where vendor_type = 'wedding_cinematographer' and status = 'approved'
        order by created_at desc, id limit ${limit}) v
      ${CARD_JOINS}
    ) x`);
  return parseJson((result.rows[0] as { rows: unknown }).rows) as RawCard[];
}

export type RawPage = RawCard &
  RawTypeDetails & {
    status: string;
    user_id: string;
    facebook_url: string | null;
    instagram_url: string | null;
    youtube_url: string | null;
    tiktok_url: string | null;
    website_url: string | null;
    ward: number | null;
    street: string | null;
    google_maps_url: string | null;
    has_address: boolean;
    banner_image: RawImage | null;
    portfolio: RawImage[] | null;
    event_pricing:
      | { eventName: string; price: number; hours: number; photographers: number; videographers: number }[]
      | null;
    packages: Record<string, unknown>[] | null;
    payment_terms: { installmentNumber: number; percentage: number; description: string; termLabel: string }[] | null;
    cancellation_policy: string | null;
    reviews:
      | {
          id: string;
          rating: number;
          reviewerName: string;
          reviewText: string | null;
          createdAt: string;
          origin: ReviewOrigin | null;
          reply: { text: string; createdAt: string } | null;
        }[]
      | null;
    service_areas: { province: string; district: string }[] | null;
    has_contacts: boolean;
  };

/** ONE query: the whole public vendor page (any status; the caller decides who may see it). Never contacts. */
export async function vendorPageRow(db: DbOrTx, id: string): Promise<RawPage | null> {
  const result = await executePrepared(
    db,
    "vendor-page",
    sql`
    select row_to_json(x) as row from (
      select v.id, v.company_name, v.vendor_type, v.description, v.created_at, v.city, v.status, v.user_id,
        v.facebook_url, v.instagram_url, v.youtube_url, v.tiktok_url, v.website_url,
        v.wedding_price, ${rating(sql`v`)} as rating, v.review_count,
        ${yearsInBusiness(sql`v`)} as years,
        v.band,
        a.ward, a.tole_street as street, a.google_maps_url, (a.vendor_id is not null) as has_address,
        ${CARD_EXTRAS}, ${typeFactsSql(sql`v`)}, ${typeDetailsSql(sql`v`)},
        (select json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) from cinematographer_uploads u
          where u.vendor_id = v.id and u.file_type = 'banner_image' order by u.created_at desc limit 1) as banner_image,
        (select json_agg(json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at desc)
          from cinematographer_uploads u where u.vendor_id = v.id and u.file_type in ('top_photo', 'portfolio_image')) as portfolio,
        (select json_agg(json_build_object('eventName', e.event_name, 'price', e.price, 'hours', e.hours,
            'photographers', e.photographers, 'videographers', e.videographers) order by e.sort_order, e.id)
          from cinematographer_event_pricing e where e.vendor_id = v.id) as event_pricing,
        (select json_agg(json_build_object('id', c.id, 'packageName', c.package_name, 'price', c.price, 'events', c.events,
            'albums', c.albums, 'frames', c.frames, 'fullVideos', c.full_videos, 'highlightVideos', c.highlight_videos,
            'instaReels', c.insta_reels, 'pendrive', c.pendrive, 'allEditedPictures', c.all_edited_pictures,
            'editedPicturesSpecify', c.edited_pictures_specify) order by c.sort_order, c.id)
          from cinematographer_combo_packages c where c.vendor_id = v.id) as packages,
        (select json_agg(json_build_object('installmentNumber', t.installment_number, 'percentage', t.percentage,
            'description', t.description, 'termLabel', t.term_label) order by t.term_order, t.installment_number)
          from vendor_payment_terms t where t.vendor_id = v.id) as payment_terms,
        (select cp.policy_text from vendor_cancellation_policies cp where cp.vendor_id = v.id) as cancellation_policy,
        (select json_agg(json_build_object('id', rv.id, 'rating', rv.rating, 'reviewerName', rv.reviewer_name,
            'reviewText', rv.review_text, 'createdAt', rv.created_at,
            'origin', ${reviewOriginSql}, 'reply', ${reviewReplySql}) order by rv.created_at desc)
          from (select * from vendor_reviews rv where rv.vendor_id = v.id and rv.status = 'published'
            order by rv.created_at desc limit 100) rv) as reviews,
        (select json_agg(json_build_object('province', sp.name, 'district', sd.name) order by sp.id, sd.name)
          from vendor_service_areas s join provinces sp on sp.id = s.province_id join districts sd on sd.id = s.district_id
          where s.vendor_id = v.id) as service_areas,
        exists (select 1 from vendor_contacts vc where vc.vendor_id = v.id) as has_contacts
      from vendor_profiles v
      ${CARD_JOINS}
      where v.id = ${id}
    ) x`,
  );
  const row = result.rows[0] as { row: unknown } | undefined;
  return row ? (parseJson(row.row) as RawPage) : null;
}

const dialect = new PgDialect({ casing: "snake_case" });

/** The driver under a database handle: the pool, or inside a transaction its connection. */
const clientOf = (db: DbOrTx) =>
  (db as { $client?: unknown }).$client ?? (db as { session?: { client?: unknown } }).session?.client;

/**
 * On PostgreSQL, runs a query as a named prepared statement: planned once per connection and
 * then reused (the vendor page's plan took 15 ms to make and 2 ms to run). The name is `name`
 * and a hash of the text, so queries whose text varies with their filters get one statement per
 * shape. PGlite runs it as is.
 */
async function executePrepared(db: DbOrTx, name: string, query: SQL): Promise<{ rows: unknown[] }> {
  const client = clientOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return client.query({ name: `${name}-${statementHash(text)}`, text, values: params });
  }
  return db.execute(query);
}

/**
 * Runs SQL text with its values: on PostgreSQL as the prepared statement `name` when given,
 * on PGlite (or its transaction) through its own query method.
 */
async function runQuery(
  db: DbOrTx,
  text: string,
  values: unknown[],
  name: string | null,
): Promise<{ rows: unknown[] }> {
  const client = clientOf(db) as { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> } | undefined;
  if (client instanceof pg.Pool || client instanceof pg.Client)
    return client.query(name ? { name, text, values } : { text, values });
  if (typeof client?.query !== "function") throw new Error("No database client to run the listing on");
  return client.query(text, values);
}

/** A short name for a statement's text (one prepared statement per text and connection). */
const statementHash = (text: string) => createHash("sha1").update(text).digest("base64url").slice(0, 20);

/** node-postgres parses json columns; PGlite may hand back text. */
function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}
