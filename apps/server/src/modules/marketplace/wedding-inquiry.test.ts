import {
  INQUIRY_EVENT_MESSAGE,
  INQUIRY_GUESTS_MESSAGE,
  INQUIRY_MESSAGE_MESSAGE,
  MARKETPLACE_LEAD_SOURCE,
} from "@bihe/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

/**
 * A couple's inquiry carries its wedding (docs/decisions/0034) and becomes a lead in the vendor's
 * pipeline in the same transaction: one inquiry and one lead per couple and vendor, also when
 * the same unlock arrives twice at once (runs on PostgreSQL too, where the requests really overlap).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unlock = (vendorId: string, cookie: string, payload: object = {}) =>
  t.request({ method: "POST", url: `/api/vendors/${vendorId}/unlock`, cookie, payload });

const wedding = {
  weddingDate: "2027-02-14",
  events: [
    { event: "Bride Mehendi", date: "2027-02-12" },
    { event: "Wedding (Both Sides)", date: null },
    { event: "Reception (Groom Side)", date: "2027-02-15" },
  ],
  guests: 350,
  budget: 450000,
  message: "  Is 2 Falgun free? We would like a drone too.  ",
};

async function leadsOf(vendorId: string) {
  const { rows } = await t.app.db.execute<{
    id: string;
    name: string;
    number: string;
    source: string;
    status: string;
    inquiry_id: string;
    customer_id: string;
  }>(sql`select id, name, number, source, status, inquiry_id, customer_id from leads where vendor_id = ${vendorId}`);
  return rows;
}
async function eventsOf(leadId: string) {
  const { rows } = await t.app.db.execute<{ event_name: string; event_date: string | null }>(
    sql`select event_name, to_char(event_date, 'YYYY-MM-DD') as event_date from lead_events where lead_id = ${leadId} order by sort_order`,
  );
  return rows;
}
const inquiriesOf = async (vendorId: string) =>
  (await t.app.db.execute<{ id: string }>(sql`select id from customer_inquiries where vendor_id = ${vendorId}`)).rows;

describe("an inquiry that carries the wedding", () => {
  it("is stored with the inquiry, shown to the vendor, and becomes a lead with the couple and its events", async () => {
    const v = await approvedVendor(t, "Wedding Lead Studio");
    const couple = await coupleWithProfile(t, "9841000501", "Asha Karki");
    const res = await unlock(v.vendorId, couple.cookie, wedding);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wedding).toEqual({ ...wedding, message: "Is 2 Falgun free? We would like a drone too." });

    const inbox = (await t.request({ url: "/api/vendor/inquiries", cookie: v.cookie })).json();
    expect(inbox.inquiries[0]).toMatchObject({
      customerName: "Asha Karki",
      weddingDate: "2027-02-14",
      events: wedding.events,
      guests: 350,
      budget: 450000,
      message: "Is 2 Falgun free? We would like a drone too.",
    });

    const [lead] = await leadsOf(v.vendorId);
    expect(lead).toMatchObject({
      name: "Asha Karki",
      number: "9841000501",
      source: MARKETPLACE_LEAD_SOURCE,
      status: "inquiry",
      inquiry_id: inbox.inquiries[0].id,
      customer_id: couple.userId,
    });
    // An event without its own date is on the wedding date.
    expect(await eventsOf(lead.id)).toEqual([
      { event_name: "Bride Mehendi", event_date: "2027-02-12" },
      { event_name: "Wedding (Both Sides)", event_date: "2027-02-14" },
      { event_name: "Reception (Groom Side)", event_date: "2027-02-15" },
    ]);
    // The lead's detail carries the couple's email and the wedding's details from the inquiry.
    const detail = await t.request({ url: `/api/vendor/leads/${lead.id}`, cookie: v.cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().inquiry).toMatchObject({ email: couple.email, guests: 350, budget: 450000 });
    // It is in the pipeline like every other lead: it can be called.
    const called = await t.request({
      method: "PATCH",
      url: `/api/vendor/leads/${lead.id}`,
      cookie: v.cookie,
      payload: { status: "called" },
    });
    expect(called.statusCode, called.body).toBe(200);
  });

  it("without details is still a lead: the wedding on no date yet (an older client's empty body works)", async () => {
    const v = await approvedVendor(t, "Bare Lead Studio");
    const couple = await coupleWithProfile(t, "9841000502", "Bina Rai");
    const res = await unlock(v.vendorId, couple.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wedding).toEqual({ weddingDate: null, events: [], guests: null, budget: null, message: null });
    const [lead] = await leadsOf(v.vendorId);
    expect(await eventsOf(lead.id)).toEqual([{ event_name: "Wedding (Both Sides)", event_date: null }]);
  });

  it("is made for halls and decorators too: their pipeline is the same", async () => {
    const v = await approvedVendor(t, "Lead Hall");
    await t.app.db.execute(sql`update vendor_profiles set vendor_type = 'banquet_hall' where id = ${v.vendorId}`);
    const couple = await coupleWithProfile(t, "9841000503", "Chandra Shah");
    expect((await unlock(v.vendorId, couple.cookie, { weddingDate: "2027-03-01", guests: 600 })).statusCode).toBe(200);
    const rows = await leadsOf(v.vendorId);
    expect(rows).toHaveLength(1);
    expect(await eventsOf(rows[0].id)).toEqual([{ event_name: "Wedding (Both Sides)", event_date: "2027-03-01" }]);
    const pipeline = (await t.request({ url: "/api/vendor/leads", cookie: v.cookie })).json();
    expect(JSON.stringify(pipeline)).toContain("Chandra Shah");
  });

  it("refuses bad details with a 400 that says which, and makes nothing", async () => {
    const v = await approvedVendor(t, "Strict Lead Studio");
    const couple = await coupleWithProfile(t, "9841000504");
    const cases: [object, string][] = [
      [{ weddingDate: "2027-02-30" }, "Please choose a valid date"],
      [{ weddingDate: "1800-01-01" }, "Please choose a valid date"],
      [{ events: [{ event: "Rave", date: null }] }, INQUIRY_EVENT_MESSAGE],
      [{ events: [{ event: "Engagement", date: "tomorrow" }] }, "Please choose a valid date"],
      [{ events: Array.from({ length: 11 }, () => ({ event: "Engagement" })) }, "at most 10"],
      [{ guests: 0 }, INQUIRY_GUESTS_MESSAGE],
      [{ guests: 12.5 }, INQUIRY_GUESTS_MESSAGE],
      [{ budget: -1 }, "budget"],
      [{ message: "m".repeat(1001) }, INQUIRY_MESSAGE_MESSAGE],
      [{ message: "m".repeat(100_000) }, INQUIRY_MESSAGE_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const res = await unlock(v.vendorId, couple.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await inquiriesOf(v.vendorId)).toHaveLength(0);
    expect(await leadsOf(v.vendorId)).toHaveLength(0);
  });

  it("a double click or two parallel unlocks make one inquiry and one lead", async () => {
    const v = await approvedVendor(t, "Race Lead Studio");
    const couple = await coupleWithProfile(t, "9841000505", "Dipa Lama");
    const answers = await Promise.all(Array.from({ length: 4 }, () => unlock(v.vendorId, couple.cookie, wedding)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().promoCode)).size).toBe(1);
    expect(answers.filter((a) => !a.json().reused)).toHaveLength(1);
    expect(await inquiriesOf(v.vendorId)).toHaveLength(1);
    const rows = await leadsOf(v.vendorId);
    expect(rows).toHaveLength(1);
    expect(await eventsOf(rows[0].id)).toHaveLength(3);
  });

  it("a lead that fails rolls the inquiry back: all or nothing", async () => {
    const v = await approvedVendor(t, "Atomic Lead Studio");
    const couple = await coupleWithProfile(t, "9841000506");
    // A lead_events constraint that refuses every row makes the lead fail inside the unlock's transaction.
    await t.app.db.execute(
      sql`alter table lead_events add constraint atomic_probe check (event_name <> 'Matkor') not valid`,
    );
    try {
      const res = await unlock(v.vendorId, couple.cookie, { events: [{ event: "Matkor", date: null }] });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`alter table lead_events drop constraint atomic_probe`);
    }
    expect(await inquiriesOf(v.vendorId)).toHaveLength(0);
    expect(await leadsOf(v.vendorId)).toHaveLength(0);
    const unlocks = await t.app.db.execute(sql`select 1 from contact_unlocks where vendor_id = ${v.vendorId}`);
    expect(unlocks.rows).toHaveLength(0);
  });

  it("contacting the vendor again updates the wedding; the lead's events follow while it is an Inquiry", async () => {
    const v = await approvedVendor(t, "Update Lead Studio");
    const couple = await coupleWithProfile(t, "9841000507", "Esha Joshi");
    await unlock(v.vendorId, couple.cookie, wedding);
    const [lead] = await leadsOf(v.vendorId);

    // An empty form changes nothing it said before.
    const same = await unlock(v.vendorId, couple.cookie, {});
    expect(same.json()).toMatchObject({ reused: true, wedding: { weddingDate: "2027-02-14", guests: 350 } });

    const moved = { weddingDate: "2027-03-05", events: [{ event: "Wedding (Bride Side)", date: null }], guests: 200 };
    const again = await unlock(v.vendorId, couple.cookie, moved);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      reused: true,
      wedding: { ...moved, events: [{ event: "Wedding (Bride Side)", date: null }], budget: null },
    });
    expect(await eventsOf(lead.id)).toEqual([{ event_name: "Wedding (Bride Side)", event_date: "2027-03-05" }]);
    expect(await inquiriesOf(v.vendorId)).toHaveLength(1);

    // Once the vendor has worked the lead, its events are the vendor's record; the inquiry still changes.
    await t.request({
      method: "PATCH",
      url: `/api/vendor/leads/${lead.id}`,
      cookie: v.cookie,
      payload: { status: "called" },
    });
    await unlock(v.vendorId, couple.cookie, { weddingDate: "2027-04-20" });
    expect(await eventsOf(lead.id)).toEqual([{ event_name: "Wedding (Bride Side)", event_date: "2027-03-05" }]);
    const inbox = (await t.request({ url: "/api/vendor/inquiries", cookie: v.cookie })).json();
    expect(inbox.inquiries[0].weddingDate).toBe("2027-04-20");
    // The couple's own view of the unlock says the same.
    const mine = (await t.request({ url: `/api/customer/unlocks/${v.vendorId}`, cookie: couple.cookie })).json();
    expect(mine.unlock.wedding.weddingDate).toBe("2027-04-20");
  });

  it("another vendor never sees the lead", async () => {
    const a = await approvedVendor(t, "Owner Lead Studio");
    const b = await approvedVendor(t, "Other Lead Studio");
    const couple = await coupleWithProfile(t, "9841000508", "Gita Tamang");
    await unlock(a.vendorId, couple.cookie, wedding);
    const [lead] = await leadsOf(a.vendorId);
    expect((await t.request({ url: `/api/vendor/leads/${lead.id}`, cookie: b.cookie })).statusCode).toBe(404);
    const bLeads = await t.request({ url: "/api/vendor/leads", cookie: b.cookie });
    expect(bLeads.body).not.toContain("Gita Tamang");
  });
});
