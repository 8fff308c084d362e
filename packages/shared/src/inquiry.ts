/**
 * The wedding a couple's inquiry carries (docs/decisions/0034): all optional, the date encouraged.
 * Stored on customer_inquiries; the lead made from it in the vendor's pipeline gets its events.
 */
import { z } from "zod";
import { isAdInBsRange } from "./calendar";
import { type EVENT_CATALOGUE, WEDDING_BOTH_SIDES } from "./catalogue";

export const INQUIRY_GUESTS_MAX = 100_000;
export const INQUIRY_BUDGET_MAX = 1_000_000_000;
export const INQUIRY_MESSAGE_MAX = 1000;
export const INQUIRY_EVENTS_MAX = 10;
/** Where a lead made from a marketplace inquiry says it came from. */
export const MARKETPLACE_LEAD_SOURCE = "Bihe marketplace";

/**
 * The catalogue's events a couple picks from when it contacts any vendor (a photographer, a hall or a
 * decorator): the wedding's own days, not a studio's packages (pre-shoots) or other celebrations.
 * Catalogue names, so the lead's events read as every other lead's (and have their Nepali names).
 */
export const INQUIRY_EVENTS = [
  "Wedding (Both Sides)",
  "Wedding (Bride Side)",
  "Wedding (Groom Side)",
  "Engagement",
  "Reception (Bride Side)",
  "Reception (Groom Side)",
  "Bride Mehendi",
  "Bride Haldi",
  "Groom Haldi",
  "Bride Kasar",
  "Groom Kasar",
  "Matkor",
  "Chaturthi Puja",
] as const satisfies readonly (typeof EVENT_CATALOGUE)[number]["name"][];
export type InquiryEvent = (typeof INQUIRY_EVENTS)[number];

export const INQUIRY_DATE_MESSAGE = "Please choose a valid date";
export const INQUIRY_EVENT_MESSAGE = "Please choose an event from the list";
export const INQUIRY_EVENTS_MESSAGE = `Choose at most ${INQUIRY_EVENTS_MAX} events`;
export const INQUIRY_GUESTS_MESSAGE = `Guests must be a whole number from 1 to ${INQUIRY_GUESTS_MAX.toLocaleString("en")}`;
export const INQUIRY_BUDGET_MESSAGE = "Please enter a budget in rupees";
export const INQUIRY_MESSAGE_MESSAGE = `A message can be at most ${INQUIRY_MESSAGE_MAX} characters`;

/** An optional AD date the BS calendar covers; blank means none. */
const optionalDate = z
  .string({ error: INQUIRY_DATE_MESSAGE })
  .max(10, { error: INQUIRY_DATE_MESSAGE, abort: true })
  .refine((v) => !v || isAdInBsRange(v), INQUIRY_DATE_MESSAGE)
  .nullish()
  .transform((v) => v || null);

const optionalInt = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .refine((v) => Number.isInteger(v) && v >= min && v <= max, message)
    .nullish()
    .transform((v) => v ?? null);

export const inquiryEventSchema = z.object({
  event: z.enum(INQUIRY_EVENTS, { error: INQUIRY_EVENT_MESSAGE }),
  date: optionalDate,
});

/** POST /api/vendors/:id/unlock: what the couple tells the vendor about its wedding. */
export const inquiryWeddingSchema = z.object({
  weddingDate: optionalDate,
  events: z.array(inquiryEventSchema).max(INQUIRY_EVENTS_MAX, INQUIRY_EVENTS_MESSAGE).optional().default([]),
  guests: optionalInt(1, INQUIRY_GUESTS_MAX, INQUIRY_GUESTS_MESSAGE),
  budget: optionalInt(0, INQUIRY_BUDGET_MAX, INQUIRY_BUDGET_MESSAGE),
  message: z
    .string({ error: INQUIRY_MESSAGE_MESSAGE })
    .max(INQUIRY_MESSAGE_MAX * 4, { error: INQUIRY_MESSAGE_MESSAGE, abort: true })
    .transform((v) => v.trim())
    .refine((v) => v.length <= INQUIRY_MESSAGE_MAX, INQUIRY_MESSAGE_MESSAGE)
    .nullish()
    .transform((v) => v || null),
});
export type InquiryWeddingInput = z.input<typeof inquiryWeddingSchema>;
export type InquiryWedding = z.output<typeof inquiryWeddingSchema>;

/** The wedding as the vendor reads it (Inquiries, the lead) and the couple sees it again. */
export const inquiryWeddingDtoSchema = z.object({
  weddingDate: z.string().nullable(),
  events: z.array(z.object({ event: z.string(), date: z.string().nullable() })),
  guests: z.number().int().nullable(),
  budget: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type InquiryWeddingDto = z.output<typeof inquiryWeddingDtoSchema>;

/**
 * The dates the inquiry asks about: the wedding date and every event's date, each once, in order
 * (what a vendor's booked dates are checked against).
 */
export function inquiryDates(w: { weddingDate: string | null; events: readonly { date: string | null }[] }): string[] {
  const dates = [w.weddingDate, ...w.events.map((e) => e.date)].filter((d): d is string => !!d);
  return [...new Set(dates)].sort();
}

/**
 * The events of the lead made from an inquiry: each chosen event on its own date (or the wedding
 * date); with none chosen, the wedding itself ('Wedding (Both Sides)') on the wedding date, so a lead
 * always has an event, as a lead typed in the form does, and a Won one books the date.
 */
export function leadEventsOfInquiry(
  w: Pick<InquiryWedding, "weddingDate" | "events">,
): { eventName: string; eventDate: string | null }[] {
  if (!w.events.length) return [{ eventName: WEDDING_BOTH_SIDES, eventDate: w.weddingDate }];
  return w.events.map((e) => ({ eventName: e.event, eventDate: e.date ?? w.weddingDate }));
}

/** True when the couple told anything about the wedding (an empty form changes nothing it said before). */
export function hasWeddingDetails(w: InquiryWedding): boolean {
  return w.weddingDate != null || w.events.length > 0 || w.guests != null || w.budget != null || w.message != null;
}
