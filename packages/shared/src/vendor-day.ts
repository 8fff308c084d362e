import { z } from "zod";

/**
 * The vendor's day (docs/architecture.md, "The vendor's day"): what needs the vendor's action, list by list,
 * each with its first few items and how many there are in all (counted up to DAY_COUNT_CAP).
 */
export const DAY_LIST_MAX = 5;
export const DAY_COUNT_CAP = 99;
/** 'This week': today and the six days after it, Nepal time. */
export const DAY_WEEK_DAYS = 7;

const list = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const vendorDaySchema = z.object({
  /** Today's AD date in Nepal, which the lists are counted from. */
  today: z.string(),
  /** Conversations whose last message is the client's and the vendor has not read. */
  messages: list(z.object({ leadId: z.string(), clientName: z.string(), at: z.string() })),
  /** Quotations sent and not answered, still valid. */
  quotations: list(
    z.object({
      quotationId: z.string(),
      leadId: z.string(),
      clientName: z.string(),
      version: z.number().int(),
      total: z.number().int(),
      validUntil: z.string().nullable(),
    }),
  ),
  /** Installments of confirmed bookings with money left, due this week or overdue. */
  installments: list(
    z.object({
      bookingId: z.string(),
      leadId: z.string(),
      clientName: z.string(),
      label: z.string(),
      left: z.number().int(),
      dueDate: z.string().nullable(),
      overdue: z.boolean(),
    }),
  ),
  /** Events of Won leads this week. */
  events: list(
    z.object({
      leadId: z.string(),
      clientName: z.string(),
      eventName: z.string(),
      eventDate: z.string(),
      startTime: z.string().nullable(),
    }),
  ),
  /** Published reviews without the vendor's reply. */
  reviews: list(
    z.object({ reviewId: z.string(), reviewerName: z.string(), rating: z.number().int(), createdAt: z.string() }),
  ),
});
export type VendorDay = z.infer<typeof vendorDaySchema>;
