/** Leads pipeline rules (spec 001 sections 2.12-2.17, 3 'Lead', 4 'Lead status', 5 'Client form', 9). */
import { z } from "zod";
import { isAdInBsRange } from "./calendar";
import { WEDDING_BOTH_SIDES } from "./catalogue";
import { LEAD_LOCATION_TYPES, VALLEY_CITIES } from "./locations";
import { boundedText } from "./text-rules";
import { formatTime12, parseTime12 } from "./time";
import { LEAD_STATUSES, type LeadStatus, VENDOR_TYPES } from "./vendor-types";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  inquiry: "Inquiry",
  called: "Called",
  quotation_sent: "Quotation Sent",
  won: "Won",
  lost: "Lost",
};

/** The leads sidebar pages: status -> path segment under /photographer-leads. */
export const LEAD_STATUS_PAGES: Record<LeadStatus, string> = {
  inquiry: "queue",
  called: "called",
  quotation_sent: "quotation-sent",
  won: "won",
  lost: "loss",
};

/** Location types a lead may have (spec 001 section 9). */
export type LeadLocationType = (typeof LEAD_LOCATION_TYPES)[number];

export const WEEK_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const ANY_DAY = "Any day";

/** Selected contact days as stored text: all seven collapse to 'Any day'; order follows the week. */
export function collapseContactDays(days: readonly string[]): string {
  const chosen = WEEK_DAYS.filter((d) => days.includes(d));
  if (chosen.length === WEEK_DAYS.length || days.includes(ANY_DAY)) return ANY_DAY;
  return chosen.join(", ");
}

/** The stored text back to the list of days ('Any day' -> all seven). */
export function expandContactDays(text: string | null | undefined): string[] {
  if (!text) return [];
  if (text.trim() === ANY_DAY) return [...WEEK_DAYS];
  const parts = text.split(",").map((s) => s.trim());
  return WEEK_DAYS.filter((d) => parts.includes(d));
}

export type ValleyLabel = "Inside Valley" | "Outside Valley" | "Mixed";

const norm = (s: string) => s.trim().toLowerCase();

/** True when a city (or a municipality name such as 'Lalitpur Metropolitan City') is a valley city. */
export function isValleyCity(city: string | null | undefined): boolean {
  if (!city) return false;
  const first = norm(city).split(/\s+/)[0] ?? "";
  return VALLEY_CITIES.some((v) => norm(v) === norm(city) || norm(v) === first);
}

/**
 * Inside Valley when every location with a city is in the valley, Outside Valley when none
 * is, Mixed otherwise; null when no location names a city.
 */
export function valleyClassification(locations: readonly { city?: string | null }[]): ValleyLabel | null {
  const cities = locations.map((l) => l.city?.trim()).filter((c): c is string => !!c);
  if (cities.length === 0) return null;
  const inside = cities.filter(isValleyCity).length;
  if (inside === cities.length) return "Inside Valley";
  if (inside === 0) return "Outside Valley";
  return "Mixed";
}

/** A municipality's name without its type suffix: 'Lalitpur Metropolitan City' -> 'Lalitpur'. */
export function cityFromMunicipality(name: string | null | undefined): string | null {
  if (!name) return null;
  return (
    // (?<!\s): the suffix's spaces are matched from their first one only, so a long run of
    // spaces is scanned once, not once per space.
    name.replace(/(?<!\s)\s+(Metropolitan City|Sub-Metropolitan City|Rural Municipality|Municipality)$/i, "").trim() ||
    null
  );
}

/** If a lead has a Wedding (Both Sides) event, its other events are hidden. */
export function visibleEvents<T extends { eventName: string }>(events: readonly T[]): T[] {
  const both = events.filter((e) => e.eventName === WEDDING_BOTH_SIDES);
  return both.length > 0 ? both : [...events];
}

export const ADVANCE_OVER_TOTAL_MESSAGE = "Advance cannot be more than the total amount";

/** An advance larger than the total is a typing mistake (Rs. 50,000 advance on a Rs. 5,000 total). */
export function isAdvanceOverTotal(total: number | null | undefined, advance: number | null | undefined): boolean {
  return total != null && advance != null && advance > total;
}

/** Remaining = total - advance, never negative. */
export function remainingAmount(total: number | null | undefined, advance: number | null | undefined): number {
  return Math.max((total ?? 0) - (advance ?? 0), 0);
}

