import { clientFormSchema } from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { vendorProfiles } from "../../db/schema";
import { seedDemoLeads } from "../../seed/demo-leads";
import { createLead } from "./service";

let t: TestApp;
type Vendor = { cookie: string; userId: string; vendorId: string };
let owner: Vendor;
let other: Vendor;
let place: { provinceId: number; districtId: number; municipalityId: number };

async function makeVendor(status: "approved" | "pending" = "approved"): Promise<Vendor & { email: string }> {
  const { cookie, userId, email } = await t.login("vendor");
  const [v] = await t.app.db
    .insert(vendorProfiles)
    .values({
      userId,
      vendorType: "wedding_cinematographer",
      status,
      companyName: `Studio ${email}`,
      slug: `studio-${userId}`,
      emailAddress: email,
    })
    .returning({ id: vendorProfiles.id });
  return { cookie, userId, vendorId: v.id, email };
}

const count = async (table: string, vendorId: string) => {
  const join = table === "leads" ? sql`leads l` : sql`${sql.raw(table)} x join leads l on l.id = x.lead_id`;
  const r = await t.app.db.execute(sql`select count(*)::int as n from ${join} where l.vendor_id = ${vendorId}`);
  return (r.rows[0] as { n: number }).n;
};

const form = () => ({
  name: "Sita Sharma",
  number: "9812345678",
  whatsappNumber: "9812345678",
  source: "Instagram",
  inquiryDate: "2025-11-20",
  preferredContactDays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  preferredContactTime: "10:30 AM",
  locations: [
    { locationType: "bride_side", ...place, area: "Baneshwor", googleMapsLink: "https://maps.google.com/?q=baneshwor" },
    { locationType: "event_venue", city: "Pokhara" },
  ],
  events: [
    { eventName: "Bride Mehendi", eventDate: "2026-01-10", startTime: "4:00 PM" },
    {
      eventName: "Wedding (Both Sides)",
      eventDate: "2026-01-15",
      startTime: "9:00 AM",
      numberOfPhotographer: 2,
      numberOfVideographer: 2,
      drone: true,
    },
    { eventName: "Reception (Groom Side)", eventDate: "2026-01-16" },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeVendor();
  other = await makeVendor();
  const r = await t.app.db.execute(sql`
    select m.id as municipality_id, d.id as district_id, d.province_id from municipalities m join districts d on d.id = m.district_id
    where m.name = 'Kathmandu' and d.name = 'Kathmandu'`);
  const row = r.rows[0] as { municipality_id: number; district_id: number; province_id: number };
  place = { provinceId: row.province_id, districtId: row.district_id, municipalityId: row.municipality_id };
});
afterAll(() => t.close());

describe("public client form", () => {
  it("names the vendor for the form header, and 404s unknown, malformed or unverified vendors", async () => {
    const res = await t.request({ url: `/api/client-form/${owner.vendorId}/vendor` });
    expect(res.statusCode).toBe(200);
    expect(res.json().companyName).toMatch(/^Studio /);
    // An account not in good standing (email never verified) has no working form.
    const unverified = await makeVendor("approved");
    await t.app.db.execute(sql`update users set email_verified = false where id = ${unverified.userId}`);
    for (const id of [unverified.vendorId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const r = await t.request({ url: `/api/client-form/${id}/vendor` });
      expect(r.statusCode).toBe(404);
      expect(r.json().error.message).toBe("Vendor not found. Please check the link and try again.");
      const post = await t.request({ method: "POST", url: `/api/client-form/${id}`, payload: form() });
      expect(post.statusCode).toBe(404);
    }
  });

  it("a pending vendor's client-form link accepts a lead (it is the vendor's own intake form)", async () => {
    const pending = await makeVendor("pending");
    const head = await t.request({ url: `/api/client-form/${pending.vendorId}/vendor` });
    expect(head.statusCode, head.body).toBe(200);
    const res = await t.request({ method: "POST", url: `/api/client-form/${pending.vendorId}`, payload: form() });
    expect(res.statusCode, res.body).toBe(201);
    expect(await count("leads", pending.vendorId)).toBe(1);
    const rejected = await makeVendor("pending");
    await t.app.db.execute(sql`update vendor_profiles set status = 'rejected' where id = ${rejected.vendorId}`);
    const r2 = await t.request({ method: "POST", url: `/api/client-form/${rejected.vendorId}`, payload: form() });
    expect(r2.statusCode, r2.body).toBe(201);
  });

  it("saves a lead with two locations and three events, with the spec's defaults", async () => {
    const res = await t.request({ method: "POST", url: `/api/client-form/${owner.vendorId}`, payload: form() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const detail = (await t.request({ url: `/api/vendor/leads/${id}`, cookie: owner.cookie })).json();
    expect(detail).toMatchObject({
      status: "inquiry",
      preferredContactDays: "Any day",
      inquiryDate: "2025-11-20",
      remainingAmount: 0,
    });
    expect(detail.locations).toHaveLength(2);
    expect(detail.locations[0]).toMatchObject({
      city: "Kathmandu",
      municipality: "Kathmandu",
      municipalityNe: "काठमाडौँ", // for Nepali readers
      district: "Kathmandu",
    });
    expect(detail.events.map((e: { eventName: string }) => e.eventName)).toEqual([
      "Bride Mehendi",
      "Wedding (Both Sides)",
      "Reception (Groom Side)",
    ]);
    expect(detail.events[1]).toMatchObject({ eventDate: "2026-01-15", numberOfPhotographer: 2, drone: true });
  });

  it("refuses missing required fields with the spec's message, and no location or event", async () => {
    const res = await t.request({
      method: "POST",
      url: `/api/client-form/${owner.vendorId}`,
      payload: { ...form(), name: " " },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Please fill in all required fields\./);
    for (const body of [
      { ...form(), locations: [] },
      { ...form(), events: [] },
    ]) {
      expect(
        (await t.request({ method: "POST", url: `/api/client-form/${owner.vendorId}`, payload: body })).statusCode,
      ).toBe(400);
    }
  });

  it("refuses a municipality outside the chosen district (400, not a 500)", async () => {
    const body = form();
    const locations = [{ ...body.locations[0], districtId: place.districtId + 1 }, body.locations[1]];
    const res0 = await t.request({
      method: "POST",
      url: `/api/client-form/${owner.vendorId}`,
      payload: { ...body, locations },
    });
    expect(res0.statusCode).toBe(400);
    body.locations[0] = { ...body.locations[0], municipalityId: 9999 } as (typeof body.locations)[0];
    const res = await t.request({ method: "POST", url: `/api/client-form/${owner.vendorId}`, payload: body });
    expect(res.statusCode).toBe(400);
  });

  it("saves nothing when the third event fails (one transaction)", async () => {
    const before = await Promise.all(["leads", "lead_locations", "lead_events"].map((tb) => count(tb, owner.vendorId)));
    const input = clientFormSchema.parse(form());
    // 40000 does not fit the smallint column: the database refuses the third event's row.
    input.events[2].numberOfPhotographer = 40000;
    await expect(createLead(t.app.db, owner.vendorId, input)).rejects.toThrow();
    const after = await Promise.all(["leads", "lead_locations", "lead_events"].map((tb) => count(tb, owner.vendorId)));
    expect(after).toEqual(before);
    // The same input without the bad value lands whole.
    input.events[2].numberOfPhotographer = 1;
    await createLead(t.app.db, owner.vendorId, input);
    expect(
      await Promise.all(["leads", "lead_locations", "lead_events"].map((tb) => count(tb, owner.vendorId))),
    ).toEqual([before[0] + 1, before[1] + 2, before[2] + 3]);
  });

  it("is rate-limited per IP", async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const { userId, email } = await limited.login("vendor");
      const [v] = await limited.app.db
        .insert(vendorProfiles)
        .values({
          userId,
          vendorType: "wedding_cinematographer",
          status: "approved",
          companyName: "Limited",
          slug: "limited",
          emailAddress: email,
        })
        .returning({ id: vendorProfiles.id });
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push(
          (await limited.request({ method: "POST", url: `/api/client-form/${v.id}`, payload: form() })).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("vendor leads", () => {
  let leadId: string;
  beforeAll(async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/leads",
      cookie: owner.cookie,
      payload: { ...form(), name: "Added By Vendor" },
    });
    expect(res.statusCode).toBe(201);
    leadId = res.json().id;
  });

  it("lists own leads with events and locations, by status, and counts them", async () => {
    const list = (await t.request({ url: "/api/vendor/leads?status=inquiry", cookie: owner.cookie })).json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({ id: leadId, name: "Added By Vendor" });
    expect(list[0].events).toHaveLength(3);
    expect(list[0].locations).toHaveLength(2);
    const counts = (await t.request({ url: "/api/vendor/leads/counts", cookie: owner.cookie })).json();
    expect(counts).toEqual({ inquiry: list.length, called: 0, quotation_sent: 0, won: 0, lost: 0 });
    expect((await t.request({ url: "/api/vendor/leads?status=won", cookie: owner.cookie })).json()).toEqual([]);
    expect((await t.request({ url: "/api/vendor/leads?status=bogus", cookie: owner.cookie })).statusCode).toBe(400);
  });

  it("moves the status, edits financials and package, and keeps every change in the history", async () => {
    const url = `/api/vendor/leads/${leadId}`;
    let res = await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: { status: "called" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("called");
    res = await t.request({
      method: "PATCH",
      url,
      cookie: owner.cookie,
      payload: { totalAmount: 100000, advanceAmount: 30000 },
    });
    expect(res.json()).toMatchObject({ totalAmount: 100000, advanceAmount: 30000, remainingAmount: 70000 });
    res = await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: { advanceAmount: 25000 } });
    expect(res.json().remainingAmount).toBe(75000);
    const pkg = {
      numberOfAlbums: 2,
      frames: 3,
      fullVideos: 1,
      cinematicHighlights: 1,
      instagramReels: 2,
      pendrive: 1,
      allEditedPictures: true,
      packagePrice: 200000,
    };
    res = await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: { package: pkg } });
    expect(res.json().package).toEqual(pkg);
    res = await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: { status: "won" } });
    const detail = res.json();
    expect(detail.status).toBe("won");
    expect(detail.history).toHaveLength(5);
    expect(detail.history[0]).toMatchObject({ fromStatus: "called", toStatus: "won" });
    expect(detail.history[3].changes).toEqual({
      totalAmount: { from: 0, to: 100000 },
      advanceAmount: { from: 0, to: 30000 },
    });
    expect(detail.history[4]).toMatchObject({ fromStatus: "inquiry", toStatus: "called" });
    expect(Date.parse(detail.history[0].createdAt)).toBeGreaterThan(0);
  });

  it("refuses a move the pipeline does not allow, and bad amounts", async () => {
    const url = `/api/vendor/leads/${leadId}`;
    const res = await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: { status: "lost" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("A lead cannot move from Won to Lost.");
    expect(
      (await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: { totalAmount: -5 } })).statusCode,
    ).toBe(400);
    expect((await t.request({ method: "PATCH", url, cookie: owner.cookie, payload: {} })).statusCode).toBe(400);
  });

  it("refuses an advance larger than the total, in one patch or against the stored amount", async () => {
    const url = `/api/vendor/leads/${leadId}`;
    const patch = (payload: object) => t.request({ method: "PATCH", url, cookie: owner.cookie, payload });
    const before = (await t.request({ url, cookie: owner.cookie })).json();
    expect(before).toMatchObject({ totalAmount: 100000, advanceAmount: 25000 });
    for (const payload of [
      { totalAmount: 5000, advanceAmount: 50000 }, // both in one patch
      { advanceAmount: 150000 }, // the stored total is 100000
      { totalAmount: 10000 }, // the stored advance is 25000
    ]) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain("Advance cannot be more than the total amount");
    }
    const after = (await t.request({ url, cookie: owner.cookie })).json();
    expect(after).toMatchObject({ totalAmount: 100000, advanceAmount: 25000, remainingAmount: 75000 });
    expect(after.history).toHaveLength(before.history.length);
    expect((await patch({ totalAmount: 25000 })).json().remainingAmount).toBe(0);
  });

  it("gives another vendor a 404 on every leads endpoint, and shows them none of it", async () => {
    const url = `/api/vendor/leads/${leadId}`;
    expect((await t.request({ url, cookie: other.cookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: "PATCH", url, cookie: other.cookie, payload: { status: "quotation_sent" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "PATCH", url, cookie: other.cookie, payload: { totalAmount: 1 } })).statusCode,
    ).toBe(404);
    expect((await t.request({ url: "/api/vendor/leads", cookie: other.cookie })).json()).toEqual([]);
    expect((await t.request({ url: "/api/vendor/leads?status=won", cookie: other.cookie })).json()).toEqual([]);
    const counts = (await t.request({ url: "/api/vendor/leads/counts", cookie: other.cookie })).json();
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    // The owner's lead is untouched.
    expect((await t.request({ url, cookie: owner.cookie })).json().status).toBe("won");
    // A malformed id is a 404 too.
    expect((await t.request({ url: "/api/vendor/leads/123", cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("refuses anonymous callers (401), customers (403) and vendors without a profile (404)", async () => {
    const url = `/api/vendor/leads/${leadId}`;
    const calls = [
      { url: "/api/vendor/leads" },
      { url: "/api/vendor/leads/counts" },
      { url },
      { method: "PATCH" as const, url, payload: { status: "called" } },
      { method: "POST" as const, url: "/api/vendor/leads", payload: form() },
    ];
    const customer = await t.login("customer");
    const bare = await t.login("vendor");
    for (const call of calls) {
      expect((await t.request(call)).statusCode).toBe(401);
      expect((await t.request({ ...call, cookie: customer.cookie })).statusCode).toBe(403);
      expect((await t.request({ ...call, cookie: bare.cookie })).statusCode).toBe(404);
    }
  });
});

describe("demo leads", () => {
  it("seeds richer leads through the service (places, events, moves with history), once", async () => {
    const demo = await makeVendor();
    await seedDemoLeads(t.app.db, demo.email);
    await seedDemoLeads(t.app.db, demo.email);
    const list = (await t.request({ url: "/api/vendor/leads", cookie: demo.cookie })).json();
    expect(list.map((l: { status: string }) => l.status).sort()).toEqual(["inquiry", "quotation_sent", "won"]);
    for (const lead of list) for (const loc of lead.locations) expect(loc.municipalityId).toBeGreaterThan(0);
    const won = list.find((l: { status: string }) => l.status === "won");
    expect(won).toMatchObject({ totalAmount: 60000, advanceAmount: 20000, remainingAmount: 40000 });
    const detail = (await t.request({ url: `/api/vendor/leads/${won.id}`, cookie: demo.cookie })).json();
    expect(detail.history).toHaveLength(4);
    expect(detail.package.packagePrice).toBe(60000);
  });
});
