import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bs, leadOn } from "../../../test/calendar-fixtures";
import { approvedVendor, coupleWithProfile } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { kindsOf, outboxTo, setLocale } from "../notifications/test-scenario";
import { refreshFullDates } from "./full-dates";
import { lockVendorCalendar } from "./lock";

/**
 * The booked-date notices: a vendor hears of an inquiry for a date it has no room on and of a Won lead
 * filling a date (never of its own block); a couple who saved a vendor hears when that vendor becomes
 * booked on the couple's wedding date. Each in the bell and by email, as the preferences say.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof approvedVendor>>;

/** The vendor blocks a date itself (as its calendar's block does: lock, write, refresh). */
const block = (v: Vendor, day: string) =>
  t.app.db.transaction(async (tx) => {
    const capacity = await lockVendorCalendar(tx, v.vendorId);
    await tx.execute(sql`insert into vendor_date_blocks (vendor_id, day) values (${v.vendorId}, ${day}::date)`);
    await refreshFullDates(tx, v.vendorId, capacity);
  });
const unlock = (vendorId: string, cookie: string, payload: object) =>
  t.request({ method: "POST", url: `/api/vendors/${vendorId}/unlock`, cookie, payload });
const win = (v: Vendor, id: string) =>
  t.request({ method: "PATCH", url: `/api/vendor/leads/${id}`, cookie: v.cookie, payload: { status: "won" } });
const dataOf = async (userId: string, kind: string) =>
  (
    await t.app.db.execute<{ data: Record<string, unknown> }>(
      sql`select data from notifications where user_id = ${userId} and kind = ${kind} order by created_at`,
    )
  ).rows.map((r) => r.data);
const saveProfileDate = (cookie: string, name: string, phone: string, weddingDate: string) =>
  t.request({ method: "PUT", url: "/api/customer/profile", cookie, payload: { fullName: name, phone, weddingDate } });
const shortlist = (cookie: string, vendorId: string) =>
  t.request({ method: "PUT", url: `/api/customer/shortlist/${vendorId}`, cookie });

