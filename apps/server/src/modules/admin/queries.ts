import type {
  AdminCounts,
  AdminVendorList,
  AdminVendorListQuery,
  AdminVendorRow,
  AuditEntry,
  VendorType,
} from "@bihe/shared";
import {
  COMPLETE_DESCRIPTION_CHARS,
  COMPLETE_PHOTOS,
  COMPLETENESS_PARTS,
  type CompletenessPart,
  changedKeys,
  VENDOR_TYPES,
} from "@bihe/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog, users, vendorProfiles } from "../../db/schema";

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** When an application reached the queue: its (last) submission, else its creation. */
const SUBMITTED = sql`coalesce(v.submitted_at, v.created_at)`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v ? new Date(String(v)).toISOString() : null);

/**
 * The admin list: ONE query returns the page and the total (a scalar count subquery), with
 * the location, banquet and decorator fields from lateral subqueries on the page's rows only.
 * The filter runs once (a materialized CTE of narrow (id, created_at) rows) and feeds both
 * the page and the total; only the page's 20 rows are joined back, so no wide row is sorted. Filters by type/status use the (vendor_type, status, created_at) and
 * (status, created_at) indexes; the search is an ILIKE over three short columns of the
 * filtered rows (a sequential scan of 5,000 narrow rows: measured in admin-scale.test.ts).
 */
export async function listVendors(
  db: DbOrTx,
  q: Required<Pick<AdminVendorListQuery, "page" | "pageSize">> & AdminVendorListQuery & { id?: string },
  /** A stored picture's thumbnail URL (the storage's); without it no cover is answered. */
  thumbUrl?: (filePath: string) => string,
): Promise<AdminVendorList> {
  const page = Number(q.page);
  const pageSize = Number(q.pageSize);
  const where: SQL[] = [];
  if (q.id) where.push(sql`v.id = ${q.id}`);
  if (q.type) where.push(sql`v.vendor_type = ${q.type}`);
  if (q.status) where.push(sql`v.status = ${q.status}`);
  // The district of the address: one probe of vendor_addresses' primary key per row the status index selected.
  if (q.district)
    where.push(
      sql`exists (select 1 from vendor_addresses fa where fa.vendor_id = v.id and fa.district_id = ${q.district})`,
    );
  // Days are Nepal days (UTC+5:45 all year): from the start of the first to the end of the last.
  if (q.submittedFrom) where.push(sql`${SUBMITTED} >= ${`${q.submittedFrom}T00:00:00+05:45`}::timestamptz`);
  if (q.submittedTo)
    where.push(sql`${SUBMITTED} < ${`${q.submittedTo}T00:00:00+05:45`}::timestamptz + interval '1 day'`);
  const order = q.sort === "oldest" ? sql`at asc, id asc` : sql`at desc, id desc`;
  const term = q.search?.trim();
  if (term) {
    const p = likePattern(term);
    // The vendor type is matched here against its three stored values and their labels
    // ('wedding cinematographer'), so the database compares it by equality, not ILIKE.
    const needle = term.toLowerCase();
    const types = VENDOR_TYPES.filter((vt) => vt.includes(needle) || vt.replaceAll("_", " ").includes(needle));
    const typeMatch = types.length
      ? sql` or v.vendor_type in (${sql.join(
          types.map((vt) => sql`${vt}`),
          sql`, `,
        )})`
      : sql``;
    // Both emails: the business address on the profile and the account's sign-in address.
    where.push(sql`(v.company_name ilike ${p} or v.email_address ilike ${p} or u.email ilike ${p}${typeMatch})`);
  }
  const from = term ? sql`vendor_profiles v join users u on u.id = v.user_id` : sql`vendor_profiles v`;
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    with matches as materialized (
      select v.id, ${SUBMITTED} as at from ${from} ${whereSql}
    ), ids as (
      select id, at from matches order by ${order}
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ), page as (
      select v.*, ids.at, (select count(*) from matches) as total_count
      from vendor_profiles v join ids on ids.id = v.id
    )
    select p.id, p.company_name, p.status, p.vendor_type, p.email_address, p.company_age, p.google_drive_link,
      p.facebook_url, p.instagram_url, p.youtube_url, p.website_url, p.created_at, p.submitted_at, p.total_count,
      p.wedding_price, ql.cover_path, ql.has_address, ql.has_contacts, ql.has_areas, ql.has_card, ql.photos,
      length(trim(p.description)) as description_length,
      coalesce(nullif(concat_ws(', ', nullif(a.tole_area, ''), m.name, d.name), ''), p.city, p.company_address) as location,
      coalesce(nullif(concat_ws(', ', nullif(a.tole_area, ''), m.name_ne, d.name_ne), ''), p.city, p.company_address) as location_ne,
      bq.capacity, bq.price, bq.amenities, dc.specialties, dc.event_types
    from page p
    left join vendor_addresses a on a.vendor_id = p.id
    left join municipalities m on m.id = a.municipality_id
    left join districts d on d.id = a.district_id
    left join lateral (
      select (select bp.capacity from banquet_packages bp where bp.vendor_id = p.id order by bp.id limit 1) as capacity,
             (select bp.price from banquet_packages bp where bp.vendor_id = p.id order by bp.id limit 1) as price,
             (select coalesce(json_agg(json_build_object('name', ba.amenity_name, 'quantity', ba.quantity) order by ba.id), '[]'::json)
                from banquet_amenities ba where ba.vendor_id = p.id) as amenities
      where p.vendor_type = 'banquet_hall'
    ) bq on true
    left join lateral (
      select (select coalesce(json_agg(s.specialty order by s.id), '[]'::json) from decorator_specialties s where s.vendor_id = p.id) as specialties,
             (select coalesce(json_agg(e.event_type order by e.id), '[]'::json) from decorator_event_types e where e.vendor_id = p.id) as event_types
      where p.vendor_type = 'decorator'
    ) dc on true
    left join lateral (
      select
        (select u.file_path from cinematographer_uploads u
          where u.vendor_id = p.id and u.file_type in ('card_image', 'top_photo', 'portfolio_image')
          order by case u.file_type when 'card_image' then 0 when 'top_photo' then 1 else 2 end, u.sort_order, u.created_at
          limit 1) as cover_path,
        exists (select 1 from vendor_addresses va where va.vendor_id = p.id and va.district_id is not null) as has_address,
        exists (select 1 from vendor_contacts vc where vc.vendor_id = p.id) as has_contacts,
        exists (select 1 from vendor_service_areas sa where sa.vendor_id = p.id) as has_areas,
        exists (select 1 from cinematographer_uploads cu where cu.vendor_id = p.id and cu.file_type = 'card_image') as has_card,
        (select count(*)::int from cinematographer_uploads pu
          where pu.vendor_id = p.id and pu.file_type in ('top_photo', 'portfolio_image')) as photos
    ) ql on true
    order by ${q.sort === "oldest" ? sql`p.at asc, p.id asc` : sql`p.at desc, p.id desc`}
  `);
  const rows = result.rows as Record<string, unknown>[];
  let total = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && page > 1) {
    // Past the last page (no row carries the total): ask for it.
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from ${from} ${whereSql}`)).rows as {
      n: number;
    }[];
    total = n;
  }
  const parseJson = <T>(v: unknown): T => (typeof v === "string" ? (JSON.parse(v) as T) : (v as T));
  const items: AdminVendorRow[] = rows.map((r) => ({
    id: String(r.id),
    companyName: String(r.company_name),
    status: r.status as AdminVendorRow["status"],
    vendorType: r.vendor_type as VendorType,
    emailAddress: String(r.email_address),
    location: (r.location as string | null) ?? null,
    locationNe: (r.location_ne as string | null) ?? null,
    companyAge: r.company_age == null ? null : Number(r.company_age),
    googleDriveLink: (r.google_drive_link as string | null) ?? null,
    facebookUrl: (r.facebook_url as string | null) ?? null,
    instagramUrl: (r.instagram_url as string | null) ?? null,
    youtubeUrl: (r.youtube_url as string | null) ?? null,
    websiteUrl: (r.website_url as string | null) ?? null,
    createdAt: iso(r.created_at) as string,
    submittedAt: iso(r.submitted_at),
    banquet:
      r.vendor_type === "banquet_hall"
        ? {
            capacity: r.capacity == null ? null : Number(r.capacity),
            price: r.price == null ? null : Number(r.price),
            amenities: parseJson<{ name: string; quantity: number | null }[]>(r.amenities) ?? [],
          }
        : null,
    decorator:
      r.vendor_type === "decorator"
        ? {
            specialties: parseJson<string[]>(r.specialties) ?? [],
            eventTypes: parseJson<string[]>(r.event_types) ?? [],
          }
        : null,
    coverUrl: r.cover_path && thumbUrl ? thumbUrl(String(r.cover_path)) : null,
    startingPrice: Number(r.wedding_price) > 0 ? Number(r.wedding_price) : null,
    completeness: completenessOf(r),
  }));
  return { items, total, page, pageSize };
}

