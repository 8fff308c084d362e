import {
  bandOrder,
  EMPTY_FILTERS,
  FEATURED_RATING,
  LISTING_COUNT_CAP,
  LISTING_SORTS,
  type ListingFilters,
  type ListingResponse,
  type ListingSort,
  listingFiltersToParams,
  listingLayout,
  NEPAL_DISTRICT_COUNT,
  type PriceBandId,
  RATING_FILTERS,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { MAX_EXPANSION, searchTsQuery } from "./search-words";
import { withStatementTimeout } from "./service";

/**
 * The listing (index-served keys, place set kept by triggers, keyset pages, capped counts)
 * against a straightforward reference query over the source tables, on random data.
 */
let t: TestApp;
type Muni = { id: number; district_id: number; province_id: number; wards: number };
let munis: Muni[];
let districtProvince: Map<number, number>;

const WORDS = ["himal", "lens", "newa", "studio", "phewa", "moments"];
const PRICES = [0, 25000, 39999, 40000, 55000, 74999, 75000, 120000];
const STAMPS = ["2024-01-01T00:00:00Z", "2025-06-01T12:00:00.123456Z", "2026-03-03T03:03:03Z"];

type Seeded = {
  status: "approved" | "pending";
  type: "wedding_cinematographer" | "banquet_hall";
  words: [number, number];
  price: number | null;
  ratings: number[];
  stamp: number;
  age: number | null;
  muni: number | null;
  ward: number;
  serves: number[];
};

const vendorArb = fc.record<Seeded>({
  status: fc.constantFrom("approved", "approved", "approved", "pending"),
  type: fc.constantFrom(
    "wedding_cinematographer",
    "wedding_cinematographer",
    "wedding_cinematographer",
    "banquet_hall",
  ),
  words: fc.tuple(fc.nat(WORDS.length - 1), fc.nat(WORDS.length - 1)),
  price: fc.option(fc.constantFrom(...PRICES), { freq: 6 }),
  ratings: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
  stamp: fc.nat(STAMPS.length - 1),
  age: fc.option(fc.integer({ min: 0, max: 12 })),
  muni: fc.option(fc.nat(11), { freq: 5 }),
  ward: fc.integer({ min: 1, max: 3 }),
  serves: fc.uniqueArray(fc.nat(11), { maxLength: 3 }),
});

async function insertVendor(i: number, v: Seeded) {
  const db = t.app.db;
  const user = `listing-${i}`;
  await db.execute(sql`insert into users (id, email, name, role, vendor_type, email_verified)
    values (${user}, ${`${user}@test.bihe`}, '', 'vendor', 'wedding_cinematographer', true)`);
  const [{ id }] = (
    await db.execute(sql`insert into vendor_profiles (user_id, vendor_type, status, company_name, slug, email_address,
      company_age, description, created_at)
      values (${user}, ${v.type}, ${v.status}, ${`${WORDS[v.words[0]]} ${WORDS[v.words[1]]} ${i}`}, ${user},
        ${`${user}@test.bihe`}, ${v.age}, 'Weddings.', ${STAMPS[v.stamp]}::timestamptz)
      returning id`)
  ).rows as { id: string }[];
  if (v.muni != null) {
    const m = munis[v.muni];
    await db.execute(sql`insert into vendor_addresses (vendor_id, province_id, district_id, municipality_id, ward)
      values (${id}, ${m.province_id}, ${m.district_id}, ${m.id}, ${Math.min(v.ward, m.wards)})`);
  }
  for (const s of v.serves) {
    const m = munis[s];
    await db.execute(sql`insert into vendor_service_areas (vendor_id, province_id, district_id)
      values (${id}, ${m.province_id}, ${m.district_id}) on conflict do nothing`);
  }
  if (v.price != null)
    await db.execute(sql`insert into cinematographer_event_pricing (vendor_id, event_name, price, hours, photographers, videographers)
      values (${id}, 'Wedding (Both Sides)', ${v.price}, 8, 1, 1)`);
  for (const r of v.ratings)
    await db.execute(sql`insert into vendor_reviews (vendor_id, rating, reviewer_name) values (${id}, ${r}, 'Guest')`);
}

beforeAll(async () => {
  t = await createTestApp();
  // Twelve municipalities in a handful of districts (two per district), so places overlap.
  munis = (
    await t.app.db.execute(sql`select m.id, m.district_id, d.province_id, m.wards from municipalities m
      join districts d on d.id = m.district_id where m.district_id in (27, 28, 38, 33, 3, 60)
      order by m.district_id, m.id`)
  ).rows as Muni[];
  const byDistrict = new Map<number, Muni[]>();
  for (const m of munis) byDistrict.set(m.district_id, [...(byDistrict.get(m.district_id) ?? []), m].slice(0, 2));
  munis = [...byDistrict.values()].flat();
  districtProvince = new Map(munis.map((m) => [m.district_id, m.province_id]));
  const vendors = fc.sample(vendorArb, { numRuns: 90, seed: 17 });
  for (const [i, v] of vendors.entries()) await insertVendor(i, v);
}, 120_000);
afterAll(() => t.close());

/** The reference: the source tables, read the plain way (no place set, no generated columns, no index). */
async function reference(f: ListingFilters): Promise<{ id: string; band: PriceBandId }[]> {
  const where = [sql`p.status = 'approved'`, sql`p.vendor_type = 'wedding_cinematographer'`];
  const words = f.q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const w of words) where.push(sql`p.search_vector @@ to_tsquery('simple', ${`${w}:*`})`);
  if (f.municipality != null) {
    where.push(sql`exists (select 1 from vendor_addresses a where a.vendor_id = p.id and a.municipality_id = ${f.municipality}
      and (${f.ward}::int is null or a.ward = ${f.ward}))`);
  } else if (f.district != null) {
    where.push(sql`(exists (select 1 from vendor_addresses a where a.vendor_id = p.id and a.district_id = ${f.district})
      or exists (select 1 from vendor_service_areas s where s.vendor_id = p.id and s.district_id = ${f.district}))`);
  } else if (f.province != null) {
    where.push(sql`(exists (select 1 from vendor_addresses a where a.vendor_id = p.id and a.province_id = ${f.province})
      or exists (select 1 from vendor_service_areas s where s.vendor_id = p.id and s.province_id = ${f.province}))`);
  }
  const avg = sql`coalesce(round((select avg(r.rating) from vendor_reviews r where r.vendor_id = p.id), 1), 0)`;
  const reviews = sql`(select count(*) from vendor_reviews r where r.vendor_id = p.id)`;
  const price = sql`coalesce((select e.price from cinematographer_event_pricing e where e.vendor_id = p.id and e.event_name = 'Wedding (Both Sides)'), 0)`;
  if (f.rating != null) where.push(sql`${avg} >= ${f.rating}`);
  if (f.featured) where.push(sql`${avg} > 4.5`);
  if (f.experience != null)
    where.push(
      sql`greatest(coalesce(p.company_age::int, extract(year from now())::int - extract(year from p.created_at)::int), 0) >= ${f.experience}`,
    );
  const order: Record<ListingSort, ReturnType<typeof sql>> = {
    recommended: sql`${avg} desc, ${reviews} desc, p.created_at desc, p.id desc`,
    rating: sql`${avg} desc, ${reviews} desc, p.id desc`,
    "price-low": sql`${price} asc, ${avg} desc, p.id asc`,
    "price-high": sql`${price} desc, ${avg} desc, p.id desc`,
    newest: sql`p.created_at desc, p.id desc`,
  };
  const rows = await t.app.db.execute(sql`select p.id,
      case when ${price} >= 75000 then 'premium' when ${price} >= 40000 then 'medium' else 'budget' end as band
    from vendor_profiles p where ${sql.join(where, sql` and `)} order by ${order[f.sort]}`);
  return rows.rows as { id: string; band: PriceBandId }[];
}

