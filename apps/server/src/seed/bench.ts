import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

const WORDS_A = [
  "Himalayan",
  "Everest",
  "Annapurna",
  "Lumbini",
  "Newa",
  "Mithila",
  "Phewa",
  "Bagmati",
  "Koshi",
  "Gandaki",
  "Rara",
  "Sagarmatha",
  "Janaki",
  "Pashupati",
  "Swayambhu",
  "Kanchan",
];
const WORDS_B = [
  "Frames",
  "Films",
  "Lens",
  "Studio",
  "Moments",
  "Stories",
  "Clicks",
  "Cinematics",
  "Pictures",
  "Memories",
  "Photography",
  "Visuals",
];

const arr = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The seed's bulk inserts of prices and reviews run with the per-row triggers that keep a vendor's
 * wedding price, rating sum and review count off (migrations 0002, 0013): each of their rows
 * updated its vendor in a statement of its own, which re-ran the listing's refresh triggers one
 * vendor at a time (50,000 vendors: over 25 minutes). recomputeAggregates then sets the same
 * values in one statement and turns the triggers on again, inside the seed's transaction (an
 * error rolls the switch back too). A seeding tool's shortcut: ALTER TABLE locks the tables.
 */
/**
 * Fresh statistics for the tables the seed fills: its statements check 'not exists' against rows
 * inserted earlier in the same transaction, and planned on the old counts (a few demo rows) they
 * scanned a growing table once per vendor.
 */
async function analyzeSeeded(tx: Tx) {
  await tx.execute(
    sql`analyze vendor_profiles, vendor_addresses, vendor_service_areas, vendor_reviews, cinematographer_uploads`,
  );
}

async function aggregateTriggersOff(tx: Tx) {
  await tx.execute(sql`alter table cinematographer_event_pricing disable trigger event_pricing_wedding_price`);
  await tx.execute(sql`alter table vendor_reviews disable trigger vendor_reviews_rating`);
}

async function recomputeAggregates(tx: Tx, slugLike: string, { weddingPrice }: { weddingPrice: boolean }) {
  const price = weddingPrice
    ? sql`, wedding_price = coalesce((select e.price from cinematographer_event_pricing e
        where e.vendor_id = p.id and e.event_name = 'Wedding (Both Sides)'), 0)`
    : sql``;
  await tx.execute(sql`
    update vendor_profiles p set
      rating_sum = coalesce((select sum(r.rating) from vendor_reviews r where r.vendor_id = p.id and r.status = 'published'), 0),
      review_count = (select count(*) from vendor_reviews r where r.vendor_id = p.id and r.status = 'published')${price}
    where p.slug like ${slugLike}`);
  await tx.execute(sql`alter table cinematographer_event_pricing enable trigger event_pricing_wedding_price`);
  await tx.execute(sql`alter table vendor_reviews enable trigger vendor_reviews_rating`);
}

/**
 * Rewrites the tables a seeding fills compactly, as a restore would, and sets their visibility maps and
 * statistics. Each phase of a bulk load (addresses, service areas, prices, reviews, pictures) rewrites every
 * new vendor's profile and listing rows through the triggers, so after autovacuum the live rows sat behind
 * pages of dead ones (listing_search at 50,000 vendors: 8,232 pages with none live in the first 5,000; 2,680
 * compact), and a capped count scanning in page order read 5,600 pages for 3,000 rows: a layout of the load,
 * not of a marketplace that grew a vendor at a time. A seeding tool's step: VACUUM FULL locks the tables.
 */
export async function compactSeeded(db: Db) {
  const tables = sql.raw(
    "vendor_profiles, vendor_addresses, vendor_service_areas, vendor_contacts, cinematographer_event_pricing, " +
      "vendor_reviews, cinematographer_uploads, listing_search, listing_places, listing_cards, listing_words",
  );
  await db.execute(sql`vacuum full ${tables}`);
  await db.execute(sql`vacuum analyze ${tables}`);
}

