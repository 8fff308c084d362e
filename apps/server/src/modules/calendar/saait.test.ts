import { bsToAd, RANGE_ORDER_MESSAGE, RANGE_TOO_LONG_MESSAGE, SAAIT_EXISTS_MESSAGE } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { seedDemoSaait } from "../../seed/demo-saait";

let t: TestApp;
let admin: string;
let vendor: string;
let couple: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login("admin")).cookie;
  vendor = (await approvedVendor(t, "Saait Studio")).cookie;
  couple = (await coupleWithProfile(t, "9841000321")).cookie;
});
afterAll(() => t.close());

const falgun2 = bsToAd({ year: 2083, month: 11, day: 2 });
const between = (from: string, to: string) => t.request({ url: `/api/saait-dates?from=${from}&to=${to}` });

describe("the public saait read", () => {
  it("answers the dates of a range in order, sample ones flagged, cacheable", async () => {
    await seedDemoSaait(t.app.db);
    const res = await between("2027-01-01", "2027-03-31");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    const { dates } = res.json() as { dates: { day: string; note: string | null; sample: boolean }[] };
    expect(dates.map((d) => d.day)).toEqual([...dates.map((d) => d.day)].sort());
    expect(dates.find((d) => d.day === falgun2)).toEqual({ day: falgun2, note: null, sample: true });
    expect(dates.every((d) => d.day >= "2027-01-01" && d.day <= "2027-03-31")).toBe(true);
  });

  it("refuses a range over 366 days, backwards, or malformed with a 400 that says why", async () => {
    const long = await between("2027-01-01", "2028-01-02");
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain(RANGE_TOO_LONG_MESSAGE);
    expect((await between("2027-01-01", "2027-12-31")).statusCode).toBe(200); // 365 days
    const back = await between("2027-02-01", "2027-01-01");
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toContain(RANGE_ORDER_MESSAGE);
    for (const bad of ["2027-02-30", "27-01-01", "1900-01-01", "x".repeat(500)]) {
      const res = await between(bad, "2027-03-01");
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toMatch(/Please choose a date between/);
    }
    expect((await t.request({ url: "/api/saait-dates" })).statusCode).toBe(400);
  });
});

describe("the admin's saait list", () => {
  const day = bsToAd({ year: 2083, month: 10, day: 1 });

  it("is the admins' alone: anonymous 401, vendors and couples 403", async () => {
    const calls = [
      { method: "GET", url: "/api/admin/saait-dates?year=2083" },
      { method: "POST", url: "/api/admin/saait-dates", payload: { day } },
      { method: "PUT", url: `/api/admin/saait-dates/${day}`, payload: { note: "x" } },
      { method: "DELETE", url: `/api/admin/saait-dates/${day}` },
    ] as const;
    for (const call of calls) {
      expect((await t.request({ ...call })).statusCode, `${call.method} anonymous`).toBe(401);
      expect((await t.request({ ...call, cookie: vendor })).statusCode, `${call.method} vendor`).toBe(403);
      expect((await t.request({ ...call, cookie: couple })).statusCode, `${call.method} couple`).toBe(403);
    }
    const rows = await t.app.db.execute(sql`select 1 from saait_dates where day = ${day}::date`);
    expect(rows.rows).toHaveLength(0);
  });

  it("adds, edits and removes a date of a BS year, each audited, and the public read follows", async () => {
    const add = await t.request({
      method: "POST",
      url: "/api/admin/saait-dates",
      cookie: admin,
      payload: { day, note: "  Magh 1, Maghe Sankranti  " },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().date).toMatchObject({ day, note: "Magh 1, Maghe Sankranti", sample: false, bsYear: 2083 });

    const again = await t.request({ method: "POST", url: "/api/admin/saait-dates", cookie: admin, payload: { day } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SAAIT_EXISTS_MESSAGE);

    const year = await t.request({ url: "/api/admin/saait-dates?year=2083", cookie: admin });
    expect(year.statusCode).toBe(200);
    const days = (year.json().dates as { day: string; bsYear: number }[]).map((d) => d.day);
    expect(days).toContain(day);
    expect(year.json().dates.every((d: { bsYear: number }) => d.bsYear === 2083)).toBe(true);
    expect(days).not.toContain(bsToAd({ year: 2084, month: 1, day: 14 }));

    const edit = await t.request({
      method: "PUT",
      url: `/api/admin/saait-dates/${day}`,
      cookie: admin,
      payload: { note: "" },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().date.note).toBeNull();

    const sampleEdit = await t.request({
      method: "PUT",
      url: `/api/admin/saait-dates/${falgun2}`,
      cookie: admin,
      payload: { note: "Checked note" },
    });
    expect(sampleEdit.json().date).toMatchObject({ note: "Checked note", sample: true });

    const publicRead = (await between(day, day)).json().dates;
    expect(publicRead).toEqual([{ day, note: null, sample: false }]);

    const remove = await t.request({ method: "DELETE", url: `/api/admin/saait-dates/${day}`, cookie: admin });
    expect(remove.statusCode).toBe(200);
    expect((await between(day, day)).json().dates).toEqual([]);
    const gone = await t.request({ method: "DELETE", url: `/api/admin/saait-dates/${day}`, cookie: admin });
    expect(gone.statusCode).toBe(404);
    const missingEdit = await t.request({
      method: "PUT",
      url: `/api/admin/saait-dates/${day}`,
      cookie: admin,
      payload: { note: "x" },
    });
    expect(missingEdit.statusCode).toBe(404);

    const audit = await t.app.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from audit_log where entity_type = 'saait_date' and entity_id = ${day} order by id`,
    );
    expect(audit.rows).toEqual([
      { action: "saait.add", before: null, after: { note: "Magh 1, Maghe Sankranti" } },
      { action: "saait.edit", before: { note: "Magh 1, Maghe Sankranti" }, after: { note: null } },
      { action: "saait.remove", before: { note: null, sample: false }, after: null },
    ]);
  });

  it("refuses bad input with 400s: a year or date outside the calendar, a long note", async () => {
    for (const year of ["1975", "2101", "abc", "2083.5"]) {
      const res = await t.request({ url: `/api/admin/saait-dates?year=${year}`, cookie: admin });
      expect(res.statusCode, year).toBe(400);
    }
    const bad = await t.request({
      method: "POST",
      url: "/api/admin/saait-dates",
      cookie: admin,
      payload: { day: "2027-13-01" },
    });
    expect(bad.statusCode).toBe(400);
    const long = await t.request({
      method: "POST",
      url: "/api/admin/saait-dates",
      cookie: admin,
      payload: { day: "2027-03-01", note: "n".repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/at most 200 characters/);
    const badParam = await t.request({ method: "DELETE", url: "/api/admin/saait-dates/tomorrow", cookie: admin });
    expect(badParam.statusCode).toBe(400);
  });
});
