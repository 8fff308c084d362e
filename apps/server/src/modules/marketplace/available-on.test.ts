import {
  AVAILABILITY_IDS_MESSAGE,
  type AvailabilityOnDate,
  adToBsParam,
  bsParamToAd,
  DATE_PARAM_MESSAGE,
  type ListingResponse,
  publicAvailabilityRange,
  type VendorPage,
  type VendorType,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { approvedVendor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { refreshFullDates } from "../calendar/full-dates";
import { lockVendorCalendar } from "../calendar/lock";

/**
 * The listing "available on" a date (docs/decisions/0034): only vendors with capacity left on it,
 * read from vendor_full_dates as the calendar's writes keep it (lockVendorCalendar and
 * refreshFullDates in one transaction), with every other filter, sort, section and page.
 */
let t: TestApp;
const DATE = "2083-11-02"; // 2 Falgun 2083
const DAY = bsParamToAd(DATE)!;
const NEXT = "2083-11-03";
const TYPES: VendorType[] = ["wedding_cinematographer", "banquet_hall", "decorator"];
const CATEGORY: Record<VendorType, string> = {
  wedding_cinematographer: "photographers",
  banquet_hall: "banquets",
  decorator: "decorators",
};
/** What each type's vendors have on DAY: nothing, a block, a Won wedding at capacity 1, one at capacity 2. */
const KINDS = ["free", "blocked", "won-full", "won-room"] as const;
type Kind = (typeof KINDS)[number];
const ids = new Map<string, string>(); // `${type}:${kind}:${district}` -> id
let districts: [number, number];
let seq = 0;

async function insertVendor(type: VendorType, district: number, price: number, rating: number): Promise<string> {
  const db = t.app.db;
  const user = `available-${seq++}`;
  await db.execute(sql`insert into users (id, email, name, role, vendor_type, email_verified)
    values (${user}, ${`${user}@test.bihe`}, '', 'vendor', ${type}, true)`);
  const { rows } = await db.execute<{ id: string }>(sql`insert into vendor_profiles (user_id, vendor_type, status,
      company_name, slug, email_address, description)
    values (${user}, ${type}, 'approved', ${`Vendor ${user}`}, ${user}, ${`${user}@test.bihe`}, 'Weddings.') returning id`);
  const id = rows[0].id;
  await db.execute(sql`insert into vendor_addresses (vendor_id, province_id, district_id)
    select ${id}, d.province_id, d.id from districts d where d.id = ${district}`);
  if (type === "wedding_cinematographer")
    await db.execute(sql`insert into cinematographer_event_pricing (vendor_id, event_name, price, hours, photographers, videographers)
      values (${id}, 'Wedding (Both Sides)', ${price}, 8, 1, 1)`);
  if (type === "banquet_hall")
    await db.execute(sql`insert into banquet_packages (vendor_id, package_name, capacity, price)
      values (${id}, 'Hall', 400, ${price / 50})`);
  if (type === "decorator")
    await db.execute(sql`insert into decorator_packages (vendor_id, package_name, price, position)
      values (${id}, 'Stage', ${price}, 0)`);
  await db.execute(
    sql`insert into vendor_reviews (vendor_id, rating, reviewer_name) values (${id}, ${rating}, 'Guest')`,
  );
  return id;
}

/** A calendar write as the calendar's routes make it: the lock first, the change, the full dates refreshed. */
function calendarWrite(vendorId: string, change: (tx: Parameters<typeof lockVendorCalendar>[0]) => Promise<unknown>) {
  return t.app.db.transaction(async (tx) => {
    await lockVendorCalendar(tx, vendorId);
    await change(tx);
    const capacity = await lockVendorCalendar(tx, vendorId);
    return refreshFullDates(tx, vendorId, capacity);
  });
}
const block = (vendorId: string, day = DAY) =>
  calendarWrite(vendorId, (tx) =>
    tx.execute(
      sql`insert into vendor_date_blocks (vendor_id, day, note) values (${vendorId}, ${day}, 'Family function')`,
    ),
  );
const unblock = (vendorId: string, day = DAY) =>
  calendarWrite(vendorId, (tx) =>
    tx.execute(sql`delete from vendor_date_blocks where vendor_id = ${vendorId} and day = ${day}`),
  );
const setCapacity = (vendorId: string, capacity: number) =>
  calendarWrite(vendorId, (tx) =>
    tx.execute(sql`update vendor_calendars set capacity = ${capacity} where vendor_id = ${vendorId}`),
  );
const wonWedding = (vendorId: string, day = DAY) =>
  calendarWrite(vendorId, async (tx) => {
    const { rows } = await tx.execute<{
      id: string;
    }>(sql`insert into leads (vendor_id, name, number, status, inquiry_date)
      values (${vendorId}, 'A couple', '9841000000', 'won', ${day}) returning id`);
    // A mehendi and the wedding on the same date are one wedding.
    await tx.execute(sql`insert into lead_events (lead_id, event_name, event_date, sort_order)
      values (${rows[0].id}, 'Mehendi', ${day}, 0), (${rows[0].id}, 'Wedding', ${day}, 1)`);
  });

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.app.db.execute<{ id: number }>(
    sql`select id from districts where id in (27, 28) order by id`,
  );
  districts = [rows[0].id, rows[1].id];
  for (const type of TYPES)
    for (const district of districts)
      for (const [k, kind] of KINDS.entries()) {
        const id = await insertVendor(type, district, 30_000 + k * 40_000, 5 - k);
        ids.set(`${type}:${kind}:${district}`, id);
        if (kind === "blocked") await block(id);
        if (kind === "won-full") await wonWedding(id);
        if (kind === "won-room") {
          await setCapacity(id, 2);
          await wonWedding(id);
        }
      }
}, 120_000);
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const idOf = (type: VendorType, kind: Kind, district = districts[0]) => ids.get(`${type}:${kind}:${district}`)!;
const idsOf = (type: VendorType, kinds: readonly Kind[], ds: readonly number[] = districts) =>
  ds.flatMap((d) => kinds.map((k) => idOf(type, k, d))).sort();

