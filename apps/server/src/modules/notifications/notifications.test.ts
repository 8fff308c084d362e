import { APPLICATION_BATCH_MINUTES } from "@bihe/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedVendor, completeApplication, kathmandu } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { emailOutbox, notificationDigestRuns, notifications } from "../../db/schema";
import { REVIEW_BURST } from "../reviews/service";
import {
  driveCoupleEvents,
  driveVendorLife,
  kindsOf,
  outboxTo,
  type Person,
  setLocale,
  VENDOR_LIFE_ADMIN_KINDS,
  VENDOR_LIFE_VENDOR_KINDS,
} from "./test-scenario";

let t: TestApp;
let admin: Person;
let adminNe: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  adminNe = await t.login("admin");
  await setLocale(t, adminNe.userId, "ne");
});
afterAll(() => t.close());

const list = async (cookie: string) => (await t.request({ url: "/api/notifications", cookie })).json();
const count = async (cookie: string) =>
  (await t.request({ url: "/api/notifications/unread-count", cookie })).json().count as number;
const savePrefs = (cookie: string, preferences: object[]) =>
  t.request({ method: "PUT", url: "/api/notifications/preferences", cookie, payload: { preferences } });
const lead = (vendorId: string, name: string) =>
  t.request({
    method: "POST",
    url: `/api/client-form/${vendorId}`,
    payload: {
      name,
      number: "9800000002",
      inquiryDate: "2026-11-22",
      locations: [{ locationType: "bride_side" }],
      events: [{ eventName: "Engagement" }],
    },
  });
/** Sets when the vendor's waiting notifications happened (the digest reads created_at). */
const happenedAt = (userId: string, at: string) =>
  t.app.db
    .update(notifications)
    .set({ createdAt: new Date(at) })
    .where(and(eq(notifications.userId, userId), eq(notifications.emailState, "digest")));

