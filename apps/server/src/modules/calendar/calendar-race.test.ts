import { dateState, weddingsPerDate } from "@bihe/shared";
import { OVER_CAPACITY_CODE } from "@bihe/shared/vendor-calendar";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ad, type CalendarVendor, calendarVendor, fullDates, leadOn, moveLead } from "../../../test/calendar-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

/**
 * The calendar's writes as the database sees them: one lock per vendor's calendar (parallel Won
 * leads for one last slot: exactly one wins, the other is warned) and the derived full dates, which
 * must always equal the availability rule applied to the leads and blocks. Runs on PGlite and on
 * PostgreSQL, where the requests really overlap.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The full dates the rule gives from the raw rows (Won leads' events, blocks, capacity). */
async function fullByRule(vendorId: string): Promise<string[]> {
  const { rows: events } = await t.app.db.execute<{ lead_id: string; day: string | null }>(sql`
    select l.id as lead_id, to_char(e.event_date, 'YYYY-MM-DD') as day from leads l join lead_events e on e.lead_id = l.id
    where l.vendor_id = ${vendorId} and l.status = 'won'`);
  const { rows: blocks } = await t.app.db.execute<{ day: string }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day from vendor_date_blocks where vendor_id = ${vendorId}`,
  );
  const { rows: cal } = await t.app.db.execute<{ capacity: number }>(
    sql`select capacity from vendor_calendars where vendor_id = ${vendorId}`,
  );
  const capacity = Number(cal[0]?.capacity ?? 1);
  const weddings = weddingsPerDate(events.map((e) => ({ leadId: e.lead_id, date: e.day })));
  const blocked = new Set(blocks.map((b) => b.day));
  const days = new Set([...weddings.keys(), ...blocked]);
  return [...days]
    .filter((d) => dateState({ weddings: weddings.get(d) ?? 0, blocked: blocked.has(d) }, capacity) === "booked")
    .sort();
}

describe("two Won leads racing for the last slot of a date", () => {
  it("exactly one is saved, the other gets the warning: never a silent double booking", async () => {
    const v = await calendarVendor(t);
    // Several rounds, each on a date of its own, so an unlucky interleaving has chances to show.
    for (const [round, date] of ["2083-10-05", "2083-10-06", "2083-10-07", "2083-10-08"].entries()) {
      const a = await leadOn(t, v, `Couple A${round}`, [date]);
      const b = await leadOn(t, v, `Couple B${round}`, [date, "2083-10-28"]);
      const answers = await Promise.all([moveLead(t, v, a, "won"), moveLead(t, v, b, "won")]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join("\n")).toEqual([200, 409]);
      const warned = answers.find((r) => r.statusCode === 409)!;
      expect(warned.json().error.code).toBe(OVER_CAPACITY_CODE);
      expect(warned.json().error.message).toMatch(/^You already have 1 wedding on \d+ Magh 2083; your capacity is 1$/);
      const { rows } = await t.app.db.execute<{ n: number }>(sql`
        select count(distinct l.id)::int as n from leads l join lead_events e on e.lead_id = l.id
        where l.vendor_id = ${v.vendorId} and l.status = 'won' and e.event_date = ${ad(date)}::date`);
      expect(rows[0]?.n).toBe(1);
    }
    expect(await fullDates(t, v.vendorId)).toEqual(await fullByRule(v.vendorId));
  });

  it("a block racing a Won lead for the same date: the lead is warned or the block lands after it, both consistent", async () => {
    const v = await calendarVendor(t);
    const lead = await leadOn(t, v, "Racing Couple", ["2083-10-12"]);
    const [won, blocked] = await Promise.all([
      moveLead(t, v, lead, "won"),
      t.request({
        method: "POST",
        url: "/api/vendor/calendar/blocks",
        cookie: v.cookie,
        payload: { from: "2083-10-12" },
      }),
    ]);
    expect(blocked.statusCode).toBe(200);
    expect([200, 409]).toContain(won.statusCode);
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-10-12")]);
  });
});

describe("the full dates the listing filters on", () => {
  it("equal the availability rule after every write of a mixed sequence", async () => {
    const v: CalendarVendor = await calendarVendor(t);
    const check = async (step: string) =>
      expect(await fullDates(t, v.vendorId), step).toEqual(await fullByRule(v.vendorId));
    const put = (capacity: number) =>
      t.request({ method: "PUT", url: "/api/vendor/calendar/capacity", cookie: v.cookie, payload: { capacity } });
    const block = (from: string, to?: string) =>
      t.request({ method: "POST", url: "/api/vendor/calendar/blocks", cookie: v.cookie, payload: { from, to } });
    const unblock = (from: string, to: string) =>
      t.request({ method: "DELETE", url: `/api/vendor/calendar/blocks?from=${from}&to=${to}`, cookie: v.cookie });

    const l1 = await leadOn(t, v, "One", ["2083-11-01", "2083-11-02"]);
    const l2 = await leadOn(t, v, "Two", ["2083-11-02", "2083-11-03"]);
    const l3 = await leadOn(t, v, "Three", ["2083-11-02"]);
    await put(2);
    await check("capacity 2, nothing won");
    await moveLead(t, v, l1, "won");
    await check("one won");
    await moveLead(t, v, l2, "won");
    await check("two won: 2 Falgun full");
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-11-02")]);
    expect((await moveLead(t, v, l3, "won")).statusCode).toBe(409);
    await check("the warned lead changed nothing");
    await moveLead(t, v, l3, "won", true);
    await check("confirmed beyond capacity");
    await block("2083-11-05", "2083-11-08");
    await check("a range blocked");
    await put(3);
    await check("capacity 3");
    await put(1);
    await check("capacity 1: every Won date full");
    expect(await fullDates(t, v.vendorId)).toEqual(
      ["2083-11-01", "2083-11-02", "2083-11-03", "2083-11-05", "2083-11-06", "2083-11-07", "2083-11-08"].map(ad),
    );
    await unblock("2083-11-06", "2083-11-07");
    await check("part of the range freed");
    await moveLead(t, v, l1, "quotation_sent");
    expect((await moveLead(t, v, l2, "called")).statusCode).toBe(200);
    await check("two left Won");
    await block("2083-11-02");
    await unblock("2083-11-01", "2083-11-30");
    await check("everything unblocked");
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-11-02")]);
  });
});