/**
 * How much of what couples look at a row has (COMPLETENESS_PARTS, one share each). A hall serves where it
 * stands, so it needs no districts served.
 */
function completenessOf(r: Record<string, unknown>): AdminVendorRow["completeness"] {
  const has: Record<CompletenessPart, boolean> = {
    description: Number(r.description_length) >= COMPLETE_DESCRIPTION_CHARS,
    address: r.has_address === true,
    contacts: r.has_contacts === true,
    serviceAreas: r.vendor_type === "banquet_hall" || r.has_areas === true,
    prices: Number(r.wedding_price) > 0,
    cover: r.has_card === true,
    photos: Number(r.photos) >= COMPLETE_PHOTOS,
  };
  const missing = COMPLETENESS_PARTS.filter((part) => !has[part]);
  return {
    percent: Math.round(((COMPLETENESS_PARTS.length - missing.length) / COMPLETENESS_PARTS.length) * 100),
    missing,
  };
}

/** The four counters, computed by the database in one statement (optionally for one type). */
export async function countVendors(db: DbOrTx, type?: VendorType): Promise<AdminCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${vendorProfiles.status} = 'pending'))::int`,
      approved: sql<number>`(count(*) filter (where ${vendorProfiles.status} = 'approved'))::int`,
      rejected: sql<number>`(count(*) filter (where ${vendorProfiles.status} = 'rejected'))::int`,
    })
    .from(vendorProfiles)
    .where(type ? eq(vendorProfiles.vendorType, type) : undefined);
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
  };
}

/** The latest admin actions on one vendor, newest first. */
export async function auditHistory(db: DbOrTx, vendorId: string, limit = 10): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      createdAt: auditLog.createdAt,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, "vendor"), eq(auditLog.entityId, vendorId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    actorEmail: r.actorEmail ?? null,
    createdAt: r.createdAt.toISOString(),
    changed: changedKeys(r.before, r.after),
  }));
}
