import {
  addDaysAd,
  bsMonthDays,
  CAPACITY_MESSAGE,
  DATE_PARAM_MESSAGE,
  RANGE_ORDER_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
} from "@bihe/shared";
import { BLOCK_NOTE_MESSAGE, MONTH_PARAM_MESSAGE, OVER_CAPACITY_CODE } from "@bihe/shared/vendor-calendar";
import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ad,
  bs,
  type CalendarVendor,
  calendarVendor,
  fullDates,
  leadOn,
  moveLead,
} from "../../../test/calendar-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let owner: CalendarVendor;
let other: CalendarVendor;
let couple: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await calendarVendor(t);
  other = await calendarVendor(t);
  couple = await t.login("customer");
  admin = await t.login("admin");
});
afterAll(() => t.close());

const read = (cookie: string | undefined, query: string) =>
  t.request({ url: `/api/vendor/calendar?${query}`, ...(cookie ? { cookie } : {}) });
const block = (v: { cookie: string }, payload: object, query = "") =>
  t.request({ method: "POST", url: `/api/vendor/calendar/blocks${query}`, cookie: v.cookie, payload });
const unblock = (v: { cookie: string }, query: string) =>
  t.request({ method: "DELETE", url: `/api/vendor/calendar/blocks?${query}`, cookie: v.cookie });
const capacity = (v: { cookie: string }, value: unknown, query = "") =>
  t.request({
    method: "PUT",
    url: `/api/vendor/calendar/capacity${query}`,
    cookie: v.cookie,
    payload: { capacity: value },
  });
const dayOf = (body: { days: { day: string }[] }, bsDate: string) => body.days.find((d) => d.day === ad(bsDate));

