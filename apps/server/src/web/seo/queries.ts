import { PLACE_KEY, VENDOR_TYPES, type VendorType } from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** The vendors a type's place pages list: its approved vendors (the listing's own predicate). */
const listed = (type: VendorType) => sql`p.status = 'approved' and p.vendor_type = ${type}`;
/** Every type's place pages together (the sitemap, the directories). */
const LISTED_ANY = sql`p.status = 'approved' and p.vendor_type in (${sql.join(
  VENDOR_TYPES.map((t) => sql`${t}`),
  sql`, `,
)})`;
/** Every approved vendor has a public page (halls and decorators too): the vendor sitemaps. */
const PUBLIC_PAGE = sql`p.status = 'approved'`;
/** When a vendor page last changed: its profile, or its newest review (the page shows reviews and the rating). */
const CHANGED = sql`greatest(p.updated_at, (select max(r.created_at) from vendor_reviews r where r.vendor_id = p.id))`;

/**
 * A vendor is in a place where it is based or where it serves: the listing's own place key on the
 * trigger-kept place set (GIN-indexed), so a place page's intro counts exactly the vendors it lists.
 */
function inPlace(kind: "district" | "province", id: number): SQL {
  return sql`p.places @> array[${PLACE_KEY[kind](id)}::int]`;
}

/** How many vendors of a type a place has and their listing price range (a price of 0 means 'not priced yet'). */
export async function placeStats(
  db: DbOrTx,
  kind: "district" | "province",
  id: number,
  type: VendorType,
): Promise<{ vendorCount: number; minPrice: number | null; maxPrice: number | null }> {
  const result = await db.execute(sql`
    select count(*)::int as n,
      min(p.wedding_price) filter (where p.wedding_price > 0)::int as lo,
      max(p.wedding_price) filter (where p.wedding_price > 0)::int as hi
    from vendor_profiles p where ${listed(type)} and ${inPlace(kind, id)}`);
  const row = result.rows[0] as { n: number; lo: number | null; hi: number | null };
  return {
    vendorCount: Number(row.n),
    minPrice: row.lo == null ? null : Number(row.lo),
    maxPrice: row.hi == null ? null : Number(row.hi),
  };
}

export type PlaceCount = {
  vendorType: VendorType;
  kind: "district" | "province";
  id: number;
  vendorCount: number;
  lastmod: string;
};

/**
 * Every district and province with at least one vendor of each type, with the newest change among them
 * (the sitemap, the directories): one pass over the approved vendors' place sets.
 */
export async function placeCounts(db: DbOrTx): Promise<PlaceCount[]> {
  const [province, district] = [PLACE_KEY.province(0), PLACE_KEY.district(0)];
  // The listing's place set, unnested: its province and district keys are the ones a place page filters by.
  const result = await db.execute(sql`
    select vendor_type, key, count(*)::int as n, max(changed) as lastmod
    from (select p.vendor_type, unnest(p.places) as key, ${CHANGED} as changed
      from vendor_profiles p where ${LISTED_ANY}) x
    where key > ${province} and key < ${district + 1_000_000}
    group by vendor_type, key`);
  return (result.rows as { vendor_type: VendorType; key: number; n: number; lastmod: string | Date }[]).map((r) => {
    const key = Number(r.key);
    const kind = key > district ? "district" : "province";
    return {
      vendorType: r.vendor_type,
      kind,
      id: key - (kind === "district" ? district : province),
      vendorCount: Number(r.n),
      lastmod: new Date(r.lastmod).toISOString(),
    };
  });
}

/** How many vendor pages there are, and when the newest of them changed. */
export async function vendorPageTotals(db: DbOrTx): Promise<{ count: number; lastmod: string | null }> {
  const result = await db.execute(
    sql`select count(*)::int as n, max(${CHANGED}) as lastmod from vendor_profiles p where ${PUBLIC_PAGE}`,
  );
  const row = result.rows[0] as { n: number; lastmod: string | Date | null };
  return { count: Number(row.n), lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null };
}

/** One sitemap's worth of vendor pages, oldest first (a vendor keeps its sitemap as others join). */
export async function vendorPageRows(
  db: DbOrTx,
  offset: number,
  limit: number,
): Promise<{ id: string; lastmod: string }[]> {
  const result = await db.execute(sql`
    select p.id, ${CHANGED} as lastmod from vendor_profiles p where ${PUBLIC_PAGE}
    order by p.created_at, p.id offset ${offset} limit ${limit}`);
  return (result.rows as { id: string; lastmod: string | Date }[]).map((r) => ({
    id: r.id,
    lastmod: new Date(r.lastmod).toISOString(),
  }));
}