async function listing(query: string): Promise<{ ids: string[]; answer: ListingResponse }> {
  const res = await t.request({ url: `/api/vendors?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as ListingResponse;
  return { ids: answer.bands.flatMap((b) => b.vendors.map((v) => v.id)), answer };
}
const sorted = (a: string[]) => [...a].sort();

describe("available on a date", () => {
  it.each(TYPES)("lists only the %s with capacity left on the date, with its counts", async (type) => {
    const all = await listing(`type=${CATEGORY[type]}`);
    expect(sorted(all.ids)).toEqual(idsOf(type, KINDS));
    const free = await listing(`type=${CATEGORY[type]}&date=${DATE}`);
    expect(sorted(free.ids)).toEqual(idsOf(type, ["free", "won-room"]));
    expect(free.answer.total).toBe(4);
    expect(free.answer.bands.reduce((n, b) => n + b.total, 0)).toBe(4);
    // Another date: nothing is full on it.
    expect(sorted((await listing(`type=${CATEGORY[type]}&date=${NEXT}`)).ids)).toEqual(idsOf(type, KINDS));
  });

  it("keeps a place, another filter and the sort on a place's listing", async () => {
    const place = `district=${districts[1]}`;
    // Halls at least 3.0 in the second district, cheapest first: the blocked one (rated 4) is left out.
    const halls = await listing(`type=banquets&${place}&rating=3&sort=price-low&date=${DATE}`);
    expect(halls.ids).toEqual([idOf("banquet_hall", "free", districts[1])]);
    const decorators = await listing(`type=decorators&${place}&sort=price-high&date=${DATE}`);
    expect(decorators.ids).toEqual([
      idOf("decorator", "won-room", districts[1]),
      idOf("decorator", "free", districts[1]),
    ]);
    // Search words within the place take the other source table: the filter holds there too.
    const searched = await listing(`type=photographers&${place}&q=vendor&sort=rating&date=${DATE}`);
    expect(searched.ids).toEqual([
      idOf("wedding_cinematographer", "free", districts[1]),
      idOf("wedding_cinematographer", "won-room", districts[1]),
    ]);
  });

  it("pages a date-filtered section with its cursor", async () => {
    const seen: string[] = [];
    let query = `type=decorators&sort=newest&date=${DATE}&limit=1`;
    for (let i = 0; i < 10; i++) {
      const { answer } = await listing(query);
      const band = answer.bands[0];
      seen.push(...band.vendors.map((v) => v.id));
      if (!band.nextCursor) break;
      query = `type=decorators&sort=newest&date=${DATE}&limit=1&band=all&after=${encodeURIComponent(band.nextCursor)}`;
    }
    expect(sorted(seen)).toEqual(idsOf("decorator", ["free", "won-room"]));
  });

  it("a vendor leaves the date's listing when full and comes back when freed, through its own writes", async () => {
    const vendor = await approvedVendor(t, "Calendar Moves Studio");
    const shown = async () => (await listing(`date=${DATE}&q=moves`)).ids.includes(vendor.vendorId);
    // The vendor's own write (any of them, as a calendar route is) drops the date's cached answers.
    const vendorWrite = async () => {
      const res = await t.request({
        method: "PUT",
        url: "/api/vendor/drive-link",
        cookie: vendor.cookie,
        payload: { googleDriveLink: "https://drive.google.com/drive/folders/abc" },
      });
      expect(res.statusCode).toBe(200);
    };
    // The clock stands still: an answer never expires by its age here, only a write drops it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect(await shown()).toBe(true);

    expect(await block(vendor.vendorId)).toEqual([DAY]);
    expect(await shown()).toBe(true); // the cached answer, until the write's answer leaves
    await vendorWrite();
    expect(await shown()).toBe(false);

    await unblock(vendor.vendorId);
    await vendorWrite();
    expect(await shown()).toBe(true);

    // A Won wedding at capacity 1 fills the date; a capacity of 2 frees it again.
    expect(await wonWedding(vendor.vendorId)).toEqual([DAY]);
    await vendorWrite();
    expect(await shown()).toBe(false);
    await setCapacity(vendor.vendorId, 2);
    await vendorWrite();
    expect(await shown()).toBe(true);
    // Without the date, it was listed all along.
    expect((await listing("q=moves")).ids).toEqual([vendor.vendorId]);
  });

  it.each([
    "2083-13-01",
    "2083-11-33",
    "2083-1-2",
    "02-11-2083",
    "2200-01-01",
    "1900-01-01",
    "tomorrow",
    "2083-11-02x",
  ])("refuses the date %s with a 400 that says what a date is", async (date) => {
    const res = await t.request({ url: `/api/vendors?type=banquets&date=${encodeURIComponent(date)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(DATE_PARAM_MESSAGE);
  });

  it("reads an empty date as no date", async () => {
    const { ids: listed } = await listing("type=decorators&date=");
    expect(sorted(listed)).toEqual(idsOf("decorator", KINDS));
  });
});