describe("a vendor hears of an inquiry for a date it has marked booked", () => {
  it("names the booked dates among those asked about; a free date tells nothing", async () => {
    const v = await approvedVendor(t, "Booked Inquiry Studio");
    await block(v, "2027-02-14");
    expect(await kindsOf(t, v.userId)).toEqual([]); // its own block tells it nothing
    const free = await coupleWithProfile(t, "9841000601", "Free Date Couple");
    await unlock(v.vendorId, free.cookie, { weddingDate: "2027-02-20" });
    expect(await kindsOf(t, v.userId)).toEqual(["contact_unlocked"]);

    const couple = await coupleWithProfile(t, "9841000602", "Hari Basnet");
    await unlock(v.vendorId, couple.cookie, {
      weddingDate: "2027-02-20",
      events: [{ event: "Bride Mehendi", date: "2027-02-14" }],
    });
    expect(await dataOf(v.userId, "inquiry_on_booked_date")).toEqual([
      { customerName: "Hari Basnet", eventDate: "2027-02-14", dates: ["2027-02-14"] },
    ]);
    await t.app.notifications.run();
    const mail = (await outboxTo(t, v.email)).filter((m) => m.subject.includes("marked as booked"));
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toMatch(/Booked: 2 Falgun 2083 \(14 Feb 2027\)/);

    // Asking again about the same dates tells nothing new; a newly asked booked date does.
    await unlock(v.vendorId, couple.cookie, {
      weddingDate: "2027-02-20",
      events: [{ event: "Bride Mehendi", date: "2027-02-14" }],
      guests: 100,
    });
    expect(await dataOf(v.userId, "inquiry_on_booked_date")).toHaveLength(1);
  });

  it("respects the vendor's preference: no email when it turned this kind off, still in the bell", async () => {
    const v = await approvedVendor(t, "Quiet Booked Studio");
    const prefs = await t.request({
      method: "PUT",
      url: "/api/notifications/preferences",
      cookie: v.cookie,
      payload: { preferences: [{ kind: "inquiry_on_booked_date", email: false, delivery: "instant" }] },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    await block(v, "2027-03-01");
    const couple = await coupleWithProfile(t, "9841000603", "Indra Magar");
    await unlock(v.vendorId, couple.cookie, { weddingDate: "2027-03-01" });
    await t.app.notifications.run();
    expect(await kindsOf(t, v.userId)).toContain("inquiry_on_booked_date");
    expect((await outboxTo(t, v.email)).filter((m) => m.subject.includes("marked as booked"))).toEqual([]);
  });
});

describe("a Won lead that fills a date", () => {
  it("tells the vendor (in its language) and the couples who saved it with that wedding date, nobody else", async () => {
    const v = await approvedVendor(t, "Filling Studio");
    const other = await approvedVendor(t, "Unrelated Studio");
    await setLocale(t, v.userId, "ne");
    const saver = await t.login("customer");
    expect((await saveProfileDate(saver.cookie, "Jamuna KC", "9841000611", "2027-02-14")).statusCode).toBe(200);
    await shortlist(saver.cookie, v.vendorId);
    const otherDate = await t.login("customer");
    await saveProfileDate(otherDate.cookie, "Kamala Pun", "9841000612", "2027-02-15");
    await shortlist(otherDate.cookie, v.vendorId);
    const notSaved = await t.login("customer");
    await saveProfileDate(notSaved.cookie, "Laxmi Oli", "9841000613", "2027-02-14");
    await shortlist(notSaved.cookie, other.vendorId);

    const id = await leadOn(t, v, "Maya Client", [bs("2027-02-14")]);
    const res = await win(v, id);
    expect(res.statusCode, res.body).toBe(200);

    expect(await dataOf(v.userId, "date_filled")).toEqual([{ eventDate: "2027-02-14", clientName: "Maya Client" }]);
    expect(await dataOf(saver.userId, "saved_vendor_booked")).toEqual([
      { vendorName: "Filling Studio", eventDate: "2027-02-14" },
    ]);
    expect(await kindsOf(t, otherDate.userId)).toEqual([]);
    expect(await kindsOf(t, notSaved.userId)).toEqual([]);
    expect(await kindsOf(t, other.userId)).toEqual([]);

    await t.app.notifications.run();
    const vendorMail = await outboxTo(t, v.email);
    expect(vendorMail.map((m) => m.subject)).toContain("Bihe: २ फागुन २०८३ (१४ फेब्रुअरी २०२७) अब पूरै बुक भयो");
    const coupleMail = await outboxTo(t, saver.email);
    expect(coupleMail).toHaveLength(1);
    expect(coupleMail[0].subject).toBe("Bihe: Filling Studio, on your list, is now booked on your wedding date");
    expect(coupleMail[0].body).toContain(`/vendor/${v.vendorId}`);

    // The couple sees it under its own bell, and can read and mark it.
    const list = (await t.request({ url: "/api/notifications", cookie: saver.cookie })).json();
    expect(list.items.map((i: { kind: string }) => i.kind)).toEqual(["saved_vendor_booked"]);
    expect(list.items[0].link).toBe(`/vendor/${v.vendorId}`);
    const read = await t.request({
      method: "POST",
      url: `/api/notifications/${list.items[0].id}/read`,
      cookie: saver.cookie,
    });
    expect(read.statusCode).toBe(200);
    // ... and never another's.
    const vendorItem = (await t.request({ url: "/api/notifications", cookie: v.cookie })).json().items[0];
    const foreign = await t.request({
      method: "POST",
      url: `/api/notifications/${vendorItem.id}/read`,
      cookie: saver.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("a date the vendor blocks tells the saving couple but not the vendor; a couple's preference is kept", async () => {
    const v = await approvedVendor(t, "Blocking Studio");
    const saver = await t.login("customer");
    await saveProfileDate(saver.cookie, "Nima Sherpa", "9841000621", "2027-04-10");
    await shortlist(saver.cookie, v.vendorId);
    const prefs = await t.request({
      method: "PUT",
      url: "/api/notifications/preferences",
      cookie: saver.cookie,
      payload: { preferences: [{ kind: "saved_vendor_booked", email: true, delivery: "digest" }] },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    // The couple's kinds, this one as chosen (the others at their default).
    expect(prefs.json().preferences).toContainEqual({ kind: "saved_vendor_booked", email: true, delivery: "digest" });
    // A couple cannot choose a vendor's kind.
    const wrong = await t.request({
      method: "PUT",
      url: "/api/notifications/preferences",
      cookie: saver.cookie,
      payload: { preferences: [{ kind: "lead_received", email: false, delivery: "instant" }] },
    });
    expect(wrong.statusCode).toBe(400);

    await block(v, "2027-04-10");
    expect(await kindsOf(t, v.userId)).toEqual([]);
    const rows = await t.app.db.execute<{ email_state: string }>(
      sql`select email_state from notifications where user_id = ${saver.userId} and kind = 'saved_vendor_booked'`,
    );
    expect(rows.rows).toEqual([{ email_state: "digest" }]);
  });

  it("a rolled-back write tells nobody", async () => {
    const v = await approvedVendor(t, "Rollback Studio");
    const saver = await t.login("customer");
    await saveProfileDate(saver.cookie, "Om Thapa", "9841000631", "2027-05-01");
    await shortlist(saver.cookie, v.vendorId);
    await expect(
      t.app.db.transaction(async (tx) => {
        const capacity = await lockVendorCalendar(tx, v.vendorId);
        await tx.execute(sql`insert into vendor_date_blocks (vendor_id, day) values (${v.vendorId}, '2027-05-01')`);
        await refreshFullDates(tx, v.vendorId, capacity);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await kindsOf(t, saver.userId)).toEqual([]);
  });
});
