import { z } from "zod";

/**
 * What Bihe tells people (docs/decisions/0017). Admin kinds go to every admin; vendor kinds to the
 * vendor's own account; couple kinds to the couple's account. Each kind can be emailed at once, in the 08:00 Nepal-time digest, or not.
 */
export const ADMIN_NOTIFICATION_KINDS = ["application_submitted", "change_request_submitted"] as const;
export const VENDOR_NOTIFICATION_KINDS = [
  "application_received",
  "vendor_approved",
  "vendor_rejected",
  "changes_requested",
  "contact_unlocked",
  "lead_received",
  "review_received",
  "photo_removed",
  /** A couple asks about a date the vendor has no room left on (blocked or full): worth a quick answer. */
  "inquiry_on_booked_date",
  /** A Won lead took the last place of a date. */
  "date_filled",
  /** The lead's client accepted a quotation: a booking is made. */
  "quotation_accepted",
  /** The lead's client declined a quotation (with its reason, if any). */
  "quotation_declined",
  /** An installment of a booking is past its due date with money left. */
  "installment_overdue",
  /** The lead's client wrote in the lead's conversation (once per burst: see conversations/thread-events.ts). */
  "message_received",
] as const;
/** A couple's: a vendor it saved became booked on its wedding date. */
export const CUSTOMER_NOTIFICATION_KINDS = [
  "saved_vendor_booked",
  /** The couple accepted a quotation: its booking is confirmed. */
  "booking_confirmed",
  /** The vendor cancelled the couple's booking. */
  "booking_cancelled",
  /** An installment of the couple's booking falls due within a few days. */
  "installment_due_soon",
  /** A vendor wrote (or sent a quotation) in the couple's conversation with it. */
  "message_received_customer",
  /** A vendor replied to the couple's review of it. */
  "review_replied",
  /** A booking's last event is over: the couple is asked to review the vendor (once per booking). */
  "review_invitation",
] as const;
export const NOTIFICATION_KINDS = [
  ...ADMIN_NOTIFICATION_KINDS,
  ...VENDOR_NOTIFICATION_KINDS,
  ...CUSTOMER_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a role can receive (and so choose for). */
export function notificationKindsFor(role: string): readonly NotificationKind[] {
  if (role === "admin") return ADMIN_NOTIFICATION_KINDS;
  if (role === "vendor") return VENDOR_NOTIFICATION_KINDS;
  if (role === "customer") return CUSTOMER_NOTIFICATION_KINDS;
  return [];
}

export const NOTIFICATION_DELIVERIES = ["instant", "digest"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * New applications reach an admin batched: one bell item and at most one email for every so many minutes,
 * however many vendors apply (a queue of 50 sent 50 emails).
 */
export const APPLICATION_BATCH_MINUTES = 60;

/** The daily digest leaves at this Nepal time (UTC+5:45). */
export const DIGEST_HOUR_NPT = 8;

/**
 * What the texts of a notification may use; every field optional (a kind uses some). Kept small
 * and free of contact details: it is shown in a list and sent by email.
 */
export const notificationDataSchema = z.object({
  vendorName: z.string().optional(),
  vendorType: z.string().optional(),
  reason: z.string().optional(),
  customerName: z.string().optional(),
  clientName: z.string().optional(),
  reviewerName: z.string().optional(),
  rating: z.number().optional(),
  /** For received / approved / rejected: the first application or a change to a live profile. */
  subject: z.enum(["application", "change"]).optional(),
  resubmitted: z.boolean().optional(),
  /** Applications batched into one notification (an admin's; one per BATCH_MINUTES): how many, the latest named. */
  count: z.number().int().optional(),
  /** An inquiry: the couple's wedding date (AD, YYYY-MM-DD) and city, from their profile. */
  eventDate: z.string().optional(),
  city: z.string().optional(),
  /** An inquiry: the number of guests the couple expects. */
  guests: z.number().int().optional(),
  /** A client-form lead or an inquiry: its events and their dates (AD, YYYY-MM-DD, or null), in the form's order. */
  events: z.array(z.object({ name: z.string(), date: z.string().nullable() })).optional(),
  /** A booked-date notice: the dates concerned (AD, YYYY-MM-DD), at most NOTIFIED_EVENTS_MAX. */
  dates: z.array(z.string()).optional(),
  /** A review: its first lines (at most REVIEW_EXCERPT_CHARS characters). */
  excerpt: z.string().optional(),
  /** A booking's installment: its label and the amount left on it (whole rupees). */
  installment: z.string().optional(),
  amount: z.number().int().optional(),
});
/** How much of a review its notification quotes. */
export const REVIEW_EXCERPT_CHARS = 160;
/** The most events a lead's notification lists. */
export const NOTIFIED_EVENTS_MAX = 10;

/** The first lines of a text, cut at a word and marked with '…' when longer than `max`. */
export function excerptOf(text: string, max = REVIEW_EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationDataSchema,
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const NOTIFICATION_PAGE = 50;

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * The workspace's badges in one small request: unread notifications, and conversations with a message
 * the caller has not read (the navigation's Messages entry).
 */
export const unreadCountSchema = z.object({ count: z.number().int(), messages: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountSchema>;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email: z.boolean(),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const NOTIFICATION_KIND_NOT_YOURS = "You do not receive this kind of notification.";
export const NOTIFICATION_NOT_FOUND = "Notification not found";