export type SortDir = "asc" | "desc";
export type SortState<K extends string = string> = { key: K; dir: SortDir } | null;

/** A click on a column header: ascending -> descending -> none; another column starts ascending. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (!current || current.key !== key) return { key, dir: "asc" };
  if (current.dir === "asc") return { key, dir: "desc" };
  return null;
}

/**
 * Status moves: forward along inquiry -> called -> quotation_sent, to won or lost from any open
 * stage, and back to any earlier open stage (a won or lost lead can be reopened). Won and lost
 * do not switch directly.
 */
const PIPELINE: LeadStatus[] = ["inquiry", "called", "quotation_sent"];
export function allowedStatusMoves(from: LeadStatus): LeadStatus[] {
  if (from === "won" || from === "lost") return [...PIPELINE];
  const i = PIPELINE.indexOf(from);
  return [...PIPELINE.filter((_, j) => j !== i), "won", "lost"];
}
export function canMoveStatus(from: LeadStatus, to: LeadStatus): boolean {
  return allowedStatusMoves(from).includes(to);
}

// ---- Client form (the same schema validates the form and the route) ----

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Every text is length-checked first and a too-long one goes no further, so no pattern runs on a huge string (docs/decisions/0013).
const optionalText = (max: number) =>
  boundedText(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const requiredText = (max: number) =>
  boundedText(max, undefined, { error: REQUIRED_FIELDS_MESSAGE }).min(1, REQUIRED_FIELDS_MESSAGE);
const isoDate = z
  .string()
  .max(10, { error: "Please choose a valid date", abort: true })
  .regex(ISO_DATE, "Please choose a valid date")
  .refine((v) => isAdInBsRange(v), "Please choose a valid date");
/** "h:mm AM" on a 5-minute step (the time picker's values), stored normalised; empty -> null. */
const optionalTime = z
  .union([
    z
      .string()
      .max(20, { error: "Please choose a valid time", abort: true })
      .refine((v) => parseTime12(v) !== null, "Please choose a valid time"),
    z.literal(""),
    z.null(),
  ])
  .optional()
  .transform((v) => {
    const t = v ? parseTime12(v) : null;
    return t ? formatTime12(t) : null;
  });
const optionalId = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .nullable()
  .transform((v) => v ?? null);

export const leadLocationSchema = z.object({
  locationType: z.enum(LEAD_LOCATION_TYPES, { error: "Please choose a location type" }),
  provinceId: optionalId,
  districtId: optionalId,
  municipalityId: optionalId,
  city: optionalText(100),
  area: optionalText(200),
  googleMapsLink: optionalText(1000).refine((v) => !v || /^https?:\/\//i.test(v), "Please enter a valid link"),
});

export const leadEventSchema = z.object({
  eventName: boundedText(200).min(1, "Please choose an event"),
  eventDate: z
    .union([isoDate, z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
  startTime: optionalTime,
  numberOfPhotographer: z.coerce.number().int().min(0).max(50).default(1),
  numberOfVideographer: z.coerce.number().int().min(0).max(50).default(1),
  drone: z.boolean().default(false),
});

export const clientFormSchema = z.object({
  name: requiredText(200),
  number: requiredText(30),
  whatsappNumber: optionalText(30),
  source: optionalText(200),
  reference: optionalText(200),
  inquiryDate: z.string({ error: REQUIRED_FIELDS_MESSAGE }).min(1, REQUIRED_FIELDS_MESSAGE).pipe(isoDate),
  preferredContactDays: z.array(boundedText(20)).max(8).default([]),
  preferredContactTime: optionalTime,
  locations: z.array(leadLocationSchema).min(1, "Add at least one location").max(10),
  events: z.array(leadEventSchema).min(1, "Add at least one event").max(30),
});
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientFormData = z.output<typeof clientFormSchema>;

export const leadPackageSchema = z.object({
  numberOfAlbums: z.coerce.number().int().min(0).max(1000),
  frames: z.coerce.number().int().min(0).max(1000),
  fullVideos: z.coerce.number().int().min(0).max(1000),
  cinematicHighlights: z.coerce.number().int().min(0).max(1000),
  instagramReels: z.coerce.number().int().min(0).max(1000),
  pendrive: z.coerce.number().int().min(0).max(1000),
  allEditedPictures: z.boolean(),
  packagePrice: z.coerce.number().int().min(0).max(100_000_000),
});
export type LeadPackage = z.output<typeof leadPackageSchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    totalAmount: z.coerce
      .number()
      .int("Amounts are whole rupees")
      .min(0, "Amounts cannot be negative")
      .max(100_000_000)
      .optional(),
    advanceAmount: z.coerce
      .number()
      .int("Amounts are whole rupees")
      .min(0, "Amounts cannot be negative")
      .max(100_000_000)
      .optional(),
    package: leadPackageSchema.optional(),
    /** The vendor accepted the warning that this Won lead takes a date beyond its capacity (or a blocked one). */
    confirmOverCapacity: z.boolean().optional(),
  })
  .refine(
    ({ confirmOverCapacity: _, ...change }) => Object.values(change).some((x) => x !== undefined),
    "Nothing to change",
  )
  .refine((v) => !isAdvanceOverTotal(v.totalAmount, v.advanceAmount), {
    message: ADVANCE_OVER_TOTAL_MESSAGE,
    path: ["advanceAmount"],
  });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

// ---- Response shapes ----

export const leadEventRowSchema = z.object({
  id: z.number(),
  eventName: z.string(),
  eventDate: z.string().nullable(),
  startTime: z.string().nullable(),
  numberOfPhotographer: z.number(),
  numberOfVideographer: z.number(),
  drone: z.boolean(),
});
export type LeadEventRow = z.infer<typeof leadEventRowSchema>;
export const leadLocationRowSchema = z.object({
  id: z.number(),
  locationType: z.enum(LEAD_LOCATION_TYPES),
  provinceId: z.number().nullable(),
  districtId: z.number().nullable(),
  municipalityId: z.number().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  municipality: z.string().nullable(),
  /** The local level's Nepali name (reference data), for Nepali readers: the app does not carry the 753 names. */
  municipalityNe: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  googleMapsLink: z.string().nullable(),
});
export type LeadLocationRow = z.infer<typeof leadLocationRowSchema>;
export const leadListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  whatsappNumber: z.string().nullable(),
  source: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  inquiryDate: z.string(),
  preferredContactDays: z.string().nullable(),
  preferredContactTime: z.string().nullable(),
  totalAmount: z.number(),
  advanceAmount: z.number(),
  remainingAmount: z.number(),
  createdAt: z.string(),
  events: z.array(leadEventRowSchema),
  locations: z.array(leadLocationRowSchema),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;
export const leadHistoryRowSchema = z.object({
  id: z.number(),
  fromStatus: z.enum(LEAD_STATUSES).nullable(),
  toStatus: z.enum(LEAD_STATUSES).nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  createdAt: z.string(),
});
export type LeadHistoryRow = z.infer<typeof leadHistoryRowSchema>;
/** The package as stored (the input schema above also coerces). */
export const savedLeadPackageSchema = z.object({
  numberOfAlbums: z.number(),
  frames: z.number(),
  fullVideos: z.number(),
  cinematicHighlights: z.number(),
  instagramReels: z.number(),
  pendrive: z.number(),
  allEditedPictures: z.boolean(),
  packagePrice: z.number(),
});
/** The marketplace inquiry a lead came from: the couple's email and what it said about the wedding. */
export const leadInquirySchema = z.object({
  email: z.string().nullable(),
  promoCode: z.string(),
  weddingDate: z.string().nullable(),
  guests: z.number().int().nullable(),
  budget: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type LeadInquiry = z.infer<typeof leadInquirySchema>;
export const leadDetailSchema = leadListItemSchema.extend({
  package: savedLeadPackageSchema.nullable(),
  history: z.array(leadHistoryRowSchema),
  /** Null for a lead typed in or sent through the client form. */
  inquiry: leadInquirySchema.nullable(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export const leadCountsSchema = z.object(
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number()])) as Record<LeadStatus, z.ZodNumber>,
);
export type LeadCounts = z.infer<typeof leadCountsSchema>;
/** GET /api/client-form/:vendorId/vendor: the approved vendor a public form is for. */
/** The vendor a client form is for; its type decides whether the form asks for a photo crew. */
export const clientFormVendorSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  vendorType: z.enum(VENDOR_TYPES),
});
export type ClientFormVendor = z.infer<typeof clientFormVendorSchema>;
/** A new lead. */
export const leadCreatedSchema = z.object({ id: z.string() });
