import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { refreshFullDates } from "../modules/calendar/full-dates";
import { lockVendorCalendar } from "../modules/calendar/lock";
import { compactSeeded, seedBenchHallsAndDecorators, seedBenchVendors } from "./bench";
import { benchSaaitDates, seedBenchCalendars } from "./bench-calendars";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows as T[];

/** Vendors whose kept sums differ from a recount of their published reviews and wedding price. */
const drift = () =>
  rows<{ slug: string }>(sql`
    select p.slug from vendor_profiles p
    where p.slug like 'bench%' and (
      p.rating_sum <> coalesce((select sum(r.rating) from vendor_reviews r where r.vendor_id = p.id and r.status = 'published'), 0)
      or p.review_count <> (select count(*) from vendor_reviews r where r.vendor_id = p.id and r.status = 'published')
      or (p.vendor_type = 'wedding_cinematographer' and p.wedding_price <> coalesce((select e.price
        from cinematographer_event_pricing e where e.vendor_id = p.id and e.event_name = 'Wedding (Both Sides)'), 0)))`);

describe("bench seed", () => {
  it("sets the sums its bulk inserts skip, the listing rows follow, and the triggers are on again", async () => {
    expect((await seedBenchVendors(t.app.db, 40)).added).toBe(40);
    expect((await seedBenchHallsAndDecorators(t.app.db, 10)).added).toBe(20);
    expect(await drift()).toEqual([]);
    const reviewed = await rows<{ n: number }>(
      sql`select count(*)::int as n from vendor_profiles where slug like 'bench%' and review_count > 0`,
    );
    expect(reviewed[0].n).toBeGreaterThan(30);
    // The listing's search rows carry the same rating and price as their profiles.
    expect(
      await rows(sql`select p.slug from vendor_profiles p join listing_search s on s.id = p.id
        where p.slug like 'bench%' and (s.rating <> p.rating or s.wedding_price <> p.wedding_price or s.band <> p.band)`),
    ).toEqual([]);
    // The per-row triggers work again: a new review and a new price move the kept values.
    const [v] = await rows<{ id: string; rating_sum: number }>(
      sql`select id, rating_sum from vendor_profiles where slug = 'bench-1'`,
    );
    await t.app.db.execute(
      sql`insert into vendor_reviews (vendor_id, rating, reviewer_name, review_text) values (${v.id}, 5, 'Later', 'Good')`,
    );
    await t.app.db.execute(
      sql`update cinematographer_event_pricing set price = 99000 where vendor_id = ${v.id} and event_name = 'Wedding (Both Sides)'`,
    );
    const [after] = await rows<{ rating_sum: number; wedding_price: number }>(
      sql`select rating_sum, wedding_price from vendor_profiles where id = ${v.id}`,
    );
    expect(after).toEqual({ rating_sum: v.rating_sum + 5, wedding_price: 99000 });
    expect(await drift()).toEqual([]);
  });

  it("gives every bench vendor a calendar whose full dates are the rule's, denser on the saait-like dates", async () => {
    const seeded = await seedBenchCalendars(t.app.db);
    expect(seeded.vendors).toBe(60);
    expect(seeded.leads).toBeGreaterThan(60 * 3);
    expect((await seedBenchCalendars(t.app.db)).vendors).toBe(0); // idempotent
    // The calendar's own refresh changes nothing: the seed derived the same full dates.
    const vendors = await rows<{ id: string }>(sql`select vendor_id as id from vendor_calendars`);
    for (const { id } of vendors) {
      const before = await rows(sql`select day from vendor_full_dates where vendor_id = ${id} order by day`);
      const added = await t.app.db.transaction(async (tx) =>
        refreshFullDates(tx, id, await lockVendorCalendar(tx, id)),
      );
      expect(added).toEqual([]);
      expect(await rows(sql`select day from vendor_full_dates where vendor_id = ${id} order by day`)).toEqual(before);
    }
    // A saait-like date has far more vendors full than an ordinary one.
    const [today] = await rows<{ d: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as d`);
    const fullOn = async (day: string) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from vendor_full_dates where day = ${day}`))[0].n;
    const saait = benchSaaitDates(today.d)[0];
    expect(await fullOn(saait)).toBeGreaterThan(10);
  });

  it("leaves no page of the listing's tables without a live row once compacted", async () => {
    /** Pages of a table that hold none of its live rows (dead versions left by the seed's phases). */
    const emptyPages = async (table: string) => {
      const [r] = await rows<{ n: number }>(sql`select (pg_relation_size(${table}) / current_setting('block_size')::int
        - (select count(distinct (ctid::text::point)[0]) from ${sql.identifier(table)}))::int as n`);
      return r.n;
    };
    const tables = ["vendor_profiles", "listing_search", "listing_places", "listing_cards"];
    // The seeding's phases each rewrote every new vendor's rows (the test above seeded 40 + 20 vendors).
    for (const n of await Promise.all(tables.map(emptyPages))) expect(n).toBeGreaterThan(0);
    await compactSeeded(t.app.db);
    expect(await Promise.all(tables.map(emptyPages))).toEqual([0, 0, 0, 0]);
  });
});
