import { z } from "zod";
import {
  blocksAnswerSchema,
  calendarBlockSchema,
  calendarRangeSchema,
  calendarSpanQuerySchema,
  calendarVendorQuerySchema,
  capacityAnswerSchema,
  capacitySchema,
  feedAnswerSchema,
  vendorCalendarSchema,
} from "../vendor-calendar";
import { defineContract, fileResponse } from "./define";

const tag = "calendar";

/**
 * A vendor's own calendar (docs/decisions/0034): the month it reads in one request, its capacity,
 * its blocked dates and its private iCalendar feed. The vendor's own (an admin names the vendor with
 * `vendorId`); the public sees only free / few left / booked elsewhere.
 */
export const calendarContracts = {
  read: defineContract(
    {
      method: "GET",
      path: "/api/vendor/calendar",
      summary:
        "The vendor's calendar for a BS month or a range of at most 366 days: every date's weddings, block, note and state, the capacity, the saait dates with their inquiries, the feed address",
      tag,
      query: calendarSpanQuerySchema,
      responses: { 200: vendorCalendarSchema },
    },
    ({ query }) => ["vendor", "calendar", query?.vendorId ?? null, query?.month ?? null, query?.from, query?.to],
  ),
  setCapacity: defineContract({
    method: "PUT",
    path: "/api/vendor/calendar/capacity",
    summary: "How many weddings the vendor takes on one date (1-50)",
    tag,
    query: calendarVendorQuerySchema,
    body: capacitySchema,
    responses: { 200: capacityAnswerSchema },
  }),
  block: defineContract({
    method: "POST",
    path: "/api/vendor/calendar/blocks",
    summary:
      "Mark a date or a range (at most 366 days) as booked, with an optional private note; blocking a blocked date keeps it blocked",
    tag,
    query: calendarVendorQuerySchema,
    body: calendarBlockSchema,
    responses: { 200: blocksAnswerSchema },
  }),
  unblock: defineContract({
    method: "DELETE",
    path: "/api/vendor/calendar/blocks",
    summary: "Free a blocked date or range (at most 366 days); dates that were not blocked stay as they are",
    tag,
    query: calendarRangeSchema.extend(calendarVendorQuerySchema.shape),
    responses: { 200: blocksAnswerSchema },
  }),
  regenerateFeed: defineContract({
    method: "POST",
    path: "/api/vendor/calendar/feed",
    summary: "Make a new private feed address (the old one stops working)",
    tag,
    query: calendarVendorQuerySchema,
    responses: { 200: feedAnswerSchema },
  }),
  removeFeed: defineContract({
    method: "DELETE",
    path: "/api/vendor/calendar/feed",
    summary: "Stop the private feed (its address stops working)",
    tag,
    query: calendarVendorQuerySchema,
    responses: { 200: feedAnswerSchema },
  }),
  feed: defineContract({
    method: "GET",
    path: "/api/calendar/:file",
    summary: "The private iCalendar feed (<token>.ics): the Won leads' events and the blocked dates",
    tag,
    params: z.object({ file: z.string().max(100) }),
    responses: { 200: fileResponse("text/calendar", "iCalendar (RFC 5545) feed") },
  }),
};