const getJson = async (url: string) => {
  const res = await t.request({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as ListingResponse;
};

/** Every section's rows, first page then cursor pages until the last. */
async function walk(f: ListingFilters, limit: number) {
  const qs = listingFiltersToParams(f);
  qs.set("limit", String(limit));
  const first = await getJson(`/api/vendors?${qs}`);
  const sections: Record<string, { ids: string[]; total: number; capped: boolean }> = {};
  for (const band of first.bands) {
    const ids = band.vendors.map((v) => v.id);
    let next = band.nextCursor;
    while (next) {
      const p = new URLSearchParams(qs);
      p.set("band", band.id);
      p.set("after", next);
      const page = await getJson(`/api/vendors?${p}`);
      ids.push(...page.bands[0].vendors.map((v) => v.id));
      next = page.bands[0].nextCursor;
    }
    sections[band.id] = { ids, total: band.total, capped: band.totalCapped };
  }
  return { first, sections };
}

const filtersArb = fc
  .record({
    q: fc.constantFrom("", "", "him", "lens studio", "new", "zzz"),
    rating: fc.constantFrom(null, null, 3, 3.5, 4, 4.5),
    experience: fc.constantFrom(null, null, 1, 5, 10),
    featured: fc.boolean(),
    place: fc.nat(40),
    ward: fc.integer({ min: 1, max: 3 }),
    sort: fc.constantFrom(...LISTING_SORTS),
  })
  .map(({ place, ward, ...rest }): ListingFilters => {
    const m = munis[place % munis.length];
    const kind = place % 5; // everywhere, province, district, municipality, municipality + ward
    return {
      ...EMPTY_FILTERS,
      ...rest,
      province: kind === 1 ? m.province_id : null,
      district: kind === 2 ? m.district_id : null,
      municipality: kind >= 3 ? m.id : null,
      ward: kind === 4 ? ward : null,
    };
  });

describe("the listing matches the reference query", () => {
  it("for random filters, sorts and page sizes: same vendors, same order, every page by cursor", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb, fc.integer({ min: 1, max: 7 }), async (f, limit) => {
        const expected = await reference(f);
        const { first, sections } = await walk(f, limit);
        const layout = listingLayout(f.sort);
        expect(first.layout).toBe(layout);
        if (layout === "flat") {
          expect(first.bands.map((b) => b.id)).toEqual(["all"]);
          expect(sections.all.ids).toEqual(expected.map((r) => r.id));
          expect(sections.all.total).toBe(Math.min(expected.length, LISTING_COUNT_CAP));
        } else {
          // Sort means sort: High to Low puts Premium first.
          expect(first.bands.map((b) => b.id)).toEqual(bandOrder(f.sort));
          for (const band of bandOrder(f.sort)) {
            const want = expected.filter((r) => r.band === band).map((r) => r.id);
            expect(sections[band].ids, band).toEqual(want);
            expect(sections[band].total).toBe(want.length);
          }
        }
        expect(first.total).toBe(expected.length);
      }),
      { numRuns: 40, seed: 1717 },
    );
  }, 120_000);

  it("finds a vendor where it serves, not only where it is based; a ward only inside its municipality", async () => {
    const [serving] = (
      await t.app.db.execute(sql`select s.vendor_id, s.district_id from vendor_service_areas s
        join vendor_profiles p on p.id = s.vendor_id
        left join vendor_addresses a on a.vendor_id = p.id
        where p.status = 'approved' and p.vendor_type = 'wedding_cinematographer'
          and (a.district_id is null or a.district_id <> s.district_id) limit 1`)
    ).rows as { vendor_id: string; district_id: number }[];
    const ids = (await walk({ ...EMPTY, district: serving.district_id }, 50)).first.bands.flatMap((b) =>
      b.vendors.map((v) => v.id),
    );
    expect(ids).toContain(serving.vendor_id);
    const province = districtProvince.get(serving.district_id);
    const inProvince = (await walk({ ...EMPTY, province: province ?? null }, 50)).first.bands.flatMap((b) =>
      b.vendors.map((v) => v.id),
    );
    expect(inProvince).toContain(serving.vendor_id);
  });
});

