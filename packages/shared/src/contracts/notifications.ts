import { z } from "zod";
import { notificationListSchema, notificationPreferencesSchema, unreadCountSchema } from "../notifications";
import { defineContract, okSchema } from "./define";

const tag = "notifications";
// Any string: a malformed id is simply "not found" (404), like another user's.
const idParams = z.object({ id: z.string().max(100) });

/** The signed-in vendor's (or admin's) notifications and email choices (docs/decisions/0017). */
export const notificationsContracts = {
  list: defineContract(
    {
      method: "GET",
      path: "/api/notifications",
      summary: "The caller's latest notifications, newest first, with the unread count",
      tag,
      responses: { 200: notificationListSchema },
    },
    () => ["notifications", "list"],
  ),
  unreadCount: defineContract(
    {
      method: "GET",
      path: "/api/notifications/unread-count",
      summary: "How many of the caller's notifications are unread (the header badge)",
      tag,
      responses: { 200: unreadCountSchema },
    },
    () => ["notifications", "unread-count"],
  ),
  markRead: defineContract({
    method: "POST",
    path: "/api/notifications/:id/read",
    summary: "Marks one of the caller's notifications read",
    tag,
    params: idParams,
    responses: { 200: okSchema },
  }),
  markAllRead: defineContract({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Marks all of the caller's notifications read",
    tag,
    responses: { 200: okSchema },
  }),
  preferences: defineContract(
    {
      method: "GET",
      path: "/api/notifications/preferences",
      summary: "Per kind the caller can receive: email on or off, at once or in the 08:00 digest",
      tag,
      responses: { 200: notificationPreferencesSchema },
    },
    () => ["notifications", "preferences"],
  ),
  savePreferences: defineContract({
    method: "PUT",
    path: "/api/notifications/preferences",
    summary: "Saves the caller's email choices (only kinds their role receives)",
    tag,
    body: notificationPreferencesSchema,
    responses: { 200: notificationPreferencesSchema },
  }),
};
