import type { NotificationKind } from "@bihe/shared";
import { and, eq } from "drizzle-orm";
import { completeApplication, coupleWithProfile, kathmandu } from "../../../test/fixtures";
import type { TestApp } from "../../../test/harness";
import { emailOutbox, notifications, users, vendorChangeRequests } from "../../db/schema";

/** Shared by the dev-outbox and the SMTP tests: real requests that make every kind of event. */

export type Person = { cookie: string; userId: string; email: string };

export async function setLocale(t: TestApp, userId: string, locale: "en" | "ne") {
  await t.app.db.update(users).set({ locale }).where(eq(users.id, userId));
}

export const kindsOf = async (t: TestApp, userId: string) =>
  (
    await t.app.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)
  ).map((n) => n.kind as NotificationKind);

export const outboxTo = (t: TestApp, email: string) =>
  t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);

const ok = (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
};

/**
 * A vendor's life through the admin's hands: applies, is rejected with a reason, applies again,
 * is approved, sends a change that is sent back with a reason, sends another that is approved,
 * then a client fills in the vendor's client form. Every step goes through the API.
 */
export async function driveVendorLife(t: TestApp, admin: Person, vendor: Person, name: string) {
  const place = await kathmandu(t);
  const submit = async (description: string) => {
    const application = completeApplication(place, name);
    application.businessProfile.description = description;
    const res = await t.request({
      method: "POST",
      url: "/api/vendor/application",
      payload: application,
      cookie: vendor.cookie,
    });
    ok(res, "submit");
    // Delivered before the next step, as the ticker would: an admin's first application email has left when
    // the second arrives (which then waits for the hour's batch), whatever the timing of the test machine.
    await t.app.notifications.run();
    return res.json() as { vendorId: string; changeRequestId: string | null };
  };
  const status = async (vendorId: string, body: object) =>
    ok(
      await t.request({
        method: "POST",
        url: `/api/admin/vendors/${vendorId}/status`,
        payload: body,
        cookie: admin.cookie,
      }),
      "status",
    );
  const { vendorId } = await submit("First try.");
  await status(vendorId, { status: "rejected", reason: "Photos too small" });
  await submit("Second try with bigger photos.");
  await status(vendorId, { status: "approved" });
  const first = await submit("A change the admin sends back.");
  ok(
    await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${first.changeRequestId}/reject`,
      payload: { reason: "Prices missing" },
      cookie: admin.cookie,
    }),
    "reject change",
  );
  const second = await submit("A change the admin accepts.");
  ok(
    await t.request({
      method: "POST",
      url: `/api/admin/change-requests/${second.changeRequestId}/approve`,
      cookie: admin.cookie,
    }),
    "approve change",
  );
  ok(
    await t.request({
      method: "POST",
      url: `/api/client-form/${vendorId}`,
      payload: {
        name: "Sita Sharma",
        number: "9800000002",
        inquiryDate: "2026-11-22",
        locations: [{ locationType: "bride_side" }],
        events: [{ eventName: "Engagement" }],
      },
    }),
    "client form",
  );
  const pending = await t.app.db
    .select()
    .from(vendorChangeRequests)
    .where(and(eq(vendorChangeRequests.vendorId, vendorId), eq(vendorChangeRequests.status, "pending")));
  if (pending.length) throw new Error("a change request was left pending");
  return { vendorId };
}

/** What the vendor and each admin receive from driveVendorLife, in order. */
export const VENDOR_LIFE_VENDOR_KINDS: NotificationKind[] = [
  "application_received",
  "vendor_rejected",
  "application_received",
  "vendor_approved",
  "application_received",
  "changes_requested",
  "application_received",
  "vendor_approved",
  "lead_received",
];
export const VENDOR_LIFE_ADMIN_KINDS: NotificationKind[] = [
  "application_submitted",
  "application_submitted",
  "change_request_submitted",
  "change_request_submitted",
];

/**
 * A signed-in couple unlocks the vendor's contacts (twice: the second is the same unlock and tells
 * nobody) and reviews the vendor (then edits the review: an edit tells nobody).
 */
export async function driveCoupleEvents(t: TestApp, vendorId: string, phone: string, coupleName: string) {
  const couple = await coupleWithProfile(t, phone, coupleName);
  for (let i = 0; i < 2; i++) {
    ok(
      await t.request({ method: "POST", url: `/api/vendors/${vendorId}/unlock`, cookie: couple.cookie, payload: {} }),
      "unlock",
    );
  }
  for (const rating of [5, 4]) {
    ok(
      await t.request({
        method: "POST",
        url: `/api/vendors/${vendorId}/reviews`,
        cookie: couple.cookie,
        payload: { name: coupleName, rating, text: "Lovely photos." },
      }),
      "review",
    );
  }
  return couple;
}
