import type { NotificationData, NotificationKind } from "@bihe/shared";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { notificationPreferences, notifications, users, vendorProfiles } from "../../db/schema";

/**
 * Counts notify() calls in this process: a hint for the deliverer that a write request may have
 * something to email, so requests that notified nobody cost nothing (see NotificationDeliverer.kick).
 */
export const notifyHint = { count: 0 };

/** Who an event is for: one vendor's account, one user's account (a couple's), or every admin. */
export type NotificationTarget = { vendorId: string } | { userId: string } | { toAdmins: true };

export type NotificationEvent = NotificationTarget & {
  kind: NotificationKind;
  data?: NotificationData;
  /** The web screen it concerns; defaults per kind (see defaultLink). */
  link?: string;
};

/** The screen each kind opens, for the in-app list and the email's link. */
export function defaultLink(kind: NotificationKind, data: NotificationData = {}): string {
  switch (kind) {
    case "change_request_submitted":
      return "/admin/change-requests";
    case "application_submitted":
      return data.vendorType === "banquet_hall"
        ? "/admin/banquets"
        : data.vendorType === "decorator"
          ? "/admin/decorators"
          : "/admin/photographers";
    case "application_received":
    case "vendor_approved":
    case "vendor_rejected":
    case "changes_requested":
      return "/vendor-form-status";
    case "contact_unlocked":
      return "/vendor-inquiries";
    case "lead_received":
      return "/photographer-leads/queue";
    case "review_received":
      return "/vendor-reviews";
    case "photo_removed":
      return "/vendor-form-status";
    case "inquiry_on_booked_date":
      return "/vendor-inquiries";
    case "date_filled":
      return "/photographer-leads/won";
    case "saved_vendor_booked":
      return "/shortlist";
    case "quotation_accepted":
    case "quotation_declined":
    case "installment_overdue":
      return "/vendor-bookings";
    case "booking_confirmed":
    case "booking_cancelled":
    case "installment_due_soon":
      return "/customer-dashboard?tab=bookings";
    case "message_received":
      return "/vendor-messages";
    case "message_received_customer":
      return "/customer-dashboard?tab=messages";
    case "review_replied":
      return "/customer-dashboard?tab=reviews";
    case "review_invitation":
      return "/review";
  }
}

/**
 * The hook every event source calls INSIDE its own transaction (docs/decisions/0017): writes one
 * in-app notification per recipient, with what its email still needs ('instant', 'digest' or
 * 'none', from the recipient's preferences). The email itself is rendered and put in the outbox by
 * the deliverer (deliver.ts) a moment later, so a rolled-back event never sends anything and
 * an event that commits always does. Returns how many recipients were notified.
 */
export async function notify(tx: DbOrTx, event: NotificationEvent): Promise<number> {
  const recipients =
    "vendorId" in event
      ? await tx.select({ id: vendorProfiles.userId }).from(vendorProfiles).where(eq(vendorProfiles.id, event.vendorId))
      : "userId" in event
        ? await tx.select({ id: users.id }).from(users).where(eq(users.id, event.userId))
        : await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  if (!recipients.length) return 0;
  const ids = recipients.map((r) => r.id);
  const prefs = await tx
    .select({
      userId: notificationPreferences.userId,
      email: notificationPreferences.email,
      delivery: notificationPreferences.delivery,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, ids), eq(notificationPreferences.kind, event.kind)));
  const prefOf = new Map(prefs.map((p) => [p.userId, p]));
  const data = event.data ?? {};
  const link = event.link ?? defaultLink(event.kind, data);
  // New applications are batched per admin: one that joins a waiting batch adds to it instead of a new row.
  const batched = event.kind === "application_submitted" ? await joinBatches(tx, ids, data, link) : new Set<string>();
  const fresh = ids.filter((id) => !batched.has(id));
  if (fresh.length)
    await tx.insert(notifications).values(
      fresh.map((userId) => {
        const pref = prefOf.get(userId);
        const emailState = !pref ? "instant" : !pref.email ? "none" : pref.delivery;
        return { userId, kind: event.kind, data, link, emailState };
      }),
    );
  notifyHint.count++;
  return ids.length;
}

/**
 * An application joins each admin's waiting batch: that admin's latest unread 'application_submitted' row whose
 * email has not left yet (the deliverer holds it while the previous batch went out less than
 * APPLICATION_BATCH_MINUTES ago). The row counts the applications and names the latest; it moves to now, so the
 * bell shows it on top. Returns the admins whose batch took it.
 */
async function joinBatches(tx: DbOrTx, adminIds: string[], data: NotificationData, link: string): Promise<Set<string>> {
  const waiting = await tx
    .select({ id: notifications.id, userId: notifications.userId, data: notifications.data, link: notifications.link })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, adminIds),
        eq(notifications.kind, "application_submitted"),
        isNull(notifications.readAt),
        inArray(notifications.emailState, ["instant", "digest", "none"]),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .for("update");
  const joined = new Set<string>();
  for (const row of waiting) {
    if (joined.has(row.userId)) continue;
    joined.add(row.userId);
    const before = (row.data ?? {}) as NotificationData;
    const merged: NotificationData = {
      count: (before.count ?? 1) + 1,
      vendorName: data.vendorName,
      ...(before.vendorType === data.vendorType ? { vendorType: data.vendorType } : {}),
    };
    // Applications of several types open the admin's dashboard, one type its list.
    const sameLink = row.link === link;
    await tx
      .update(notifications)
      .set({ data: merged, link: sameLink ? link : "/admin-dashboard", createdAt: new Date() })
      .where(eq(notifications.id, row.id));
  }
  return joined;
}

/**
 * An admin's status decision, told to the vendor: approved, or rejected with the reason. A move
 * back to pending, or to the same status, tells nobody.
 */
export async function notifyStatusChange(
  tx: DbOrTx,
  vendorId: string,
  before: string,
  after: string,
  { reason, subject = "application" }: { reason?: string | null; subject?: "application" | "change" } = {},
): Promise<void> {
  if (before === after) return;
  const data: NotificationData = { subject, ...(reason ? { reason } : {}) };
  if (after === "approved") await notify(tx, { kind: "vendor_approved", vendorId, data });
  else if (after === "rejected") await notify(tx, { kind: "vendor_rejected", vendorId, data });
}