describe("a vendor's public availability", () => {
  it("the vendor page shows the next months' dates that are not free, never why or who", async () => {
    const vendor = await approvedVendor(t, "Public Calendar Studio");
    const { from, to } = publicAvailabilityRange();
    const soon = bsParamToAd(adToBsParam(from).replace(/-\d\d$/, "-15"))!;
    const later = bsParamToAd(adToBsParam(from).replace(/-\d\d$/, "-20"))!;
    await block(vendor.vendorId, soon);
    await setCapacity(vendor.vendorId, 3);
    await wonWedding(vendor.vendorId, later);
    await wonWedding(vendor.vendorId, "2020-01-01"); // long past: outside the months shown
    await t.app.db.execute(sql`insert into saait_dates (day, bs_year, sample) values (${later}, 2083, true)`);
    const res = await t.request({ url: `/api/vendors/${vendor.vendorId}` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as VendorPage;
    expect(page.availability).toEqual({
      from,
      to,
      days: [
        { day: soon, state: "booked" },
        { day: later, state: "few_left" },
      ],
      saait: [{ day: later, sample: true }],
    });
    // The block's note and the couple's name stay with the vendor.
    expect(res.body).not.toContain("Family function");
    expect(res.body).not.toContain("A couple");
  });

  it("answers each vendor's state on one date in one request", async () => {
    const type = "banquet_hall";
    const asked = [...KINDS.map((k) => idOf(type, k)), "8f6d3c1e-2b7a-4c59-9e0d-1a2b3c4d5e6f"];
    const res = await t.request({ url: `/api/vendors/availability?date=${DATE}&ids=${asked.join(",")}` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as AvailabilityOnDate;
    expect(answer).toEqual({
      date: DAY,
      states: {
        [idOf(type, "free")]: "free",
        [idOf(type, "blocked")]: "booked",
        [idOf(type, "won-full")]: "booked",
        [idOf(type, "won-room")]: "few_left",
      },
    });
    const bad = (query: string) => t.request({ url: `/api/vendors/availability?${query}` });
    expect((await bad(`date=2083-13-01&ids=${asked[0]}`)).json().error.message).toBe(DATE_PARAM_MESSAGE);
    expect((await bad(`date=${DATE}`)).json().error.message).toBe(AVAILABILITY_IDS_MESSAGE);
    const many = Array.from({ length: 101 }, () => asked[0]).map(
      (id, i) => id.slice(0, -3) + String(i).padStart(3, "0"),
    );
    expect((await bad(`date=${DATE}&ids=${many.join(",")}`)).statusCode).toBe(400);
    expect((await bad(`date=${DATE}&ids=not-an-id`)).statusCode).toBe(400);
  });
});
