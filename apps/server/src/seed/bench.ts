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
    await tx.execute(sql`
      insert into cinematographer_event_pricing (vendor_id, event_name, price, hours, photographers, videographers, sort_order)
      select p.id, e.name, case when e.name = 'Wedding (Both Sides)' then 20000 + (substring(p.slug from 7)::int * 37 % 131) * 1000 else e.default_price end,
        e.hours, e.photographers, e.videographers, e.sort_order
      from vendor_profiles p cross join (select * from event_catalogue where sort_order < 6) e
      where p.slug like 'bench-%' on conflict do nothing`);
    await tx.execute(sql`
      insert into vendor_reviews (vendor_id, rating, reviewer_name, review_text, created_at)
      select p.id, 5 - ((substring(p.slug from 7)::int * 13 + r * 7) % 7) / 3,
        'Guest ' || r, 'Lovely work.', now() - (r || ' days')::interval
      from vendor_profiles p cross join generate_series(1, 6) r
      where p.slug like 'bench-%' and r <= substring(p.slug from 7)::int % 7
        and not exists (select 1 from vendor_reviews x where x.vendor_id = p.id)`);
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
