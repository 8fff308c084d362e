import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** How many saait-like dates the bench's year has, and the share of vendors booked on each. */
export const BENCH_SAAIT_DATES = 16;
const SAAIT_BOOKED_PERCENT = 40;
/** Ordinary weddings and blocks per vendor over the year. */
const ORDINARY_WEDDINGS = 3;
const BLOCKS = 2;

/**
 * The bench's saait-like dates (AD): every 21 days from 20 days after `today` (the seed's
 * `current_date`), as the year's auspicious dates cluster weddings.
 */
export function benchSaaitDates(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: BENCH_SAAIT_DATES }, (_, k) =>
    new Date(start + (20 + 21 * k) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Realistic calendars for the bench's vendors ('bench%' slugs) without one: a capacity (1, a fifth
 * 2, a tenth 3), Won leads with their events (on each saait-like date 40% of vendors have a wedding,
 * with a mehendi the day before; three ordinary weddings over the year), two blocks, and the full
 * dates derived as calendar/full-dates.ts derives them, all set-based. Idempotent (vendors with a
 * calendar are left as they are).
 */
export async function seedBenchCalendars(db: Db): Promise<{ vendors: number; leads: number; fullDates: number }> {
  return db.transaction(async (tx) => {
    const [{ today }] = (await tx.execute<{ today: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as today`))
      .rows;
    const saait = sql.raw(`array[${benchSaaitDates(today).map((d) => `'${d}'::date`)}]`);
    const { rows } = await tx.execute<{ n: number }>(sql`
      with v as (select p.id, substring(p.slug from '[0-9]+$')::int as g from vendor_profiles p
        where p.slug like 'bench%' and p.status = 'approved'
          and not exists (select 1 from vendor_calendars c where c.vendor_id = p.id))
      insert into vendor_calendars (vendor_id, capacity)
      select id, case when g % 10 = 0 then 3 when g % 5 = 0 then 2 else 1 end from v
      returning 1 as n`);
    if (rows.length === 0) return { vendors: 0, leads: 0, fullDates: 0 };
    // The seed's own vendors: those whose calendar was made just now (no bench lead yet).
    await tx.execute(sql`create temporary table bench_cal on commit drop as
      select c.vendor_id as id, substring(p.slug from '[0-9]+$')::int as g from vendor_calendars c
      join vendor_profiles p on p.id = c.vendor_id
      where p.slug like 'bench%' and not exists (select 1 from leads l where l.vendor_id = c.vendor_id and l.source = 'bench')`);
    // One Won lead per booked date; its date travels in `reference` to its events.
    await tx.execute(sql`
      insert into leads (vendor_id, name, number, source, reference, status, inquiry_date, total_amount, advance_amount)
      select v.id, 'Bench couple ' || v.g, '98' || lpad((v.g % 100000000)::text, 8, '0'), 'bench',
        to_char(d.day, 'YYYY-MM-DD') || case when d.saait then ' saait' else '' end, 'won',
        d.day - 60, 150000, 50000
      from bench_cal v
      cross join lateral (
        select s.day, true as saait from unnest(${saait}) with ordinality s(day, k)
          where (v.g * 31 + s.k * 17) % 100 < ${SAAIT_BOOKED_PERCENT}
        union all
        select current_date + ((v.g * 37 + j * 53) % 365)::int, false from generate_series(1, ${ORDINARY_WEDDINGS}) j
      ) d`);
    await tx.execute(sql`
      insert into lead_events (lead_id, event_name, event_date, sort_order)
      select l.id, e.name, left(l.reference, 10)::date + e.shift, e.sort
      from leads l join bench_cal v on v.id = l.vendor_id
      cross join (values ('Mehendi', -1, 0), ('Wedding', 0, 1)) e(name, shift, sort)
      where l.source = 'bench' and (e.name = 'Wedding' or l.reference like '% saait')`);
    await tx.execute(sql`
      insert into vendor_date_blocks (vendor_id, day, note)
      select v.id, current_date + ((v.g * 91 + j * 29) % 365)::int, 'Booked offline'
      from bench_cal v cross join generate_series(1, ${BLOCKS}) j on conflict do nothing`);
    await tx.execute(sql`analyze vendor_calendars, vendor_date_blocks, leads, lead_events`);
    // The same rule as refreshFullDates: blocked, or as many Won leads on the date as the capacity.
    await tx.execute(sql`
      insert into vendor_full_dates (day, vendor_id)
      select b.day, b.vendor_id from vendor_date_blocks b join bench_cal v on v.id = b.vendor_id
      union
      select e.event_date, l.vendor_id from leads l join bench_cal v on v.id = l.vendor_id
        join lead_events e on e.lead_id = l.id join vendor_calendars c on c.vendor_id = l.vendor_id
        where l.status = 'won' and e.event_date is not null
        group by e.event_date, l.vendor_id, c.capacity having count(distinct l.id) >= c.capacity
      on conflict do nothing`);
    await tx.execute(sql`analyze vendor_full_dates`);
    const [counts] = (
      await tx.execute<{ leads: number; full: number }>(sql`select
        (select count(*)::int from leads l join bench_cal v on v.id = l.vendor_id) as leads,
        (select count(*)::int from vendor_full_dates f join bench_cal v on v.id = f.vendor_id) as full`)
    ).rows;
    return { vendors: rows.length, leads: counts.leads, fullDates: counts.full };
  });
}
