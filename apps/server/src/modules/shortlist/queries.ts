import type { PriceBandId } from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type RawTypeDetails, type RawTypeFacts, typeDetailsSql, typeFactsSql } from "../marketplace/type-details";
import { yearsInBusiness } from "../marketplace/years-in-business";

/** Raw rows as PostgreSQL builds them (JSON); the service shapes them into the contracts' types. */
export type RawImage = { p: string; w: number | null; h: number | null };
type RawPlace = {
  tole: string | null;
  municipality: string | null;
  district: string | null;
  province: string | null;
  first_service_district: string | null;
};
export type RawShortlistRow = RawPlace & {
  id: string;
  company_name: string;
  vendor_type: string;
  wedding_price: number;
  rating: number;
  review_count: number;
  card_image: RawImage | null;
  added_at: string;
};
export type RawCompareRow = RawPlace &
  RawTypeFacts &
  RawTypeDetails & {
    id: string;
    company_name: string;
    vendor_type: string;
    wedding_price: number;
    band: PriceBandId;
    rating: number;
    review_count: number;
    years: number;
    card_image: RawImage | null;
    packages: Record<string, unknown>[] | null;
    payment_terms: { installmentNumber: number; percentage: number; description: string; termLabel: string }[] | null;
    service_areas: { province: string; district: string }[] | null;
  };

/** Where a vendor `v` is, and the one picture a small card shows (its card image, else its first photo). */
const PLACE_AND_PICTURE = sql`
  a.tole_area as tole, m.name as municipality, d.name as district, pr.name as province,
  (select d2.name from vendor_service_areas s join districts d2 on d2.id = s.district_id
    where s.vendor_id = v.id order by s.id limit 1) as first_service_district,
  coalesce(
    (select json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) from cinematographer_uploads u
      where u.vendor_id = v.id and u.file_type = 'card_image' order by u.created_at desc limit 1),
    (select json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) from cinematographer_uploads u
      where u.vendor_id = v.id and u.file_type in ('top_photo', 'portfolio_image')
      order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at limit 1)
  ) as card_image`;

const PLACE_JOINS = sql`
  left join vendor_addresses a on a.vendor_id = v.id
  left join municipalities m on m.id = a.municipality_id
  left join districts d on d.id = a.district_id
  left join provinces pr on pr.id = a.province_id`;

const APPROVED = sql`v.status = 'approved'`;

/** ONE query: the customer's shortlisted vendors that are public now, newest first. */
export async function shortlistRows(db: DbOrTx, customerId: string): Promise<RawShortlistRow[]> {
  return jsonRows(
    db,
    sql`select s.created_at as added_at, v.id, v.company_name, v.vendor_type, v.wedding_price,
        coalesce(v.rating, 0)::float8 as rating, v.review_count, ${PLACE_AND_PICTURE}
      from shortlist s join vendor_profiles v on v.id = s.vendor_id ${PLACE_JOINS}
      where s.customer_id = ${customerId} and ${APPROVED}
      order by s.created_at desc, v.id`,
    sql`x.added_at desc, x.id`,
  );
}

/** ONE query: the approved vendors among `ids` with everything compare shows (never contacts). */
export async function compareRows(db: DbOrTx, ids: string[]): Promise<RawCompareRow[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return jsonRows(
    db,
    sql`select v.id, v.company_name, v.vendor_type, v.wedding_price, v.band,
        coalesce(v.rating, 0)::float8 as rating, v.review_count,
        ${yearsInBusiness(sql`v`)} as years,
        ${PLACE_AND_PICTURE},
        (select json_agg(json_build_object('id', c.id, 'packageName', c.package_name, 'price', c.price, 'events', c.events,
            'albums', c.albums, 'frames', c.frames, 'fullVideos', c.full_videos, 'highlightVideos', c.highlight_videos,
            'instaReels', c.insta_reels, 'pendrive', c.pendrive, 'allEditedPictures', c.all_edited_pictures,
            'editedPicturesSpecify', c.edited_pictures_specify) order by c.sort_order, c.id)
          from cinematographer_combo_packages c where c.vendor_id = v.id) as packages,
        (select json_agg(json_build_object('installmentNumber', t.installment_number, 'percentage', t.percentage,
            'description', t.description, 'termLabel', t.term_label) order by t.term_order, t.installment_number)
          from vendor_payment_terms t where t.vendor_id = v.id) as payment_terms,
        (select json_agg(json_build_object('province', sp.name, 'district', sd.name) order by sp.id, sd.name)
          from vendor_service_areas s join provinces sp on sp.id = s.province_id join districts sd on sd.id = s.district_id
          where s.vendor_id = v.id) as service_areas,
        ${typeFactsSql(sql`v`)}, ${typeDetailsSql(sql`v`)}
      from vendor_profiles v ${PLACE_JOINS}
      where v.id in (${list}) and ${APPROVED}`,
    sql`x.id`,
  );
}

/** Runs `inner` and hands back its rows as one JSON array (node-postgres and PGlite alike). */
async function jsonRows<T>(db: DbOrTx, inner: SQL, order: SQL): Promise<T[]> {
  const result = await db.execute(
    sql`select coalesce(json_agg(x order by ${order}), '[]'::json) as rows from (${inner}) x`,
  );
  const value = (result.rows[0] as { rows: unknown }).rows;
  return (typeof value === "string" ? JSON.parse(value) : value) as T[];
}