/**
 * Adds `count` approved photographers named 'bench-N' with addresses, pricing across the three
 * bands, contacts, service areas, reviews and images (pointing at the demo pictures), using
 * set-based SQL (generate_series) so 5,000 vendors load in seconds. Idempotent.
 */
export async function seedBenchVendors(db: Db, count: number): Promise<{ added: number }> {
  const before = (
    (await db.execute(sql`select count(*)::int as n from vendor_profiles where slug like 'bench-%'`)).rows[0] as {
      n: number;
    }
  ).n;
  if (before >= count) return { added: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, email, name, role, vendor_type, email_verified)
      select 'bench-' || g, 'bench-' || g || '@bench.bihe', '', 'vendor', 'wedding_cinematographer', true
      from generate_series(1, ${count}) g
      on conflict do nothing`);
    await tx.execute(sql`
      insert into vendor_profiles (user_id, vendor_type, status, company_name, slug, description, company_age, email_address,
        city, outside_kathmandu, created_at, updated_at, submitted_at)
      select 'bench-' || g, 'wedding_cinematographer', 'approved',
        (${arr(WORDS_A)})[1 + g % 16] || ' ' || (${arr(WORDS_B)})[1 + (g / 16) % 12] || ' ' || g,
        'bench-' || g,
        'Wedding photography and films, candid albums and highlight videos. Studio number ' || g || '.',
        case when g % 5 = 0 then null else (g % 20) end,
        'bench-' || g || '@bench.bihe',
        m.name, g % 2 = 0,
        now() - ((g % 1500) || ' days')::interval, now(), now()
      from generate_series(1, ${count}) g
      join lateral (select name from municipalities order by id offset (g * 7) % 753 limit 1) m on true
      where not exists (select 1 from vendor_profiles p where p.user_id = 'bench-' || g)`);
    await analyzeSeeded(tx);
    await tx.execute(sql`
      with v as (select id, substring(slug from 7)::int as g from vendor_profiles where slug like 'bench-%'
        and not exists (select 1 from vendor_addresses a where a.vendor_id = vendor_profiles.id)),
      m as (select m.id, m.district_id, d.province_id, row_number() over (order by m.id) - 1 as i from municipalities m join districts d on d.id = m.district_id)
      insert into vendor_addresses (vendor_id, province_id, district_id, municipality_id, ward, tole_area)
      select v.id, m.province_id, m.district_id, m.id, 1 + v.g % 9, 'Tole ' || (v.g % 40)
      from v join m on m.i = (v.g * 7) % (select count(*) from municipalities)`);
    await tx.execute(sql`
      insert into vendor_service_areas (vendor_id, province_id, district_id)
      select a.vendor_id, a.province_id, a.district_id from vendor_addresses a join vendor_profiles p on p.id = a.vendor_id
      where p.slug like 'bench-%' on conflict do nothing`);
    // A third also serve another district (often in another province): found there, based elsewhere.
    await tx.execute(sql`
      insert into vendor_service_areas (vendor_id, province_id, district_id)
      select a.vendor_id, d.province_id, d.id from vendor_addresses a
      join vendor_profiles p on p.id = a.vendor_id
      join districts d on d.id = 1 + (a.district_id + 30) % 77
      where p.slug like 'bench-%' and substring(p.slug from 7)::int % 3 = 0 on conflict do nothing`);
    await tx.execute(sql`
      insert into vendor_contacts (vendor_id, contact_person_number, name, mobile)
      select p.id, 1, 'Owner ' || substring(p.slug from 7), '98' || lpad(substring(p.slug from 7), 8, '0')
      from vendor_profiles p where p.slug like 'bench-%' on conflict do nothing`);
    await aggregateTriggersOff(tx);
    await tx.execute(sql`
      insert into cinematographer_event_pricing (vendor_id, event_name, price, hours, photographers, videographers, sort_order)
      select p.id, e.name, case when e.name = 'Wedding (Both Sides)' then 20000 + (substring(p.slug from 7)::int * 37 % 131) * 1000 else e.default_price end,
        e.hours, e.photographers, e.videographers, e.sort_order
      from vendor_profiles p cross join (select * from event_catalogue where sort_order < 6) e
      where p.slug like 'bench-%' on conflict do nothing`);
    await analyzeSeeded(tx);
    await tx.execute(sql`
      insert into vendor_reviews (vendor_id, rating, reviewer_name, review_text, created_at)
      select p.id, 5 - ((substring(p.slug from 7)::int * 13 + r * 7) % 7) / 3,
        'Guest ' || r, 'Lovely work.', now() - (r || ' days')::interval
      from vendor_profiles p cross join generate_series(1, 6) r
      where p.slug like 'bench-%' and r <= substring(p.slug from 7)::int % 7
        and not exists (select 1 from vendor_reviews x where x.vendor_id = p.id)`);
    await recomputeAggregates(tx, "bench-%", { weddingPrice: true });
    // Images: reuse the demo pictures' files (card + portfolio) so pages render real images.
    await tx.execute(sql`
      with img as (select file_type, file_path, file_size, width, height, row_number() over (partition by file_type order by file_path) as i
        from cinematographer_uploads where file_path not like '%/bench-%' and file_type in ('card_image', 'portfolio_image', 'banner_image')),
      n as (select file_type, count(*) as c from img group by file_type),
      v as (select id, substring(slug from 7)::int as g from vendor_profiles where slug like 'bench-%'
        and not exists (select 1 from cinematographer_uploads u where u.vendor_id = vendor_profiles.id))
      insert into cinematographer_uploads (vendor_id, file_type, file_name, file_path, file_size, mime_type, width, height, sort_order)
      select v.id, img.file_type, 'bench.webp', img.file_path, img.file_size, 'image/webp', img.width, img.height, k
      from v cross join generate_series(0, 5) k join n on true
      join img on img.file_type = n.file_type and img.i = 1 + (v.g + k) % n.c
      where (n.file_type = 'portfolio_image') or k = 0`);
  });
  const after = (
    (await db.execute(sql`select count(*)::int as n from vendor_profiles where slug like 'bench-%'`)).rows[0] as {
      n: number;
    }
  ).n;
  return { added: after - before };
}

const HALL_WORDS = [
  "Durbar",
  "Royal",
  "Shree",
  "Himalaya",
  "Laxmi",
  "Everest",
  "Kantipur",
  "Janaki",
  "Gorkha",
  "Mithila",
];
const HALL_KINDS = ["Banquet", "Party Palace", "Event Hall", "Banquet & Catering", "Convention Hall"];
const DECOR_WORDS = ["Phoolbari", "Rangoli", "Sajilo", "Mandap", "Utsav", "Shubha", "Sundar", "Jhilimili"];
const DECOR_KINDS = ["Decor", "Decoration", "Events & Decor", "Wedding Decorators"];

/**
 * Adds `count` approved banquet halls ('benchhall-N') and `count` approved decorators ('benchdeco-N')
 * for the halls' and decorators' bench: addresses over every municipality, a decorator serving its district and a
 * third another, one to three packages each (halls 80-2,500 guests at Rs 700-3,400 a plate, so every
 * capacity range and price band is filled; decorators Rs 25,000-3,00,000), facilities, specialties,
 * event types, reviews and the demo pictures. Set-based; idempotent. The listing's triggers keep the
 * price, capacity, band, filter keys, listing rows and cards.
 */
export async function seedBenchHallsAndDecorators(db: Db, count: number): Promise<{ added: number }> {
  const existing = async () =>
    (
      (
        await db.execute(
          sql`select count(*)::int as n from vendor_profiles where slug like 'benchhall-%' or slug like 'benchdeco-%'`,
        )
      ).rows[0] as { n: number }
    ).n;
  const before = await existing();
  if (before >= count * 2) return { added: 0 };
  for (const [prefix, type, words, kinds] of [
    ["benchhall", "banquet_hall", HALL_WORDS, HALL_KINDS],
    ["benchdeco", "decorator", DECOR_WORDS, DECOR_KINDS],
  ] as const) {
    const like = `${prefix}-%`;
    const n = sql.raw(`substring(p.slug from ${prefix.length + 2})::int`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (id, email, name, role, vendor_type, email_verified)
        select ${prefix} || '-' || g, ${prefix} || '-' || g || '@bench.bihe', '', 'vendor', ${type}, true
        from generate_series(1, ${count}) g on conflict do nothing`);
      await tx.execute(sql`
        insert into vendor_profiles (user_id, vendor_type, status, company_name, slug, description, company_age, email_address,
          city, created_at, updated_at, submitted_at)
        select ${prefix} || '-' || g, ${type}, 'approved',
          (${arr([...words])})[1 + g % ${words.length}] || ' ' || (${arr([...kinds])})[1 + (g / ${words.length}) % ${kinds.length}] || ' ' || g,
          ${prefix} || '-' || g,
          'Weddings, receptions, bratabandha and pasni: stage, lights and flowers, a kitchen and a team that has done it all. Number ' || g || '.',
          case when g % 4 = 0 then null else (g % 25) end,
          ${prefix} || '-' || g || '@bench.bihe', m.name,
          now() - ((g % 1400) || ' days')::interval, now(), now()
        from generate_series(1, ${count}) g
        join lateral (select name from municipalities order by id offset (g * 11) % 753 limit 1) m on true
        where not exists (select 1 from vendor_profiles p where p.user_id = ${prefix} || '-' || g)`);
      await analyzeSeeded(tx);
      await tx.execute(sql`
        with v as (select p.id, ${n} as g from vendor_profiles p where p.slug like ${like}
          and not exists (select 1 from vendor_addresses a where a.vendor_id = p.id)),
        m as (select m.id, m.district_id, d.province_id, row_number() over (order by m.id) - 1 as i
          from municipalities m join districts d on d.id = m.district_id)
        insert into vendor_addresses (vendor_id, province_id, district_id, municipality_id, ward, tole_area)
        select v.id, m.province_id, m.district_id, m.id, 1 + v.g % 9, 'Tole ' || (v.g % 40)
        from v join m on m.i = (v.g * 11) % (select count(*) from municipalities)`);
      if (type === "decorator") {
        await tx.execute(sql`
          insert into vendor_service_areas (vendor_id, province_id, district_id)
          select a.vendor_id, a.province_id, a.district_id from vendor_addresses a join vendor_profiles p on p.id = a.vendor_id
          where p.slug like ${like} on conflict do nothing`);
        await tx.execute(sql`
          insert into vendor_service_areas (vendor_id, province_id, district_id)
          select a.vendor_id, d.province_id, d.id from vendor_addresses a join vendor_profiles p on p.id = a.vendor_id
          join districts d on d.id = 1 + (a.district_id + 20) % 77
          where p.slug like ${like} and ${n} % 3 = 0 on conflict do nothing`);
      }
      await tx.execute(sql`
        insert into vendor_contacts (vendor_id, contact_person_number, name, mobile)
        select p.id, 1, 'Manager ' || ${n}, '97' || lpad(${n}::text, 8, '0')
        from vendor_profiles p where p.slug like ${like} on conflict do nothing`);
      if (type === "banquet_hall") {
        await tx.execute(sql`
          insert into banquet_packages (vendor_id, package_name, capacity, price, includes)
          select p.id, case when k = 0 then 'Standard Package' else 'Package ' || (k + 1) end,
            80 + ((${n} * 37 + k * 211) % 25) * 100, 700 + ((${n} * 53 + k * 17) % 28) * 100,
            'Veg and non-veg buffet, welcome drinks, stage and sound'
          from vendor_profiles p cross join generate_series(0, 2) k
          where p.slug like ${like} and k <= ${n} % 3
            and not exists (select 1 from banquet_packages b where b.vendor_id = p.id)`);
        await tx.execute(sql`
          insert into banquet_amenities (vendor_id, amenity_name, quantity)
          select p.id, a.name, case when a.name = 'Parking' then 20 + ${n} % 200 end
          from vendor_profiles p cross join (values ('Air Conditioning', 2), ('WiFi', 3), ('DJ System', 5), ('Parking', 7)) a(name, m)
          where p.slug like ${like} and (${n} % a.m <> 0) on conflict do nothing`);
      } else {
        await tx.execute(sql`
          insert into decorator_packages (vendor_id, package_name, price, includes, position)
          select p.id, (array['Mandap', 'Stage & Lights', 'Full Venue'])[k + 1], 25000 + ((${n} * 29 + k * 41) % 56) * 5000,
            'Flowers, drapes, lights and setup', k
          from vendor_profiles p cross join generate_series(0, 2) k
          where p.slug like ${like} and k <= ${n} % 3
            and not exists (select 1 from decorator_packages d where d.vendor_id = p.id)`);
        await tx.execute(sql`
          insert into decorator_specialties (vendor_id, specialty)
          select p.id, s.name from vendor_profiles p
          cross join unnest(${arr(["Stage Decoration", "Mandap Decoration", "Floral Arrangements", "Lighting", "Entrance & Gate Decoration", "Table & Centerpieces", "Balloon Decoration", "Theme Decoration"])}) with ordinality s(name, i)
          where p.slug like ${like} and (${n} + s.i) % 3 = 0 on conflict do nothing`);
        await tx.execute(sql`
          insert into decorator_event_types (vendor_id, event_type)
          select p.id, e.name from vendor_profiles p
          cross join unnest(${arr(["Wedding", "Engagement", "Reception", "Mehendi", "Haldi", "Bratabandha", "Pasni", "Birthday Party", "Anniversary Party", "Corporate Event"])}) with ordinality e(name, i)
          where p.slug like ${like} and (e.i = 1 or (${n} * 7 + e.i) % 4 = 0) on conflict do nothing`);
      }
      await aggregateTriggersOff(tx);
      await analyzeSeeded(tx);
      await tx.execute(sql`
        insert into vendor_reviews (vendor_id, rating, reviewer_name, review_text, created_at)
        select p.id, 5 - ((${n} * 13 + r * 7) % 7) / 3, 'Guest ' || r, 'Lovely evening.', now() - (r || ' days')::interval
        from vendor_profiles p cross join generate_series(1, 6) r
        where p.slug like ${like} and r <= ${n} % 7
          and not exists (select 1 from vendor_reviews x where x.vendor_id = p.id)`);
      await recomputeAggregates(tx, like, { weddingPrice: false });
      await tx.execute(sql`
        with img as (select file_type, file_path, file_size, width, height, row_number() over (partition by file_type order by file_path) as i
          from cinematographer_uploads where vendor_id in (select id from vendor_profiles where slug not like 'bench%')
            and file_type in ('card_image', 'portfolio_image', 'banner_image')),
        n as (select file_type, count(*) as c from img group by file_type),
        v as (select p.id, ${n} as g from vendor_profiles p where p.slug like ${like}
          and not exists (select 1 from cinematographer_uploads u where u.vendor_id = p.id))
        insert into cinematographer_uploads (vendor_id, file_type, file_name, file_path, file_size, mime_type, width, height, sort_order)
        select v.id, img.file_type, 'bench.webp', img.file_path, img.file_size, 'image/webp', img.width, img.height, k
        from v cross join generate_series(0, 5) k join n on true
        join img on img.file_type = n.file_type and img.i = 1 + (v.g + k) % n.c
        where (n.file_type = 'portfolio_image') or k = 0`);
    });
  }
  return { added: (await existing()) - before };
}
