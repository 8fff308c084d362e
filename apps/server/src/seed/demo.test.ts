import { adToBs, applicationIssues } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp } from "../../test/harness";
import { seedDemo } from "./demo";
import { DEMO_CHANGE, DEMO_REJECTION } from "./demo-changes";
import { DEMO_DECORATORS, DEMO_HALLS } from "./demo-halls-decorators";
import { DEMO_REVIEWS } from "./demo-reviews";
import { DEMO_VENDORS } from "./demo-vendors";

let t: TestApp;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemo(t.app);
  seconds = (Date.now() - started) / 1000;
}, 60_000);
afterAll(() => t.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await t.app.db.execute(q)).rows[0] as T;
/** Rows by a key, in their order (Map.groupBy is not in Node 20). */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

describe("demo seed", () => {
  it("loads quickly", () => {
    // About 2-5 s here; the margin absorbs a 2-core machine shared with other test runs.
    expect(seconds).toBeLessThan(20);
  });

  it("creates the demo logins, which can sign in", async () => {
    const logins = [
      "admin@bihe.demo",
      "studio@bihe.demo",
      "pending@bihe.demo",
      "rejected@bihe.demo",
      "couple@bihe.demo",
      "hall@bihe.demo",
      "decorator@bihe.demo",
    ];
    for (const email of logins) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: "demo1234" },
      });
      expect(res.statusCode, email).toBe(200);
    }
  });

  it("gives the demo couple a profile, so they can contact a vendor at once", async () => {
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "couple@bihe.demo", password: "demo1234" },
    });
    const cookie = cookieFrom(signIn);
    const profile = await t.request({ url: "/api/customer/profile", cookie });
    expect(profile.json().profile).toMatchObject({ fullName: "Sita Sharma", phone: "9841234567" });
  });

  it("spreads 12 approved photographers over the three price bands, plus a pending and a rejected one", async () => {
    const rows = (
      await t.app.db.execute(sql`
        select p.status, coalesce(e.price, 0) as price from vendor_profiles p
        left join cinematographer_event_pricing e on e.vendor_id = p.id and e.event_name = 'Wedding (Both Sides)'
        where p.vendor_type = 'wedding_cinematographer'`)
    ).rows as { status: string; price: number }[];
    const approved = rows.filter((r) => r.status === "approved");
    expect(approved).toHaveLength(12);
    expect(approved.filter((r) => r.price < 40000).length).toBeGreaterThanOrEqual(3);
    expect(approved.filter((r) => r.price >= 40000 && r.price < 75000).length).toBeGreaterThanOrEqual(3);
    expect(approved.filter((r) => r.price >= 75000).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "rejected")).toHaveLength(1);
  });

  it("gives every photographer but the rejected one a map pin: their saved applications pass today's rules", async () => {
    const rows = (
      await t.app.db.execute(sql`
        select u.email, a.google_maps_url, l.latitude from vendor_profiles p
        join users u on u.id = p.user_id
        left join vendor_addresses a on a.vendor_id = p.id
        left join vendor_locations l on l.vendor_id = p.id
        where p.vendor_type = 'wedding_cinematographer'`)
    ).rows as { email: string; google_maps_url: string | null; latitude: number | null }[];
    for (const r of rows.filter((r) => r.email !== DEMO_REJECTION.email)) {
      expect(r.latitude, r.email).not.toBeNull();
      expect(r.google_maps_url, r.email).toMatch(
        /^https:\/\/maps\.google\.com\/maps\?q=[\d.]+,[\d.]+&z=16&output=embed$/,
      );
    }
    // The demo photographer opening 'Edit profile' sees no 'saved details do not meet the rules' list.
    const cookie = cookieFrom(
      await t.request({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "studio@bihe.demo", password: "demo1234" },
      }),
    );
    const { application } = (await t.request({ url: "/api/vendor/application", cookie })).json();
    expect(applicationIssues(application)).toEqual([]);
  });

  it("stores images with their variants, reviews and inquiries", async () => {
    const img = await one<{ file_path: string }>(
      sql`select file_path from cinematographer_uploads where file_type = 'card_image' limit 1`,
    );
    expect(img.file_path).toMatch(/^vendors\/wedding_cinematographer\/[a-z0-9-]+\/card-image\/\d+\.webp$/);
    for (const key of [
      img.file_path,
      img.file_path.replace(".webp", "-card.webp"),
      img.file_path.replace(".webp", "-thumb.webp"),
    ]) {
      const res = await t.request({ url: `/media/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
    const counts = await one<{ reviews: number; inquiries: number }>(
      sql`select (select count(*)::int from vendor_reviews) as reviews, (select count(*)::int from customer_inquiries) as inquiries`,
    );
    expect(counts.reviews).toBeGreaterThan(30);
    expect(counts.inquiries).toBeGreaterThan(10);
  });

  it("has reviews that read as written by different people: no text twice, some in Nepali, a few with a rating only", async () => {
    const rows = (
      await t.app.db.execute(sql`select p.company_name, r.reviewer_name, r.review_text, r.rating
        from vendor_reviews r join vendor_profiles p on p.id = r.vendor_id where p.status = 'approved'`)
    ).rows as { company_name: string; reviewer_name: string; review_text: string | null; rating: number }[];
    const texts = rows.flatMap((r) => (r.review_text ? [r.review_text] : []));
    expect(texts.length).toBeGreaterThan(60);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => /[\u0900-\u097F]/.test(t)).length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.review_text === null).length).toBeGreaterThan(5);
    // One vendor's reviewers are different people.
    const byVendor = groupBy(rows, (r) => r.company_name);
    for (const [name, reviews] of byVendor)
      expect(new Set(reviews.map((r) => r.reviewer_name)).size, name).toBe(reviews.length);
    // Every demo vendor's written reviews follow its ratings one for one.
    for (const v of [...DEMO_VENDORS, ...DEMO_HALLS, ...DEMO_DECORATORS])
      expect(DEMO_REVIEWS[v.companyName]?.length ?? 0, v.companyName).toBe(v.ratings.length);
  });

  it("gives each studio its own packages and prices, not the same three for everyone", async () => {
    const rows = (
      await t.app.db.execute(sql`select p.company_name, c.package_name, c.price, c.events
        from cinematographer_combo_packages c join vendor_profiles p on p.id = c.vendor_id
        where p.status = 'approved' and p.vendor_type = 'wedding_cinematographer' order by p.company_name, c.sort_order`)
    ).rows as { company_name: string; package_name: string; price: number; events: unknown }[];
    const byStudio = groupBy(rows, (r) => r.company_name);
    expect(byStudio.size).toBe(12);
    const lists = [...byStudio.values()].map((ps) => ps.map((p) => p.package_name).join(" | "));
    expect(new Set(lists).size).toBe(12); // every studio's list of packages is its own
    expect(new Set(rows.map((r) => r.package_name)).size).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.price)).size).toBeGreaterThan(20);
    for (const [name, ps] of byStudio) {
      expect(ps.length, name).toBeGreaterThanOrEqual(2);
      for (const p of ps) expect((p.events as unknown[]).length, `${name}: ${p.package_name}`).toBeGreaterThan(0);
    }
  });

  it("tells the rejected persona why, and gives an approved persona a change waiting for the admin", async () => {
    const signIn = async (email: string) =>
      cookieFrom(
        await t.request({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password: "demo1234" } }),
      );
    const rejected = (
      await t.request({ url: "/api/vendor/status", cookie: await signIn("rejected@bihe.demo") })
    ).json();
    expect(rejected.decision).toMatchObject({ status: "rejected", reason: DEMO_REJECTION.reason, step: "media" });

    const admin = await signIn("admin@bihe.demo");
    const list = (await t.request({ url: "/api/admin/change-requests", cookie: admin })).json();
    expect(list.items).toHaveLength(1);
    const detail = (await t.request({ url: `/api/admin/change-requests/${list.items[0].id}`, cookie: admin })).json();
    expect(detail.stale).toBe(false);
    expect(detail.changes.map((c: { field: string }) => c.field)).toEqual(["description", "price"]);
    // The live profile still shows the approved text until the admin approves.
    const live = (await t.request({ url: `/api/vendors/${detail.vendor.id}` })).json();
    expect(live.description).not.toBe(DEMO_CHANGE.description);
    const approve = await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${list.items[0].id}/approve`,
      cookie: admin,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await t.request({ url: `/api/vendors/${detail.vendor.id}` })).json().description).toBe(
      DEMO_CHANGE.description,
    );
  });

  describe("the studio's business from inquiry to booking", () => {
    const studioLead = (email: string) =>
      one<{ id: string; status: string }>(sql`
        select l.id, l.status from leads l
        join vendor_profiles v on v.id = l.vendor_id join users su on su.id = v.user_id
        join users cu on cu.id = l.customer_id
        where su.email = 'studio@bihe.demo' and cu.email = ${email}`);

    it("has a marketplace lead with a conversation both ways and a revised quotation waiting (v2 replaces v1)", async () => {
      const lead = await studioLead("anjali.couple@bihe.demo");
      expect(lead.status).toBe("quotation_sent");
      const authors = (
        await t.app.db.execute(
          sql`select author from lead_messages where lead_id = ${lead.id} and kind = 'text' order by created_at`,
        )
      ).rows.map((r) => (r as { author: string }).author);
      expect(authors.length).toBeGreaterThanOrEqual(4);
      expect(new Set(authors).size).toBe(2);
      const versions = (
        await t.app.db.execute(sql`select version, status from quotations where lead_id = ${lead.id} order by version`)
      ).rows;
      expect(versions).toEqual([
        { version: 1, status: "superseded" },
        { version: 2, status: "sent" },
      ]);
    });

    it("has an accepted quotation: a booking with the advance paid, a receipt, the lead Won and its date full", async () => {
      const lead = await studioLead("priya.couple@bihe.demo");
      expect(lead.status).toBe("won");
      const booking = await one<{ status: string; paid: number; advance: number; receipts: number }>(sql`
        select b.status, (select coalesce(sum(amount), 0)::int from booking_payments p where p.booking_id = b.id) as paid,
          ((q.schedule -> 0) ->> 'amount')::int as advance,
          (select count(receipt_no)::int from booking_payments p where p.booking_id = b.id) as receipts
        from bookings b join quotations q on q.id = b.quotation_id where b.lead_id = ${lead.id}`);
      expect(booking).toMatchObject({ status: "confirmed", receipts: 1 });
      expect(booking.paid).toBe(booking.advance);
      const studio = await one<{ id: string }>(sql`
        select v.id from vendor_profiles v join users u on u.id = v.user_id where u.email = 'studio@bihe.demo'`);
      const event = await one<{ date: string }>(
        sql`select to_char(event_date, 'YYYY-MM-DD') as date from lead_events where lead_id = ${lead.id}`,
      );
      const bs = adToBs(event.date);
      const date = `${bs.year}-${String(bs.month).padStart(2, "0")}-${String(bs.day).padStart(2, "0")}`;
      const res = await t.request({ url: `/api/vendors/availability?ids=${studio.id}&date=${date}` });
      expect(res.statusCode, res.body).toBe(200);
      // The booking takes one of the studio's slots that day (it has more than one team).
      expect(["few_left", "booked"]).toContain(res.json().states[studio.id]);
    });

    it("has a completed booking whose couple's review is 'Booked through Bihe' (tied to it, published)", async () => {
      const lead = await studioLead("sarita.couple@bihe.demo");
      const review = await one<{ status: string; booked: boolean }>(sql`
        select r.status, r.booking_id = b.id as booked from vendor_reviews r
        join bookings b on b.lead_id = ${lead.id} where r.booking_id = b.id`);
      expect(review).toEqual({ status: "published", booked: true });
    });
  });

  it("is idempotent: a second run adds no vendor, lead, quotation or booking", async () => {
    const count = async () =>
      one<{ n: string }>(sql`select concat_ws('/',
        (select count(*) from vendor_profiles), (select count(*) from leads),
        (select count(*) from quotations), (select count(*) from bookings), (select count(*) from lead_messages)) as n`);
    const before = await count();
    await seedDemo(t.app);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from vendor_profiles`);
    expect(n).toBe(26);
    expect(await count()).toEqual(before);
  });

  describe("banquet halls and decorators", () => {
    type Card = {
      id: string;
      companyName: string;
      city: string;
      weddingPrice: number;
      capacity: number | null;
      facilities: string[];
      specialties: string[];
      imageUrl?: string | null;
    };
    type Listing = { total?: number; bands: { id: string; vendors: Card[] }[] };
    const listing = async (query: string) => {
      const res = await t.request({ url: `/api/vendors?${query}&limit=50` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Listing).bands.flatMap((b) => b.vendors.map((v) => ({ ...v, band: b.id })));
    };

    it("lists 6 approved halls in 6 cities, spread over every capacity filter and every per-plate band", async () => {
      const halls = await listing("type=banquets");
      expect(halls).toHaveLength(6);
      expect(new Set(halls.map((h) => h.city)).size).toBe(6);
      expect(new Set(halls.map((h) => h.band))).toEqual(new Set(["budget", "medium", "premium"]));
      for (const capacity of ["up-to-200", "200-500", "500-1000", "1000-plus"]) {
        expect((await listing(`type=banquets&capacity=${capacity}`)).length, capacity).toBeGreaterThan(0);
      }
      // The listing price is the lowest per-plate price; the capacity the largest package's.
      const durbar = halls.find((h) => h.companyName === "Durbar Banquet & Events");
      expect(durbar).toMatchObject({ weddingPrice: 1450, capacity: 800 });
      expect(durbar?.facilities).toEqual(expect.arrayContaining(["Air Conditioning", "WiFi", "DJ System", "Parking"]));
      // Kathmandu district (27) finds the Kathmandu hall.
      const inKathmandu = await listing("type=banquets&province=3&district=27");
      expect(inKathmandu.map((h) => h.companyName)).toContain("Durbar Banquet & Events");
    });

    it("lists 6 approved decorators, found by specialty and event, over every starting-package band", async () => {
      const decorators = await listing("type=decorators");
      expect(decorators).toHaveLength(6);
      expect(new Set(decorators.map((d) => d.band))).toEqual(new Set(["budget", "medium", "premium"]));
      const balloons = await listing("type=decorators&specialty=balloon-decoration");
      expect(balloons.map((d) => d.companyName).sort()).toEqual([
        "Chitwan Balloon & Light House",
        "Lumbini Event Decor",
      ]);
      const shubha = decorators.find((d) => d.companyName === "Shubha Mangal Decorators");
      expect(shubha?.weddingPrice).toBe(65000);
      expect(shubha?.specialties).toContain("Mandap Decoration");
      expect((await listing("type=decorators&event=pasni")).length).toBeGreaterThan(1);
    });

    it("gives each hall and decorator an address by reference ids, a map pin, contacts, pictures and reviews", async () => {
      const rows = (
        await t.app.db.execute(sql`
          select p.vendor_type, p.company_name, p.review_count,
            a.district_id, a.municipality_id, a.google_maps_url, l.latitude,
            (select count(*)::int from vendor_contacts c where c.vendor_id = p.id) as contacts,
            (select count(*)::int from vendor_service_areas s where s.vendor_id = p.id) as areas,
            (select count(*)::int from cinematographer_uploads u where u.vendor_id = p.id and u.file_type = 'card_image') as cards,
            (select count(*)::int from cinematographer_uploads u where u.vendor_id = p.id and u.file_type = 'portfolio_image') as portfolio,
            (select package_name from banquet_packages b where b.vendor_id = p.id order by b.id limit 1) as first_package
          from vendor_profiles p
          left join vendor_addresses a on a.vendor_id = p.id
          left join vendor_locations l on l.vendor_id = p.id
          where p.vendor_type in ('banquet_hall', 'decorator')`)
      ).rows as {
        vendor_type: string;
        company_name: string;
        review_count: number;
        district_id: number | null;
        municipality_id: number | null;
        google_maps_url: string | null;
        latitude: number | null;
        contacts: number;
        areas: number;
        cards: number;
        portfolio: number;
        first_package: string | null;
      }[];
      expect(rows).toHaveLength(12);
      for (const r of rows) {
        expect(r.district_id, r.company_name).not.toBeNull();
        expect(r.municipality_id, r.company_name).not.toBeNull();
        expect(r.latitude, r.company_name).not.toBeNull();
        expect(r.google_maps_url, r.company_name).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=/);
        expect(r.contacts, r.company_name).toBeGreaterThan(0);
        expect(r.cards, r.company_name).toBe(1);
        expect(r.portfolio, r.company_name).toBeGreaterThanOrEqual(3);
        expect(r.review_count, r.company_name).toBeGreaterThan(0);
        if (r.vendor_type === "banquet_hall") {
          expect(r.first_package, r.company_name).toBe("Standard Package");
          expect(r.areas, r.company_name).toBe(0); // a hall is based at its address
        } else expect(r.areas, r.company_name).toBeGreaterThan(0);
      }
      const img = await one<{ file_path: string }>(
        sql`select u.file_path from cinematographer_uploads u join vendor_profiles p on p.id = u.vendor_id
            where p.vendor_type = 'banquet_hall' and u.file_type = 'card_image' limit 1`,
      );
      expect(img.file_path).toMatch(/^vendors\/banquet_hall\/[a-z0-9-]+\/card-image\/\d+\.webp$/);
      const res = await t.request({ url: `/media/${img.file_path.replace(".webp", "-card.webp")}` });
      expect(res.statusCode).toBe(200);
    });

    it("shows the demo hall's packages, facilities and parking spaces on its page, and its inquiries in its workspace", async () => {
      const cookie = cookieFrom(
        await t.request({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: "hall@bihe.demo", password: "demo1234" },
        }),
      );
      const { id } = await one<{ id: string }>(
        sql`select p.id from vendor_profiles p join users u on u.id = p.user_id where u.email = 'hall@bihe.demo'`,
      );
      const page = (await t.request({ url: `/api/vendors/${id}` })).json();
      expect(page.hall.packages.map((p: { packageName: string }) => p.packageName)).toEqual([
        "Standard Package",
        "Grand Hall Package",
      ]);
      expect(page.hall.facilities).toContainEqual({ name: "Parking", parkingSpaces: 120 });
      const inquiries = await t.request({ url: "/api/vendor/inquiries", cookie });
      expect(inquiries.statusCode, inquiries.body).toBe(200);
      expect(JSON.stringify(inquiries.json())).toContain("Ramesh Koirala");
    });
  });
});