describe("who reads and writes a vendor's calendar", () => {
  it("anonymous 401, a couple 403, another vendor naming it 404, its vendor and an admin naming it 200", async () => {
    const month = "month=2083-10";
    expect((await read(undefined, month)).statusCode).toBe(401);
    expect((await read(couple.cookie, month)).statusCode).toBe(403);
    expect((await read(other.cookie, `${month}&vendorId=${owner.vendorId}`)).statusCode).toBe(404);
    expect((await read(owner.cookie, month)).statusCode).toBe(200);
    expect((await read(owner.cookie, `${month}&vendorId=${owner.vendorId}`)).statusCode).toBe(200);
    const asAdmin = await read(admin.cookie, `${month}&vendorId=${owner.vendorId}`);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json().vendorId).toBe(owner.vendorId);
    // An admin has no calendar of its own, and an unknown vendor is not found.
    expect((await read(admin.cookie, month)).statusCode).toBe(404);
    expect((await read(admin.cookie, `${month}&vendorId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await read(admin.cookie, `${month}&vendorId=nope`)).statusCode).toBe(400);
  });

  it("every write: another vendor is refused and changes nothing; a couple 403; anonymous 401; an admin writes", async () => {
    const on = `?vendorId=${owner.vendorId}`;
    const writes = [
      (c: { cookie: string }, q: string) => block(c, { from: "2083-10-20" }, q),
      (c: { cookie: string }, q: string) => unblock(c, `from=2083-10-20${q.replace("?", "&")}`),
      (c: { cookie: string }, q: string) => capacity(c, 5, q),
      (c: { cookie: string }, q: string) =>
        t.request({ method: "POST", url: `/api/vendor/calendar/feed${q}`, cookie: c.cookie }),
      (c: { cookie: string }, q: string) =>
        t.request({ method: "DELETE", url: `/api/vendor/calendar/feed${q}`, cookie: c.cookie }),
    ];
    for (const write of writes) {
      expect((await write(other, on)).statusCode).toBe(404);
      expect((await write(couple, "")).statusCode).toBe(403);
      expect((await write({ cookie: "" }, "")).statusCode).toBe(401);
    }
    const untouched = (await read(owner.cookie, "month=2083-10")).json();
    expect(untouched.capacity).toBe(1);
    expect(dayOf(untouched, "2083-10-20")).toMatchObject({ blocked: false });
    expect(untouched.feedUrl).toBeNull();

    expect((await block(admin, { from: "2083-10-21", note: "by the office" }, on)).statusCode).toBe(200);
    const after = (await read(owner.cookie, "month=2083-10")).json();
    expect(dayOf(after, "2083-10-21")).toMatchObject({ blocked: true, note: "by the office", state: "booked" });
    expect((await unblock(admin, `from=2083-10-21&vendorId=${owner.vendorId}`)).json().days).toBe(1);
  });
});

describe("reading a span", () => {
  it("a BS month: every date in order with its state, the capacity and the saait dates with their inquiries", async () => {
    const v = await calendarVendor(t);
    // Two saait dates in Magh 2083 (coming), one in Kartik 2083 (past), and inquiries on one.
    await t.app.db.execute(sql`insert into saait_dates (day, bs_year, note, sample) values
      (${ad("2083-10-15")}, 2083, 'Magh saait', true), (${ad("2083-10-22")}, 2083, null, true),
      (${ad("2083-07-05")}, 2083, null, true) on conflict do nothing`);
    for (const [i, when] of ["2083-10-15", "2083-10-15", "2083-10-16"].entries()) {
      await t.app.db.execute(sql`insert into customer_inquiries (vendor_id, customer_name, customer_phone, promo_code, wedding_date)
        values (${v.vendorId}, 'Couple', '9841000000', ${`CAL0000${i}`}, ${ad(when)})`);
    }
    await t.request({
      method: "PUT",
      url: "/api/vendor/calendar/capacity",
      cookie: v.cookie,
      payload: { capacity: 2 },
    });
    await block(v, { from: "2083-10-03", note: "family function" });
    await moveLead(t, v, await leadOn(t, v, "Sita Sharma", ["2083-10-15", "2083-10-16"]), "won");

    const res = await read(v.cookie, "month=2083-10");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.capacity).toBe(2);
    expect(body.from).toBe(ad("2083-10-01"));
    expect(body.to).toBe(ad(`2083-10-${bsMonthDays(2083, 10)}`));
    expect(body.days).toHaveLength(bsMonthDays(2083, 10));
    expect(dayOf(body, "2083-10-03")).toEqual({
      day: ad("2083-10-03"),
      weddings: 0,
      blocked: true,
      note: "family function",
      state: "booked",
    });
    expect(dayOf(body, "2083-10-15")).toMatchObject({ weddings: 1, blocked: false, state: "few_left" });
    expect(dayOf(body, "2083-10-16")).toMatchObject({ weddings: 1, state: "few_left" });
    expect(dayOf(body, "2083-10-17")).toMatchObject({ weddings: 0, blocked: false, note: null, state: "free" });
    expect(body.saait).toEqual([
      { day: ad("2083-10-15"), note: "Magh saait", sample: true, inquiries: 2 },
      { day: ad("2083-10-22"), note: null, sample: true, inquiries: 0 },
    ]);
    // Coming saait dates from today: the past Kartik one is not among them.
    const coming = body.comingSaait.map((s: { day: string }) => s.day);
    expect(coming).toContain(ad("2083-10-15"));
    expect(coming).not.toContain(ad("2083-07-05"));
    expect(body.comingSaait.find((s: { day: string }) => s.day === ad("2083-10-15")).inquiries).toBe(2);
    // A past saait date in a span has no demand figure.
    const kartik = (await read(v.cookie, "month=2083-07")).json();
    expect(kartik.saait).toEqual([{ day: ad("2083-07-05"), note: null, sample: true, inquiries: null }]);
    expect(kartik.days.every((d: { day: string }) => d.day >= kartik.from && d.day <= kartik.to)).toBe(true);
  });

  it("a range of at most 366 days; bad spans are 400s with the shared messages", async () => {
    const ok = await read(owner.cookie, "from=2083-09-25&to=2083-10-05");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().days.map((d: { day: string }) => d.day)[0]).toBe(ad("2083-09-25"));
    expect(ok.json().days).toHaveLength(
      Math.round((Date.parse(ad("2083-10-05")) - Date.parse(ad("2083-09-25"))) / 864e5) + 1,
    );
    const year = await read(owner.cookie, `from=2083-01-01&to=${bs(addDaysAd(ad("2083-01-01"), 365))}`);
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(366);

    const cases: [string, string][] = [
      ["month=2083-13", MONTH_PARAM_MESSAGE],
      ["month=1975-01", MONTH_PARAM_MESSAGE],
      ["month=83-1", MONTH_PARAM_MESSAGE],
      ["from=2083-10-32&to=2083-10-33", DATE_PARAM_MESSAGE],
      ["from=abc&to=2083-10-05", DATE_PARAM_MESSAGE],
      ["from=1975-12-30&to=2083-10-05", DATE_PARAM_MESSAGE],
      ["from=2083-10-05&to=2101-01-01", DATE_PARAM_MESSAGE],
      ["from=2083-10-05&to=2083-10-04", RANGE_ORDER_MESSAGE],
      [`from=2083-01-01&to=${bs(addDaysAd(ad("2083-01-01"), 366))}`, RANGE_TOO_LONG_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const res = await read(owner.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBe(message);
    }
    const none = await read(owner.cookie, "from=2083-10-01");
    expect(none.statusCode).toBe(400);
  });
});

describe("capacity and blocks", () => {
  it("capacity 1-50 only, with the shared message", async () => {
    for (const bad of [0, 51, 2.5, -1, "3", null]) {
      const res = await capacity(owner, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields.capacity).toBe(CAPACITY_MESSAGE);
    }
    expect((await capacity(owner, 50)).json()).toEqual({ capacity: 50 });
    expect((await capacity(owner, 1)).json()).toEqual({ capacity: 1 });
  });

  it("blocks a date and a range (idempotent, note kept or replaced), unblocks a range", async () => {
    const v = await calendarVendor(t);
    const one = await block(v, { from: "2083-11-02", note: "booked offline" });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ from: ad("2083-11-02"), to: ad("2083-11-02"), days: 1 });
    // Again, without a note: still blocked, the note kept.
    expect((await block(v, { from: "2083-11-02" })).statusCode).toBe(200);
    let body = (await read(v.cookie, "month=2083-11")).json();
    expect(dayOf(body, "2083-11-02")).toMatchObject({ blocked: true, note: "booked offline", state: "booked" });

    const range = await block(v, { from: "2083-11-01", to: "2083-11-05", note: "  family trip " });
    expect(range.json().days).toBe(5);
    body = (await read(v.cookie, "month=2083-11")).json();
    for (const d of ["2083-11-01", "2083-11-02", "2083-11-05"]) {
      expect(dayOf(body, d)).toMatchObject({ blocked: true, note: "family trip" });
    }
    expect(dayOf(body, "2083-11-06")).toMatchObject({ blocked: false });
    // An empty note clears it.
    await block(v, { from: "2083-11-01", note: "" });
    expect(dayOf((await read(v.cookie, "month=2083-11")).json(), "2083-11-01")).toMatchObject({ note: null });
    expect(await fullDates(t, v.vendorId)).toEqual(
      ["2083-11-01", "2083-11-02", "2083-11-03", "2083-11-04", "2083-11-05"].map(ad),
    );

    const freed = await unblock(v, "from=2083-11-02&to=2083-11-04");
    expect(freed.json().days).toBe(3);
    expect((await unblock(v, "from=2083-11-02&to=2083-11-04")).json().days).toBe(0); // idempotent
    body = (await read(v.cookie, "month=2083-11")).json();
    expect(dayOf(body, "2083-11-03")).toMatchObject({ blocked: false, state: "free" });
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-11-01"), ad("2083-11-05")]);
  });

  it("bad dates, long ranges and long notes are 400s with the shared messages", async () => {
    const cases: [object, string][] = [
      [{ from: "2083-10-32" }, DATE_PARAM_MESSAGE],
      [{ from: "02-11-2083" }, DATE_PARAM_MESSAGE],
      [{ from: "2101-01-01" }, DATE_PARAM_MESSAGE],
      [{ from: "2083-10-05", to: "2083-10-04" }, RANGE_ORDER_MESSAGE],
      [{ from: "2083-01-01", to: "2084-01-05" }, RANGE_TOO_LONG_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const res = await block(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
      const query = new URLSearchParams(payload as Record<string, string>).toString();
      const un = await unblock(owner, query);
      expect(un.statusCode, query).toBe(400);
      expect(un.json().error.message).toBe(message);
    }
    const long = await block(owner, { from: "2083-10-05", note: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.note).toBe(BLOCK_NOTE_MESSAGE);
    expect((await block(owner, { from: "2083-10-05", note: "x".repeat(200) })).statusCode).toBe(200);
    await unblock(owner, "from=2083-10-05");
  });
});

describe("a Won lead and the capacity", () => {
  it("warns before a Won lead goes beyond the capacity or onto a blocked date; a confirmed save goes through", async () => {
    const v = await calendarVendor(t);
    const first = await leadOn(t, v, "Sita Sharma", ["2083-10-15"]);
    const second = await leadOn(t, v, "Gita Thapa", ["2083-10-14", "2083-10-15"]);
    expect((await moveLead(t, v, first, "won")).statusCode).toBe(200);
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-10-15")]);

    const warned = await moveLead(t, v, second, "won");
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error).toEqual({
      code: OVER_CAPACITY_CODE,
      message: "You already have 1 wedding on 15 Magh 2083; your capacity is 1",
      fields: { date: ad("2083-10-15"), weddings: "1", capacity: "1", blocked: "false" },
    });
    const unchanged = await t.request({ url: `/api/vendor/leads/${second}`, cookie: v.cookie });
    expect(unchanged.json().status).toBe("inquiry");

    // With room for two, it saves without a warning.
    await capacity(v, 2);
    expect(await fullDates(t, v.vendorId)).toEqual([]);
    expect((await moveLead(t, v, second, "won")).statusCode).toBe(200);
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-10-15")]);

    // A third over capacity 2, then confirmed.
    const third = await leadOn(t, v, "Rita Karki", ["2083-10-15"]);
    const again = await moveLead(t, v, third, "won", false);
    expect(again.json().error.message).toBe("You already have 2 weddings on 15 Magh 2083; your capacity is 2");
    const confirmed = await moveLead(t, v, third, "won", true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const month = (await read(v.cookie, "month=2083-10")).json();
    expect(dayOf(month, "2083-10-15")).toMatchObject({ weddings: 3, state: "booked" });

    // A blocked date warns too.
    await block(v, { from: "2083-10-20" });
    const fourth = await leadOn(t, v, "Mina Rai", ["2083-10-20"]);
    const blocked = await moveLead(t, v, fourth, "won");
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe("You marked 20 Magh 2083 as booked");

    // Leaving Won frees the dates.
    await moveLead(t, v, second, "quotation_sent");
    await moveLead(t, v, third, "quotation_sent");
    expect(await fullDates(t, v.vendorId)).toEqual([ad("2083-10-20")]);
    // "confirmOverCapacity" alone is no change.
    const nothing = await t.request({
      method: "PATCH",
      url: `/api/vendor/leads/${first}`,
      cookie: v.cookie,
      payload: { confirmOverCapacity: true },
    });
    expect(nothing.statusCode).toBe(400);
  });
});

describe("the private iCalendar feed", () => {
  it("serves the Won leads' events and the blocks to the holder of the address, parsed by ical.js", async () => {
    const v = await calendarVendor(t);
    const won = await leadOn(t, v, "Sita Sharma", ["2083-10-15", "2083-10-16"]);
    await leadOn(t, v, "Not Won", ["2083-10-17"]);
    await moveLead(t, v, won, "won");
    await block(v, { from: "2083-10-25", note: "family function" });
    const made = await t.request({ method: "POST", url: "/api/vendor/calendar/feed", cookie: v.cookie });
    expect(made.statusCode).toBe(200);
    const url: string = made.json().feedUrl;
    const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1];
    expect(token, url).toBeTruthy();
    expect((await read(v.cookie, "month=2083-10")).json().feedUrl).toBe(url);

    const res = await t.request({ url: `/api/calendar/${token}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    const vcalendar = new ICAL.Component(ICAL.parse(res.body));
    const events = vcalendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary).sort()).toEqual([
      "Booked: family function",
      "Reception (Groom Side) · Sita Sharma",
      "Wedding (Both Sides) · Sita Sharma",
    ]);
    const wedding = events.find((e) => e.summary.startsWith("Wedding"))!;
    // 10:30 AM in Nepal (UTC+5:45) is 04:45 UTC.
    expect(wedding.startDate.isDate).toBe(false);
    expect(wedding.startDate.toJSDate().toISOString()).toBe(`${ad("2083-10-15")}T04:45:00.000Z`);
    const reception = events.find((e) => e.summary.startsWith("Reception"))!;
    expect(reception.startDate.isDate).toBe(true);
    expect(reception.startDate.toString()).toBe(ad("2083-10-16"));
    const blocked = events.find((e) => e.summary.startsWith("Booked"))!;
    expect(blocked.startDate.isDate).toBe(true);
    expect(blocked.startDate.toString()).toBe(ad("2083-10-25"));
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);

    // Regenerating revokes the old address; a wrong or removed one is a plain 404.
    const next: string = (
      await t.request({ method: "POST", url: "/api/vendor/calendar/feed", cookie: v.cookie })
    ).json().feedUrl;
    expect(next).not.toBe(url);
    const old = await t.request({ url: `/api/calendar/${token}.ics` });
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain(v.vendorId);
    for (const file of [`${"A".repeat(43)}.ics`, "x.ics", `${token}`, "..%2F..%2Fetc%2Fpasswd"]) {
      const res404 = await t.request({ url: `/api/calendar/${file}` });
      expect(res404.statusCode, file).toBe(404);
      expect(res404.json().error.message).toBe("Not found");
    }
    const nextPath = new URL(next).pathname;
    expect((await t.request({ url: nextPath })).statusCode).toBe(200);
    const removed = await t.request({ method: "DELETE", url: "/api/vendor/calendar/feed", cookie: v.cookie });
    expect(removed.json()).toEqual({ feedUrl: null });
    expect((await t.request({ url: nextPath })).statusCode).toBe(404);
  });

  it("the feed's tokens are long and random", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const url = (await t.request({ method: "POST", url: "/api/vendor/calendar/feed", cookie: owner.cookie })).json()
        .feedUrl as string;
      seen.add(url);
    }
    expect(seen.size).toBe(3);
    const { rows } = await t.app.db.execute<{ feed_token: string }>(
      sql`select feed_token from vendor_calendars where vendor_id = ${owner.vendorId}`,
    );
    expect(rows[0]?.feed_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...seen].at(-1)).toContain(rows[0]?.feed_token);
  });
});