describe("notifications through the dev outbox", () => {
  it("every kind of the vendor's life reaches the vendor and every admin, in the list and by email, in their language", async () => {
    const vendor = await t.login("vendor");
    await setLocale(t, vendor.userId, "ne");
    await driveVendorLife(t, admin, vendor, "Notified Studio");
    await t.app.notifications.run();

    expect(await kindsOf(t, vendor.userId)).toEqual(VENDOR_LIFE_VENDOR_KINDS);
    expect(await kindsOf(t, admin.userId)).toEqual(VENDOR_LIFE_ADMIN_KINDS);
    expect(await kindsOf(t, adminNe.userId)).toEqual(VENDOR_LIFE_ADMIN_KINDS);

    // One email per notification, kept in the local outbox (what /dev/mailbox shows).
    const vendorMail = await outboxTo(t, vendor.email);
    expect(vendorMail.map((m) => m.status)).toEqual(VENDOR_LIFE_VENDOR_KINDS.map(() => "local"));
    // Nepali for the vendor, with the reason and an absolute link to the screen.
    // Each submission is confirmed: what was received and what happens next.
    expect(vendorMail[0].subject).toBe("Bihe: तपाईंको आवेदन हामीले पायौँ");
    expect(vendorMail[0].body).toContain("एडमिनले यसको जाँच गर्नुहुन्छ");
    expect(vendorMail[2].subject).toBe("Bihe: तपाईंको आवेदन हामीले फेरि पायौँ");
    expect(vendorMail[4].subject).toBe("Bihe: तपाईंका परिवर्तन हामीले पायौँ");
    expect(vendorMail[1].subject).toBe("Bihe: तपाईंको आवेदन स्वीकृत भएन");
    expect(vendorMail[1].body).toContain("कारण: Photos too small");
    expect(vendorMail[1].body).toContain("http://localhost:3000/vendor-form-status");
    expect(vendorMail[5].body).toContain("कारण: Prices missing");
    expect(vendorMail[7].subject).toContain("परिवर्तनहरू स्वीकृत भए");
    expect(vendorMail[8].subject).toBe("Bihe: तपाईंको क्लाइन्ट फारमबाट Sita Sharma को नयाँ लिड आयो");
    expect(vendorMail[8].body).toContain("http://localhost:3000/photographer-leads/queue");
    // The lead's events and dates, in Nepali, without opening the app.
    expect(vendorMail[8].body).toContain("कार्यक्रमहरू:");
    for (const m of vendorMail) expect(m.body).toContain("http://localhost:3000/notification-settings");

    // New applications reach an admin at most once an hour: the resubmission waits for the hour's batch.
    expect((await outboxTo(t, admin.email)).map((m) => m.subject)).toEqual([
      "Bihe: New application from Notified Studio",
      "Bihe: Notified Studio asked to change their live profile",
      "Bihe: Notified Studio asked to change their live profile",
    ]);
    await t.app.notifications.run(new Date(Date.now() + (APPLICATION_BATCH_MINUTES + 1) * 60_000));
    const adminMail = await outboxTo(t, admin.email);
    expect(adminMail.map((m) => m.subject)).toEqual([
      "Bihe: New application from Notified Studio",
      "Bihe: Notified Studio asked to change their live profile",
      "Bihe: Notified Studio asked to change their live profile",
      "Bihe: Notified Studio sent their application again",
    ]);
    expect(adminMail[0].body).toContain("http://localhost:3000/admin/photographers");
    // A change request opens its own diff.
    expect(adminMail[1].body).toMatch(/http:\/\/localhost:3000\/admin\/change-requests\/[0-9a-f-]{36}\n/);
    const neMail = await outboxTo(t, adminNe.email);
    expect(neMail[0].subject).toBe("Bihe: Notified Studio को नयाँ आवेदन आयो");

    // Delivered once: a second run writes nothing more.
    const before = (await t.app.db.select().from(emailOutbox)).length;
    await t.app.notifications.run();
    expect((await t.app.db.select().from(emailOutbox)).length).toBe(before);
  });

  it("a lead the vendor types in, a pending resubmission and a status set to what it was tell nobody", async () => {
    const v = await approvedVendor(t, "Quiet Studio");
    // Read: a new application starts a new bell item rather than joining a waiting batch.
    await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: admin.cookie });
    const before = await kindsOf(t, admin.userId);
    const own = await t.request({
      method: "POST",
      url: "/api/vendor/leads",
      cookie: v.cookie,
      payload: {
        name: "Walk-in",
        number: "9800000003",
        inquiryDate: "2026-11-22",
        locations: [{ locationType: "bride_side" }],
        events: [{ eventName: "Engagement" }],
      },
    });
    expect(own.statusCode).toBe(201);
    const same = await t.request({
      method: "POST",
      url: `/api/admin/vendors/${v.vendorId}/status`,
      cookie: admin.cookie,
      payload: { status: "approved" },
    });
    expect(same.statusCode).toBe(200);
    expect(await kindsOf(t, v.userId)).toEqual([]);
    expect(await kindsOf(t, admin.userId)).toEqual(before);

    // A pending vendor saving the application again is already in the admins' queue.
    const pending = await t.login("vendor");
    const application = completeApplication(await kathmandu(t), "Pending Twice Studio");
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/vendor/application",
        payload: application,
        cookie: pending.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await kindsOf(t, admin.userId)).toEqual([...before, "application_submitted"]);
  });

  it("a banquet hall's form tells the admins when new and when it returns to the queue, not while it waits", async () => {
    const hall = await t.login("vendor", { vendorType: "banquet_hall" });
    await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: admin.cookie });
    const before = (await kindsOf(t, admin.userId)).length;
    const body = {
      name: "Shangri-La Hall",
      email: "hall@test.bihe",
      phone: "014000000",
      city: "Kathmandu",
      capacity: 300,
      pricePerPlate: 1200,
      address: "Baneshwor",
      description: "A hall",
      amenities: ["WiFi"],
      businessAddress: { ...(await kathmandu(t)), ward: 4, areaName: "Baneshwor", latitude: 27.69, longitude: 85.34 },
      contactDetails: {
        contactPersons: [
          { name: "Hari", mobile: "9801234567", whatsapp: "", sameAsMobile: true, secondaryContact: "" },
        ],
      },
    };
    const save = () =>
      t.request({ method: "POST", url: "/api/vendor/banquet-form", cookie: hall.cookie, payload: body });
    const first = await save();
    expect(first.statusCode, first.body).toBeLessThan(300);
    await save();
    expect((await kindsOf(t, admin.userId)).length).toBe(before + 1);
    await t.request({
      method: "POST",
      url: `/api/admin/vendors/${first.json().vendorId}/status`,
      cookie: admin.cookie,
      payload: { status: "approved" },
    });
    // Approved, the hall's save waits as a change request: the admins hear of that request.
    await save();
    const items = (await t.request({ url: "/api/notifications", cookie: admin.cookie })).json().items;
    expect(items.slice(0, 2).map((n: { data: object }) => n.data)).toEqual([
      { vendorName: "Shangri-La Hall", vendorType: "banquet_hall" },
      { vendorName: "Shangri-La Hall", vendorType: "banquet_hall", resubmitted: false },
    ]);
    expect(items[0].link).toMatch(/^\/admin\/change-requests\//);
    expect(items[1].link).toBe("/admin/banquets");
  });

  it("new applications reach an admin batched: one bell item and one email an hour, however many apply", async () => {
    const fresh = await t.login("admin");
    const apply = async (name: string) => {
      const vendor = await t.login("vendor");
      const res = await t.request({
        method: "POST",
        url: "/api/vendor/application",
        payload: completeApplication(await kathmandu(t), name),
        cookie: vendor.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.notifications.run();
    };
    await apply("Batch One Studio");
    for (const name of ["Batch Two Studio", "Batch Three Studio", "Batch Four Studio"]) await apply(name);
    const bell = (await t.request({ url: "/api/notifications", cookie: fresh.cookie })).json();
    const batches = bell.items.filter((n: { kind: string }) => n.kind === "application_submitted");
    expect(batches.map((n: { data: object }) => n.data)).toEqual([
      { count: 3, vendorName: "Batch Four Studio", vendorType: "wedding_cinematographer" },
      { vendorName: "Batch One Studio", vendorType: "wedding_cinematographer", resubmitted: false },
    ]);
    expect((await outboxTo(t, fresh.email)).map((m) => m.subject)).toEqual([
      "Bihe: New application from Batch One Studio",
    ]);
    // An hour later the batch leaves as one email naming the count and the latest.
    await t.app.notifications.run(new Date(Date.now() + (APPLICATION_BATCH_MINUTES + 1) * 60_000));
    const mail = await outboxTo(t, fresh.email);
    expect(mail.map((m) => m.subject)).toEqual([
      "Bihe: New application from Batch One Studio",
      "Bihe: 3 new applications, the latest from Batch Four Studio",
    ]);
    expect(mail[1].body).toContain("http://localhost:3000/admin/photographers");
    // Read, the next application starts a new batch.
    await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: fresh.cookie });
    await apply("Batch Five Studio");
    const after = (await t.request({ url: "/api/notifications", cookie: fresh.cookie })).json();
    expect(after.items[0]).toMatchObject({
      kind: "application_submitted",
      read: false,
      data: { vendorName: "Batch Five Studio" },
    });
  });

  it("a kind turned off sends no email (the list still shows it); turned on again, it emails", async () => {
    const v = await approvedVendor(t, "Muted Studio");
    const saved = await savePrefs(v.cookie, [{ kind: "lead_received", email: false, delivery: "instant" }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toContainEqual({ kind: "lead_received", email: false, delivery: "instant" });
    expect(saved.json().preferences).toContainEqual({ kind: "review_received", email: true, delivery: "instant" });

    expect((await lead(v.vendorId, "Muted Client")).statusCode).toBe(201);
    await t.app.notifications.run();
    expect(await outboxTo(t, v.email)).toEqual([]);
    expect((await list(v.cookie)).items.map((n: { kind: string }) => n.kind)).toEqual(["lead_received"]);

    await savePrefs(v.cookie, [{ kind: "lead_received", email: true, delivery: "instant" }]);
    await lead(v.vendorId, "Heard Client");
    await t.app.notifications.run();
    const mail = await outboxTo(t, v.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain("Heard Client");
  });

  it("preferences are per role: a vendor cannot choose admin kinds, an admin cannot choose vendor kinds", async () => {
    const v = await t.login("vendor");
    const asVendor = await savePrefs(v.cookie, [{ kind: "application_submitted", email: false, delivery: "instant" }]);
    expect(asVendor.statusCode).toBe(400);
    expect(asVendor.json().error.message).toBe("You do not receive this kind of notification.");
    const asAdmin = await savePrefs(admin.cookie, [{ kind: "lead_received", email: false, delivery: "instant" }]);
    expect(asAdmin.statusCode).toBe(400);
    const unknown = await savePrefs(v.cookie, [{ kind: "everything", email: false, delivery: "instant" }]);
    expect(unknown.statusCode).toBe(400);
    const badDelivery = await savePrefs(v.cookie, [{ kind: "lead_received", email: true, delivery: "hourly" }]);
    expect(badDelivery.statusCode).toBe(400);
    const adminPrefs = (await t.request({ url: "/api/notifications/preferences", cookie: admin.cookie })).json();
    expect(adminPrefs.preferences.map((p: { kind: string }) => p.kind)).toEqual([
      "application_submitted",
      "change_request_submitted",
    ]);
  });
});

describe("a couple's unlock and review", () => {
  it("tell the vendor once each (a repeated unlock and an edited review tell nobody), by email in the vendor's language", async () => {
    const v = await approvedVendor(t, "Couple Studio");
    await setLocale(t, v.userId, "ne");
    await driveCoupleEvents(t, v.vendorId, "9841000101", "Anita Gurung");
    await t.app.notifications.run();
    expect(await kindsOf(t, v.userId)).toEqual(["contact_unlocked", "review_received"]);
    const mail = await outboxTo(t, v.email);
    expect(mail.map((m) => m.subject)).toEqual([
      "Bihe: Anita Gurung ले तपाईंको सम्पर्क विवरण हेर्नुभयो",
      "Bihe: Anita Gurung ले ५ तारे समीक्षा दिनुभयो",
    ]);
    expect(mail[0].body).toContain("http://localhost:3000/vendor-inquiries");
    expect(mail[1].body).toContain("http://localhost:3000/vendor-reviews");
  });

  it("the emails say what happened: an inquiry's events, wedding date, guests and place, a review's rating and first lines", async () => {
    const v = await approvedVendor(t, "Detail Studio");
    const couple = await t.login("customer");
    const profile = await t.request({
      method: "PUT",
      url: "/api/customer/profile",
      cookie: couple.cookie,
      payload: { fullName: "Rita Thapa", phone: "9841000303", weddingDate: "2026-12-05", city: "Pokhara" },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const unlock = await t.request({
      method: "POST",
      url: `/api/vendors/${v.vendorId}/unlock`,
      cookie: couple.cookie,
      payload: {
        events: [{ event: "Bride Mehendi", date: "2026-12-04" }, { event: "Reception (Bride Side)" }],
        guests: 350,
      },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const words = `${"Wonderful team, calm and kind on the day. ".repeat(6)}The album came on time.`;
    await t.request({
      method: "POST",
      url: `/api/vendors/${v.vendorId}/reviews`,
      cookie: couple.cookie,
      payload: { name: "Rita Thapa", rating: 4, text: words },
    });
    await t.app.notifications.run();
    const [inquiry, review] = await outboxTo(t, v.email);
    // The events and guests the couple gave; the BS date with the AD date beside it.
    expect(inquiry.body).toMatch(
      /Events:\n- Bride Mehendi: \d{1,2} [A-Z][a-z]+ 2083 \(4 Dec 2026\)\n- Reception \(Bride Side\): date not given/,
    );
    expect(inquiry.body).toMatch(/Wedding date: \d{1,2} [A-Z][a-z]+ 2083 \(5 Dec 2026\)/);
    expect(inquiry.body).toContain("Guests: 350");
    expect(inquiry.body).toContain("Place: Pokhara");
    expect(review.body).toContain("Rating: 4 of 5");
    expect(review.body).toContain('"Wonderful team, calm and kind on the day.');
    expect(review.body).toContain('…"');
    expect(review.body).not.toContain("The album came on time.");
  });

  it("a review held in a burst tells the vendor only when an admin publishes it", async () => {
    const v = await approvedVendor(t, "Burst Studio");
    const review = async (i: number) => {
      const couple = await t.login("customer");
      return t.request({
        method: "POST",
        url: `/api/vendors/${v.vendorId}/reviews`,
        cookie: couple.cookie,
        payload: { name: `Guest ${i}`, rating: 3 },
      });
    };
    for (let i = 0; i < REVIEW_BURST.max; i++) expect((await review(i)).statusCode).toBe(201);
    const held = await review(99);
    expect(held.json()).toMatchObject({ held: true });
    expect((await kindsOf(t, v.userId)).length).toBe(REVIEW_BURST.max);
    const publish = await t.request({
      method: "POST",
      url: `/api/admin/reviews/${held.json().id}/moderate`,
      cookie: admin.cookie,
      payload: { action: "restore" },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const list = (await t.request({ url: "/api/notifications", cookie: v.cookie })).json();
    expect(list.items[0]).toMatchObject({ kind: "review_received", data: { reviewerName: "Guest 99", rating: 3 } });
    expect(list.unreadCount).toBe(REVIEW_BURST.max + 1);
  });
});

describe("the daily digest at 08:00 Nepal time", () => {
  it("waits until 08:00 NPT, then sends one email with everything from before, once", async () => {
    const v = await approvedVendor(t, "Digest Studio");
    await setLocale(t, v.userId, "ne");
    await savePrefs(v.cookie, [{ kind: "lead_received", email: true, delivery: "digest" }]);
    await lead(v.vendorId, "Early Client");
    await lead(v.vendorId, "Late Client");
    // Both came in the night of 24 November, Nepal time (01:45 and 07:44 NPT).
    await happenedAt(v.userId, "2026-11-23T20:00:00Z");
    await t.app.db
      .update(notifications)
      .set({ createdAt: new Date("2026-11-24T01:59:00Z") })
      .where(and(eq(notifications.userId, v.userId), sql`data->>'clientName' = 'Late Client'`));

    // 07:59:59 NPT is 02:14:59 UTC: nothing yet, not even the 'instant' pass takes them.
    await t.app.notifications.run(new Date("2026-11-24T02:14:59Z"));
    expect(await outboxTo(t, v.email)).toEqual([]);

    // 08:00 NPT: one digest in Nepali, oldest first, both links.
    await t.app.notifications.run(new Date("2026-11-24T02:15:00Z"));
    const mail = await outboxTo(t, v.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe("Bihe: तपाईंको दैनिक सारांश (२)");
    expect(mail[0].body.indexOf("Early Client")).toBeLessThan(mail[0].body.indexOf("Late Client"));
    expect(mail[0].body).toContain("http://localhost:3000/photographer-leads/queue");

    // An event from before 08:00 whose transaction committed after the digest left (created_at is
    // the transaction's start) waits for tomorrow: one digest per person and day, never two.
    await t.app.db.insert(notifications).values({
      userId: v.userId,
      kind: "lead_received",
      data: { clientName: "Slow Commit Client" },
      link: "/photographer-leads/queue",
      emailState: "digest",
      createdAt: new Date("2026-11-24T02:10:00Z"),
    });
    await t.app.notifications.run(new Date("2026-11-24T03:00:00Z"));
    expect(await outboxTo(t, v.email)).toHaveLength(1);
    await t.app.notifications.run(new Date("2026-11-25T02:15:00Z"));
    const next = await outboxTo(t, v.email);
    expect(next).toHaveLength(2);
    expect(next[1].body).toContain("Slow Commit Client");

    // Later that day and the next morning: nothing more (nothing new).
    await t.app.notifications.run(new Date("2026-11-25T09:00:00Z"));
    await t.app.notifications.run(new Date("2026-11-26T02:15:00Z"));
    expect(await outboxTo(t, v.email)).toHaveLength(2);

    // A lead after 08:00 waits for the next morning's digest.
    await lead(v.vendorId, "Afternoon Client");
    await happenedAt(v.userId, "2026-11-26T06:00:00Z");
    await t.app.notifications.run(new Date("2026-11-26T12:00:00Z"));
    expect(await outboxTo(t, v.email)).toHaveLength(2);
    await t.app.notifications.run(new Date("2026-11-27T02:15:00Z"));
    const after = await outboxTo(t, v.email);
    expect(after).toHaveLength(3);
    expect(after[2].body).toContain("Afternoon Client");
    expect(after[2].subject).toBe("Bihe: तपाईंको दैनिक सारांश (१)");
  });

  it("parallel workers (separate connections on PostgreSQL) send each digest exactly once", async () => {
    const vendors = [];
    for (let i = 0; i < 6; i++) {
      const v = await approvedVendor(t, `Parallel Studio ${i}`);
      await savePrefs(v.cookie, [{ kind: "lead_received", email: true, delivery: "digest" }]);
      await lead(v.vendorId, `Client ${i}a`);
      await lead(v.vendorId, `Client ${i}b`);
      await happenedAt(v.userId, "2026-12-01T12:00:00Z");
      vendors.push(v);
    }
    const { workers, close } = await parallelWorkers(t, 4);
    try {
      const at = new Date("2026-12-02T02:15:30Z");
      // Every worker runs the same minute, twice, at once.
      await Promise.all([...workers, ...workers].map((w) => w.run(at)));
      for (const v of vendors) {
        const mail = await outboxTo(t, v.email);
        expect(mail, v.email).toHaveLength(1);
        expect(mail[0].body).toContain("Client");
      }
      const runs = await t.app.db
        .select()
        .from(notificationDigestRuns)
        .where(eq(notificationDigestRuns.day, "2026-12-02"));
      expect(runs.length).toBeGreaterThanOrEqual(vendors.length);
    } finally {
      await close();
    }
  });
});

describe("the in-app list", () => {
  it("lists newest first with one unread count; mark one read, mark all read", async () => {
    const v = await approvedVendor(t, "Reader Studio");
    for (const name of ["One", "Two", "Three"]) await lead(v.vendorId, name);
    const first = await list(v.cookie);
    expect(first.unreadCount).toBe(3);
    expect(first.items.map((n: { data: { clientName: string } }) => n.data.clientName)).toEqual([
      "Three",
      "Two",
      "One",
    ]);
    expect(first.items[0]).toMatchObject({ kind: "lead_received", read: false, link: "/photographer-leads/queue" });
    expect(await count(v.cookie)).toBe(3);

    const read = await t.request({
      method: "POST",
      url: `/api/notifications/${first.items[1].id}/read`,
      cookie: v.cookie,
    });
    expect(read.statusCode).toBe(200);
    expect(await count(v.cookie)).toBe(2);
    // Marking it again changes nothing (and keeps the first read time).
    expect(
      (await t.request({ method: "POST", url: `/api/notifications/${first.items[1].id}/read`, cookie: v.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await list(v.cookie)).items.map((n: { read: boolean }) => n.read)).toEqual([false, true, false]);

    expect((await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: v.cookie })).statusCode).toBe(
      200,
    );
    expect(await count(v.cookie)).toBe(0);
    expect((await list(v.cookie)).unreadCount).toBe(0);
  });

  it("a vendor never reads or marks another vendor's notifications", async () => {
    const a = await approvedVendor(t, "Owner Studio");
    const b = await approvedVendor(t, "Other Studio");
    await lead(a.vendorId, "Private Client");
    const [mine] = (await list(a.cookie)).items;
    const other = await list(b.cookie);
    expect(JSON.stringify(other)).not.toContain("Private Client");
    expect(other.unreadCount).toBe(0);
    const steal = await t.request({ method: "POST", url: `/api/notifications/${mine.id}/read`, cookie: b.cookie });
    expect(steal.statusCode).toBe(404);
    await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: b.cookie });
    expect(await count(a.cookie)).toBe(1);
    const junk = await t.request({ method: "POST", url: "/api/notifications/not-a-uuid/read", cookie: a.cookie });
    expect(junk.statusCode).toBe(404);
  });
});

/** Extra deliverers as other server processes would run them: on PostgreSQL each with its own pool. */
async function parallelWorkers(t: TestApp, n: number) {
  const { NotificationDeliverer } = await import("./deliver");
  const { Mailer } = await import("../../mail/outbox");
  const { openDatabase } = await import("../../db/client");
  const url = (t.app.db as unknown as { $client: { options?: { connectionString?: string } } }).$client.options
    ?.connectionString;
  const opened: Awaited<ReturnType<typeof openDatabase>>[] = [];
  const workers = [];
  for (let i = 0; i < n; i++) {
    const database = t.app.database.kind === "postgres" && url ? await openDatabase({ databaseUrl: url }) : null;
    if (database) opened.push(database);
    const db = database?.db ?? t.app.db;
    workers.push(new NotificationDeliverer(db, new Mailer(db, { from: "test" }), { baseUrl: "http://localhost:3000" }));
  }
  if (t.app.database.kind === "postgres") expect(opened).toHaveLength(n);
  return { workers, close: async () => Promise.all(opened.map((d) => d.close())) };
}