const EMPTY: ListingFilters = EMPTY_FILTERS;

describe("the place set follows the address and the service areas", () => {
  it("is rewritten when a vendor moves or stops serving a district", async () => {
    const [v] = (
      await t.app.db.execute(sql`select p.id, p.company_name, a.district_id from vendor_profiles p
        join vendor_addresses a on a.vendor_id = p.id
        where p.status = 'approved' and p.vendor_type = 'wedding_cinematographer' limit 1`)
    ).rows as { id: string; company_name: string; district_id: number }[];
    /** Ids found by the vendor's own name (its number is unique) within a district, first pages. */
    const foundByName = async (district: number) => {
      t.app.publicCache.clear(); // written behind the API's back: no write hook emptied the 5 s cache
      const q = v.company_name.split(" ").at(-1) as string;
      return (await walk({ ...EMPTY, q, district }, 50)).first.bands.flatMap((b) => b.vendors.map((c) => c.id));
    };
    const places = async () =>
      (
        (await t.app.db.execute(sql`select places from vendor_profiles where id = ${v.id}`)).rows[0] as {
          places: number[];
        }
      ).places;
    const target = munis.at(-1) as Muni;
    await t.app.db.execute(sql`delete from vendor_service_areas where vendor_id = ${v.id}`);
    await t.app.db.execute(sql`update vendor_addresses set province_id = ${target.province_id},
      district_id = ${target.district_id}, municipality_id = ${target.id}, ward = 1 where vendor_id = ${v.id}`);
    expect([...(await places())].sort()).toEqual(
      [
        1_000_000 + target.province_id,
        2_000_000 + target.district_id,
        3_000_000 + target.id,
        4_000_000 + target.id * 100 + 1,
      ].sort(),
    );
    // The listing's place rows follow (the vendor is approved): one per key, none once it has no place.
    const rows = async () =>
      (
        (await t.app.db.execute(sql`select place from listing_places where id = ${v.id} order by place`)).rows as {
          place: number;
        }[]
      ).map((r) => r.place);
    expect(await rows()).toEqual([...(await places())].sort((a, b) => a - b));
    // So do the place words of its search vector (migration 0023): words within a place find it where it
    // now is, not where it was, and a place's number typed as a word finds nothing.
    const placeWords = async () =>
      (
        (
          await t.app.db.execute(sql`select coalesce(array_agg(substr(u.lexeme, 2)::int order by substr(u.lexeme, 2)::int),
            '{}') as w from listing_search s, unnest(s.search_vector) u where s.id = ${v.id} and u.lexeme ~ '^~[0-9]+$'`)
        ).rows[0] as { w: number[] }
      ).w;
    expect(await placeWords()).toEqual(await rows());
    expect(await foundByName(target.district_id)).toContain(v.id);
    if (v.district_id !== target.district_id) expect(await foundByName(v.district_id)).not.toContain(v.id);
    t.app.publicCache.clear();
    const byNumber = await walk({ ...EMPTY, q: String(2_000_000 + target.district_id) }, 50);
    expect(byNumber.first.total).toBe(0);
    await t.app.db.execute(sql`delete from vendor_addresses where vendor_id = ${v.id}`);
    expect(await places()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(await placeWords()).toEqual([]);
    expect(await foundByName(target.district_id)).not.toContain(v.id);
  });
});

describe("the rating words follow the reviews (migration 0024)", () => {
  it("are the rating filters a vendor passes, and 'featured', for every rating; a search with a rating finds by them", async () => {
    // The SQL function's thresholds are the shared constants', for every rating a vendor can have.
    const ratings = Array.from({ length: 51 }, (_, i) => i / 10);
    const words = (
      await t.app.db.execute(sql`select r::float8 as r, coalesce((select array_agg(u.lexeme order by u.lexeme)
        from unnest(bihe_rating_words(r)) u), '{}') as w from unnest(${`{${ratings.join(",")}}`}::numeric[]) r`)
    ).rows as { r: number; w: string[] }[];
    for (const { r, w } of words) {
      const want = [
        ...RATING_FILTERS.filter((f) => r >= f).map((f) => `~r${f * 10}`),
        ...(r > FEATURED_RATING ? ["~f"] : []),
      ].sort();
      expect(w, `rating ${r}`).toEqual(want);
    }

    const [v] = (
      await t.app.db.execute(sql`select p.id from vendor_profiles p where p.status = 'approved'
        and p.vendor_type = 'wedding_cinematographer' order by p.id desc limit 1`)
    ).rows as { id: string }[];
    await t.app.db.execute(sql`update vendor_profiles set company_name = 'Qwertyx Rated Films' where id = ${v.id}`);
    await t.app.db.execute(sql`delete from vendor_reviews where vendor_id = ${v.id}`);
    const vectorWords = async () =>
      (
        (
          await t.app.db.execute(sql`select coalesce(array_agg(u.lexeme order by u.lexeme), '{}') as w
            from listing_search s, unnest(s.search_vector) u where s.id = ${v.id} and (u.lexeme like '~r%' or u.lexeme = '~f')`)
        ).rows[0] as { w: string[] }
      ).w;
    const found = async (query: string) => {
      t.app.publicCache.clear(); // written behind the API's back: no write hook emptied the 5 s cache
      return (await getJson(`/api/vendors?q=qwertyx&${query}`)).bands.flatMap((b) => b.vendors.map((c) => c.id));
    };
    expect(await vectorWords()).toEqual([]);
    expect(await found("rating=3")).toEqual([]);
    const review = (rating: number) =>
      t.app.db.execute(
        sql`insert into vendor_reviews (vendor_id, rating, reviewer_name) values (${v.id}, ${rating}, 'Guest')`,
      );
    await review(4); // 4.0
    expect(await vectorWords()).toEqual(["~r30", "~r35", "~r40"]);
    expect(await found("rating=4")).toEqual([v.id]);
    expect(await found("rating=4.5")).toEqual([]);
    expect(await found("featured=true")).toEqual([]);
    await review(5); // 4.5
    expect(await found("rating=4.5&sort=rating")).toEqual([v.id]);
    expect(await found("featured=true")).toEqual([]);
    await review(5); // 4.7
    expect(await vectorWords()).toEqual(["~f", "~r30", "~r35", "~r40", "~r45"]);
    expect(await found("featured=true&sort=price-high")).toEqual([v.id]);
    await review(1); // 3.8: no longer featured, nor 4 stars and up
    expect(await vectorWords()).toEqual(["~r30", "~r35"]);
    expect(await found("featured=true")).toEqual([]);
    expect(await found("rating=4")).toEqual([]);
    expect(await found("rating=3.5")).toEqual([v.id]);
    // A rating's word typed into the search box keeps only its letters and digits: it finds nothing.
    t.app.publicCache.clear();
    expect((await getJson("/api/vendors?q=~r30")).total).toBe(0);
  });
});

describe("search words with another condition are their exact words (migration 0025)", () => {
  it("expands a prefix into the words the vectors have, keeps a prefix that begins too many, and learns new words", async () => {
    const [v] = (
      await t.app.db.execute(sql`select p.id, a.district_id from vendor_profiles p join vendor_addresses a on a.vendor_id = p.id
        where p.status = 'approved' and p.vendor_type = 'wedding_cinematographer' order by p.id limit 1`)
    ).rows as { id: string; district_id: number }[];
    const within = { ...EMPTY, district: v.district_id };
    /** The words listed vectors have that begin with `prefix`, in code point order. */
    const vectorWords = async (prefix: string) =>
      (
        (
          await t.app.db.execute(sql`select coalesce(array_agg(w.lexeme order by w.lexeme collate "C"), '{}') as w from (select distinct
            u.lexeme from listing_search s, unnest(s.search_vector) u where starts_with(u.lexeme, ${prefix})) w`)
        ).rows[0] as { w: string[] }
      ).w;
    const himal = await vectorWords("him");
    expect(himal.length).toBeGreaterThan(0);
    expect(await searchTsQuery(t.app.db, { ...within, q: "Him" })).toBe(`(${himal.join(" | ")})`);
    expect(await searchTsQuery(t.app.db, { ...EMPTY, q: "him", rating: 4 })).toBe(`(${himal.join(" | ")})`);
    expect(await searchTsQuery(t.app.db, { ...EMPTY, q: "him lens" })).toBe(
      `(${himal.join(" | ")}) & (${(await vectorWords("lens")).join(" | ")})`,
    );
    // A lone word gains nothing: no lookup, its prefix.
    expect(await searchTsQuery(t.app.db, { ...EMPTY, q: "him" })).toBe("him:*");
    // A word no vector begins with stays a prefix (and finds nothing).
    expect(await searchTsQuery(t.app.db, { ...within, q: "qqqq" })).toBe("qqqq:*");

    // A vendor's new words are learnt in the same write; too many words behind a prefix, or a word to_tsquery
    // would split ('zq-films'), keep the prefix.
    const many = Array.from({ length: MAX_EXPANSION + 1 }, (_, i) => `zq${String.fromCharCode(97 + i)}`);
    await t.app.db.execute(sql`update vendor_profiles set company_name = 'Xylofonic Frames',
      description = ${`${many.join(" ")} zx-films`} where id = ${v.id}`);
    expect(await vectorWords("xylo")).toEqual(["xylofonic"]);
    expect(await searchTsQuery(t.app.db, { ...within, q: "xylo" })).toBe("(xylofonic)");
    expect(await searchTsQuery(t.app.db, { ...within, q: "zq" })).toBe("zq:*");
    expect(await searchTsQuery(t.app.db, { ...within, q: "zqa" })).toBe("(zqa)");
    expect(await searchTsQuery(t.app.db, { ...within, q: "zx" })).toBe("zx:*");
    t.app.publicCache.clear(); // written behind the API's back: no write hook emptied the 5 s cache
    for (const q of ["xylo", "zq", "zqa", "zx", "zx films"]) {
      const found = (await walk({ ...within, q }, 50)).first.bands.flatMap((b) => b.vendors.map((c) => c.id));
      expect(found, q).toContain(v.id);
    }
  });
});

describe("the card's place comes from the same places", () => {
  it("labels a Kaski-only studio 'Kaski', never 'Kathmandu Valley', and finds it in Kaski", async () => {
    const kaski = munis.find((m) => m.district_id === 38) as Muni;
    const [v] = (
      await t.app.db.execute(sql`select p.id from vendor_profiles p where p.status = 'approved'
        and p.vendor_type = 'wedding_cinematographer' order by p.id desc limit 1`)
    ).rows as { id: string }[];
    await t.app.db.execute(sql`update vendor_profiles set outside_kathmandu = false where id = ${v.id}`);
    await t.app.db.execute(sql`delete from vendor_service_areas where vendor_id = ${v.id}`);
    await t.app.db.execute(sql`delete from vendor_addresses where vendor_id = ${v.id}`);
    await t.app.db.execute(sql`insert into vendor_service_areas (vendor_id, province_id, district_id)
      values (${v.id}, ${kaski.province_id}, ${kaski.district_id})`);
    const page = (await t.request({ url: `/api/vendors/${v.id}` })).json() as {
      serviceAreaLabel: string;
      locationText: string;
      locationTextNe: string;
    };
    expect(page.serviceAreaLabel).toBe("Kaski");
    expect(page.locationText).toBe("Kaski");
    expect(page.locationTextNe).toBe("कास्की");
    t.app.publicCache.clear(); // written behind the API's back: no write hook emptied the 5 s cache
    const inKaski = (await walk({ ...EMPTY, district: 38 }, 50)).first.bands.flatMap((b) => b.vendors.map((c) => c.id));
    expect(inKaski).toContain(v.id);
    const inKathmandu = (await walk({ ...EMPTY, district: 27 }, 50)).first.bands.flatMap((b) =>
      b.vendors.map((c) => c.id),
    );
    expect(inKathmandu).not.toContain(v.id);
  });
});

describe("the service-area label promises only the place pages a vendor is on", () => {
  const districts = async () =>
    (await t.app.db.execute(sql`select id, province_id, name from districts order by id`)).rows as {
      id: number;
      province_id: number;
      name: string;
    }[];
  const serve = async (vendorId: string, ids: number[]) => {
    const all = await districts();
    await t.app.db.execute(sql`delete from vendor_service_areas where vendor_id = ${vendorId}`);
    for (const id of ids) {
      const d = all.find((x) => x.id === id)!;
      await t.app.db.execute(sql`insert into vendor_service_areas (vendor_id, province_id, district_id)
        values (${vendorId}, ${d.province_id}, ${d.id})`);
    }
    t.app.publicCache.clear(); // written behind the API's back: no write hook emptied the 5 s cache
  };
  const listedIn = async (place: { district: number } | { province: number }) =>
    (await walk({ ...EMPTY, ...place }, 50)).first.bands.flatMap((b) => b.vendors.map((c) => c.id));
  const labelOf = async (id: string) =>
    ((await t.request({ url: `/api/vendors/${id}` })).json() as { serviceAreaLabel: string }).serviceAreaLabel;

  it("knows how many districts Nepal has", async () => {
    expect((await districts()).length).toBe(NEPAL_DISTRICT_COUNT);
  });

  it("names the five districts of a studio flagged 'outside Kathmandu', and lists it on each of their pages", async () => {
    const [v] = (
      await t.app.db.execute(sql`select p.id from vendor_profiles p where p.status = 'approved'
        and p.vendor_type = 'wedding_cinematographer' order by p.id desc offset 1 limit 1`)
    ).rows as { id: string }[];
    await t.app.db.execute(sql`update vendor_profiles set outside_kathmandu = true where id = ${v.id}`);
    // Kathmandu, Lalitpur, Bhaktapur, Kaski, Chitwan.
    const five = [27, 29, 23, 38, 24];
    await serve(v.id, five);
    expect(await labelOf(v.id)).toBe("Kathmandu Valley, Chitwan, Kaski");
    const all = await districts();
    for (const id of five) {
      expect(await listedIn({ district: id }), `district ${id}`).toContain(v.id);
      const slug = all.find((d) => d.id === id)!.name.toLowerCase();
      const place = (await t.request({ url: `/api/places/${slug}` })).json() as { vendorCount: number };
      expect(place.vendorCount, slug).toBeGreaterThan(0);
    }
    for (const province of new Set(all.filter((d) => five.includes(d.id)).map((d) => d.province_id))) {
      expect(await listedIn({ province }), `province ${province}`).toContain(v.id);
    }
    // Jhapa is not served: neither listed there nor promised by the label.
    expect(await listedIn({ district: 4 })).not.toContain(v.id);

    // Every district served: 'All Nepal', and it is on the page of the farthest one.
    await serve(
      v.id,
      all.map((d) => d.id),
    );
    expect(await labelOf(v.id)).toBe("All Nepal");
    expect(await listedIn({ district: 4 })).toContain(v.id);
    expect(await listedIn({ district: all.at(-1)!.id })).toContain(v.id);
  });
});

describe("the card is kept by triggers (listing_cards)", () => {
  it("follows every write a card shows: name, age, rating, address, service areas, pictures and status", async () => {
    const [v] = (
      await t.app.db.execute(sql`select p.id from vendor_profiles p where p.status = 'approved'
        and p.vendor_type = 'wedding_cinematographer' order by p.id limit 1`)
    ).rows as { id: string }[];
    // The listing's card (listing_cards) against the vendor page's, which joins the live tables.
    const cardFields = (c: Record<string, unknown>) => {
      const { id, companyName, description, yearsInBusiness, rating, reviewCount, weddingPrice, band } = c;
      const { featured, locationText, locationTextNe, city, cardImage, topPhotos, createdAt } = c;
      return {
        ...{ id, companyName, description, yearsInBusiness, rating, reviewCount, weddingPrice, band },
        ...{ featured, locationText, locationTextNe, city, cardImage, topPhotos, createdAt },
      };
    };
    const same = async () => {
      t.app.publicCache.clear(); // written behind the API's back: no write hook emptied the 5 s cache
      const listed = (await getJson("/api/vendors?q=zzyzx&sort=rating")).bands.flatMap((b) => b.vendors);
      expect(listed.map((c) => c.id)).toEqual([v.id]);
      const page = (await t.request({ url: `/api/vendors/${v.id}` })).json() as Record<string, unknown>;
      expect(cardFields(listed[0] as unknown as Record<string, unknown>)).toEqual(cardFields(page));
      return listed[0];
    };
    await t.app.db.execute(sql`update vendor_profiles set company_name = 'Zzyzx Card Studio', company_age = 7,
      description = 'Kept by a trigger' where id = ${v.id}`);
    expect(await same()).toMatchObject({ companyName: "Zzyzx Card Studio", yearsInBusiness: 7 });
    // The experience filter reads the years kept beside the search vector (migration 0021).
    const ids = async (query: string) => {
      t.app.publicCache.clear();
      return (await getJson(`/api/vendors?q=zzyzx&${query}`)).bands.flatMap((b) => b.vendors.map((c) => c.id));
    };
    expect(await ids("experience=5")).toEqual([v.id]);
    expect(await ids("experience=10")).toEqual([]);

    const target = munis.at(-1) as Muni;
    const other = munis.find((m) => m.district_id !== target.district_id) as Muni;
    await t.app.db.execute(sql`delete from vendor_addresses where vendor_id = ${v.id}`);
    await t.app.db.execute(sql`delete from vendor_service_areas where vendor_id = ${v.id}`);
    expect(await same()).toMatchObject({ locationText: "Unknown", locationTextNe: "Unknown" });
    await t.app.db.execute(sql`insert into vendor_service_areas (vendor_id, province_id, district_id)
      values (${v.id}, ${other.province_id}, ${other.district_id})`);
    const served = await same();
    await t.app.db.execute(sql`insert into vendor_addresses (vendor_id, province_id, district_id, municipality_id, ward, tole_area)
      values (${v.id}, ${target.province_id}, ${target.district_id}, ${target.id}, 1, 'Card Tole')`);
    const based = await same();
    expect(await ids(`district=${target.district_id}&experience=5`)).toEqual([v.id]);
    expect(await ids(`district=${target.district_id}&experience=10`)).toEqual([]);
    expect(based.locationText).toMatch(/^Card Tole, /);
    expect(based.locationText).not.toBe(served.locationText);
    // The database's place line trims as JavaScript's trim() does (no-break space, tab) and names in Nepali.
    await t.app.db.execute(
      sql`update vendor_addresses set tole_area = ${"\u00a0 Card Tole\t"} where vendor_id = ${v.id}`,
    );
    const trimmed = await same();
    expect(trimmed.locationText).toMatch(/^Card Tole, /);
    expect(trimmed.locationTextNe).toMatch(/^Card Tole, [\u0900-\u097f]/);

    await t.app.db.execute(
      sql`insert into vendor_reviews (vendor_id, rating, reviewer_name) values (${v.id}, 1, 'Guest')`,
    );
    expect(await same()).toMatchObject({ featured: false });
    // Enough five-star reviews to lift the rating over FEATURED_RATING.
    await t.app.db.execute(sql`insert into vendor_reviews (vendor_id, rating, reviewer_name)
      select ${v.id}, 5, 'Guest ' || n from generate_series(1, 60) n`);
    const rated = await same();
    expect(rated.rating).toBeGreaterThan(FEATURED_RATING);
    expect(rated.featured).toBe(true);
    const upload = (type: string, name: string, order: number) =>
      sql`insert into cinematographer_uploads (vendor_id, file_type, file_name, file_path, file_size, mime_type, width, height, sort_order)
        values (${v.id}, ${type}, ${name}, ${`vendors/card-test/${name}.webp`}, 10, 'image/webp', 800, 600, ${order})`;
    await t.app.db.execute(upload("card_image", "card", 0));
    await t.app.db.execute(upload("portfolio_image", "p2", 2));
    await t.app.db.execute(upload("top_photo", "t1", 1));
    const pictured = await same();
    expect(pictured.cardImage?.url).toBe("/media/vendors/card-test/card.webp");
    expect(pictured.topPhotos.map((p) => p.thumbUrl).slice(0, 2)).toEqual([
      "/media/vendors/card-test/t1-thumb.webp",
      "/media/vendors/card-test/p2-thumb.webp",
    ]);
    await t.app.db.execute(
      sql`update cinematographer_uploads set sort_order = 9 where file_path like 'vendors/card-test/t1%'`,
    );
    await same();
    await t.app.db.execute(sql`delete from cinematographer_uploads where file_path like 'vendors/card-test/%'`);
    expect((await same()).cardImage?.url).not.toBe("/media/vendors/card-test/card.webp");
    // Search words read listing_search (kept by its own trigger): a vendor that leaves the listing leaves it.
    await t.app.db.execute(sql`update vendor_profiles set status = 'pending' where id = ${v.id}`);
    t.app.publicCache.clear();
    expect((await getJson("/api/vendors?q=zzyzx&sort=rating")).bands.flatMap((b) => b.vendors)).toEqual([]);
    await t.app.db.execute(sql`update vendor_profiles set status = 'approved' where id = ${v.id}`);
    await same();
  });
});

describe("bad pages and slow queries", () => {
  it("refuses a cursor of another sort, a forged cursor, or a band that does not fit the sort (400, not 500)", async () => {
    const first = await getJson("/api/vendors?limit=1");
    const cursor = first.bands.find((b) => b.nextCursor)?.nextCursor as string;
    const band = first.bands.find((b) => b.nextCursor)?.id as string;
    for (const url of [
      `/api/vendors?band=${band}&after=${cursor}&sort=price-low`,
      `/api/vendors?band=${band}&after=not-a-cursor`,
      `/api/vendors?band=${band}&after=${Buffer.from(JSON.stringify(["recommended", "x", 1, "y", "z"])).toString("base64url")}`,
      `/api/vendors?band=${band}&after=${Buffer.from(
        JSON.stringify(["recommended", 4.5, 1, "2026-02-30T00:00:00+00:00", "65dab4f5-ae8f-483f-89a6-269674a0cb98"]),
      ).toString("base64url")}`,
      "/api/vendors?band=all",
      "/api/vendors?band=luxury",
      `/api/vendors?after=${cursor}`,
      "/api/vendors?sort=rating&band=budget",
    ]) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it("turns a statement past its timeout into a 503 with a message", async () => {
    const slow = withStatementTimeout(t.app, 50, (tx) => tx.execute(sql`select pg_sleep(0.3)`));
    if (process.env.TEST_DB !== "postgres") {
      // PGlite runs one statement at a time in this process and has no timer to cancel it.
      await expect(slow).resolves.toBeDefined();
    } else {
      await expect(slow).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining("try again") });
    }
  });
});
