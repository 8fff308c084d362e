import type { ListingFilters, ListingSort, PriceBandId } from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** Raw rows as the listing and page queries return them (JSON built by PostgreSQL). */
export type RawImage = { p: string; w: number | null; h: number | null };
export type RawCard = {
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

/** Words of a search box as a prefix tsquery ('himal fram' -> 'himal:* & fram:*'); null when empty. */
export function toPrefixTsQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

const list = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Average rating to one decimal from the trigger-kept sum and count (0 without reviews). */
const rating = (t: SQL) => sql`coalesce(round(${t}.rating_sum::numeric / nullif(${t}.review_count, 0), 1), 0)::float8`;

const ORDER: Record<ListingSort, SQL> = {
  recommended: sql`rating desc, review_count desc, created_at desc, id`,
  rating: sql`rating desc, review_count desc, id`,
  "price-low": sql`wedding_price asc, rating desc, id`,
  "price-high": sql`wedding_price desc, rating desc, id`,
  newest: sql`created_at desc, id`,
};

/**
 * The approved photographers matching the filters, scored once: rating average and count,
 * the wedding price, the years in business and the price band. A CTE; the listing pages it.
 */
function matching(f: ListingFilters): SQL {
  const where: SQL[] = [sql`p.status = 'approved'`, sql`p.vendor_type = 'wedding_cinematographer'`];
  const tsq = toPrefixTsQuery(f.q);
  if (tsq) where.push(sql`p.search_vector @@ to_tsquery('simple', ${tsq})`);
  if (f.provinces.length) {
    where.push(sql`(exists (select 1 from vendor_addresses a where a.vendor_id = p.id and a.province_id in (${list(f.provinces)}))
      or exists (select 1 from vendor_service_areas s where s.vendor_id = p.id and s.province_id in (${list(f.provinces)})))`);
  }
  if (f.districts.length) {
    where.push(sql`(exists (select 1 from vendor_addresses a where a.vendor_id = p.id and a.district_id in (${list(f.districts)}))
      or exists (select 1 from vendor_service_areas s where s.vendor_id = p.id and s.district_id in (${list(f.districts)})))`);
  }
  if (f.ward != null)
    where.push(sql`exists (select 1 from vendor_addresses a where a.vendor_id = p.id and a.ward = ${f.ward})`);

  const scored: SQL[] = [sql`true`];
  if (f.rating != null) scored.push(sql`rating >= ${f.rating}`);
  if (f.featured) scored.push(sql`rating > 4.5`);
  if (f.experience != null) scored.push(sql`years >= ${f.experience}`);

  // Only ids and sort keys go through the window; names and texts are joined for the page rows.
  return sql`base as (
    select p.id, p.created_at, p.wedding_price, ${rating(sql`p`)} as rating, p.review_count,
      greatest(coalesce(p.company_age::int, extract(year from now())::int - extract(year from p.created_at)::int), 0) as years
    from vendor_profiles p
    where ${sql.join(where, sql` and `)}
  ),
  banded as (
    select *, case when wedding_price >= 75000 then 'premium' when wedding_price >= 40000 then 'medium' else 'budget' end as band
    from base where ${sql.join(scored, sql` and `)}
  )`;
}

/** Location parts, the first service-area district, card image and up to 10 top photos of a row `v`. */
const CARD_EXTRAS = sql`
  a.tole_area as tole, m.name as municipality, d.name as district, pr.name as province,
  (select d2.name from vendor_service_areas s join districts d2 on d2.id = s.district_id
    where s.vendor_id = v.id order by s.id limit 1) as first_service_district,
  (select json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) from cinematographer_uploads u
    where u.vendor_id = v.id and u.file_type = 'card_image' order by u.created_at desc limit 1) as card_image,
  (select json_agg(json_build_object('p', t.file_path, 'w', t.width, 'h', t.height) order by t.top desc, t.sort_order, t.created_at)
    from (select u.file_path, u.width, u.height, u.sort_order, u.created_at, (u.file_type = 'top_photo') as top
      from cinematographer_uploads u where u.vendor_id = v.id and u.file_type in ('top_photo', 'portfolio_image')
      order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at limit 10) t) as photos`;

const CARD_JOINS = sql`
  left join vendor_addresses a on a.vendor_id = v.id
  left join municipalities m on m.id = a.municipality_id
  left join districts d on d.id = a.district_id
  left join provinces pr on pr.id = a.province_id`;

/**
 * ONE query: per price band, the totals and one page (rows `offset+1 .. offset+limit` of the
 * sort), with everything a card shows. `band` restricts the page to one band (load more).
 */
export async function listingPage(
  db: DbOrTx,
  f: ListingFilters,
  page: { band: PriceBandId | null; offset: number; limit: number },
): Promise<{ totals: Partial<Record<PriceBandId, number>>; rows: RawCard[] }> {
  const bandFilter = page.band ? sql`and band = ${page.band}` : sql``;
  const result = await db.execute(sql`
    with ${matching(f)},
    ranked as (select *, row_number() over (partition by band order by ${ORDER[f.sort]}) as rn from banded),
    pageRows as (select * from ranked where rn > ${page.offset} and rn <= ${page.offset + page.limit} ${bandFilter})
    select
      (select coalesce(json_object_agg(band, n), '{}'::json) from (select band, count(*)::int as n from banded group by band) t) as totals,
      (select coalesce(json_agg(x order by x.band, x.rn), '[]'::json) from (
        select v.id, vp.company_name, vp.vendor_type, vp.description, v.years, v.rating, v.review_count, v.wedding_price,
          v.band, v.created_at, vp.city, v.rn, ${CARD_EXTRAS}
        from pageRows v join vendor_profiles vp on vp.id = v.id ${CARD_JOINS}
      ) x) as rows`);
  const row = result.rows[0] as { totals: unknown; rows: unknown };
  return { totals: parseJson(row.totals) as Record<PriceBandId, number>, rows: parseJson(row.rows) as RawCard[] };
}

/** The newest approved photographers with everything a card shows (home page): newest first, then scored. */
export async function featuredRows(db: DbOrTx, limit: number): Promise<RawCard[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(x order by x.created_at desc, x.id), '[]'::json) as rows from (
      select v.id, v.company_name, v.vendor_type, v.description, v.created_at, v.city,
        v.wedding_price, ${rating(sql`v`)} as rating, v.review_count,
        greatest(coalesce(v.company_age::int, extract(year from now())::int - extract(year from v.created_at)::int), 0) as years,
        case when v.wedding_price >= 75000 then 'premium' when v.wedding_price >= 40000 then 'medium' else 'budget' end as band,
        ${CARD_EXTRAS}
      from (select * from vendor_profiles where vendor_type = 'wedding_cinematographer' and status = 'approved'
        order by created_at desc, id limit ${limit}) v
      ${CARD_JOINS}
    ) x`);
  return parseJson((result.rows[0] as { rows: unknown }).rows) as RawCard[];
}

export type RawPage = RawCard & {
  status: string;
  user_id: string;
  outside_kathmandu: boolean;
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
  reviews: { id: string; rating: number; reviewerName: string; reviewText: string | null; createdAt: string }[] | null;
  service_areas: { province: string; district: string }[] | null;
  has_contacts: boolean;
};

/** ONE query: the whole public vendor page (any status; the caller decides who may see it). Never contacts. */
export async function vendorPageRow(db: DbOrTx, id: string): Promise<RawPage | null> {
  const result = await db.execute(sql`
    select row_to_json(x) as row from (
      select v.id, v.company_name, v.vendor_type, v.description, v.created_at, v.city, v.status, v.user_id, v.outside_kathmandu,
        v.facebook_url, v.instagram_url, v.youtube_url, v.tiktok_url, v.website_url,
        v.wedding_price, ${rating(sql`v`)} as rating, v.review_count,
        greatest(coalesce(v.company_age::int, extract(year from now())::int - extract(year from v.created_at)::int), 0) as years,
        case when v.wedding_price >= 75000 then 'premium' when v.wedding_price >= 40000 then 'medium' else 'budget' end as band,
        a.ward, a.tole_street as street, a.google_maps_url, (a.vendor_id is not null) as has_address,
        ${CARD_EXTRAS},
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
            'reviewText', rv.review_text, 'createdAt', rv.created_at) order by rv.created_at desc)
          from (select * from vendor_reviews rv where rv.vendor_id = v.id order by rv.created_at desc limit 100) rv) as reviews,
        (select json_agg(json_build_object('province', sp.name, 'district', sd.name) order by sp.id, sd.name)
          from vendor_service_areas s join provinces sp on sp.id = s.province_id join districts sd on sd.id = s.district_id
          where s.vendor_id = v.id) as service_areas,
        exists (select 1 from vendor_contacts vc where vc.vendor_id = v.id) as has_contacts
      from vendor_profiles v
      ${CARD_JOINS}
      where v.id = ${id}
    ) x`);
  const row = result.rows[0] as { row: unknown } | undefined;
  return row ? (parseJson(row.row) as RawPage) : null;
}

/** node-postgres parses json columns; PGlite may hand back text. */
function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}
