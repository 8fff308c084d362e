import { z } from "zod";
import { COMBO_HOURS_MAX, COMBO_HOURS_MIN } from "../catalogue";
import { digitsOnly } from "../phone";
import { boundedText, EMAIL_MAX_LENGTH, isEmailAddress, isValidHttpUrl } from "../text-rules";
import {
  BOTH_COORDINATES_MESSAGE,
  INVALID_MAP_MESSAGE,
  isLatitude,
  isLongitude,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  parseMapInput,
  SHORT_MAP_LINK_MESSAGE,
} from "./map-location";
import { MAX_MAP_INPUT_LENGTH } from "./maps";

/**
 * The registration wizard's rules (spec 001 section 5), one schema per step, with the
 * spec's exact messages. The web form and the server both validate with these.
 * Cross-field rules run in superRefine over permissive shapes, so every message of a step
 * is reported together (zod skips refinements of an object whose shape already failed).
 */

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

export const MOBILE_DIGITS = 10;
export const MAX_CONTACTS = 2;
export const COMPANY_AGE_MAX = 100;

/** Digits only ('98-0012 3456' -> '9800123456'). */
export const isValidMobile = (value: string | null | undefined) => digitsOnly(value).length === MOBILE_DIGITS;

/** Every text field is length-checked first, and a too-long value goes no further (see text-rules). */
const text = (max: number) => boundedText(max);
const optionalUrl = text(500).refine(
  (v) => v === "" || isValidHttpUrl(v),
  "Please enter a valid URL (starting with https://)",
);
const num = z.number().nullable();

// ---- 1. Business Profile -------------------------------------------------------------
const AGE = "Company age must be between 0 and 100 years";
export const businessProfileSchema = z.object({
  companyName: boundedText(120, "Company name must be at most 120 characters").min(1, "Company name is required"),
  description: boundedText(5000, "Description must be at most 5000 characters").min(
    1,
    "Company description is required",
  ),
  companyAge: z.number({ error: AGE }).int(AGE).min(0, AGE).max(COMPANY_AGE_MAX, AGE).nullable(),
  vatPanNumber: text(50),
  emailAddress: boundedText(EMAIL_MAX_LENGTH, "Please enter a valid email address").superRefine((v, ctx) => {
    if (!v) issue(ctx, [], "Email address is required");
    else if (!isEmailAddress(v)) issue(ctx, [], "Please enter a valid email address");
  }),
  useLoginEmail: z.boolean(),
  socialMediaLinks: z.object({
    facebook: optionalUrl,
    instagram: optionalUrl,
    youtube: optionalUrl,
    tiktok: optionalUrl,
    website: optionalUrl,
  }),
});

// ---- 2. Business Address -------------------------------------------------------------
const id = z.number().int().positive().nullish();
export const businessAddressSchema = z
  .object({
    provinceId: id,
    districtId: id,
    municipalityId: id,
    ward: z.number().int().min(1).max(99).nullish(),
    areaId: id,
    areaName: text(100).nullish(),
    toleStreet: text(200).nullish(),
    /** What the user pasted (iframe, share link or coordinates); only the built embed URL is ever stored. */
    googleMapsIframe: boundedText(MAX_MAP_INPUT_LENGTH, INVALID_MAP_MESSAGE).nullish(),
    /** The pin from 'Use my current location' or typed in (docs/decisions/0020). */
    latitude: num.optional(),
    longitude: num.optional(),
  })
  .superRefine((a, ctx) => {
    if (a.provinceId == null) issue(ctx, ["provinceId"], "Province is required");
    if (a.districtId == null) issue(ctx, ["districtId"], "District is required");
    if (a.municipalityId == null) issue(ctx, ["municipalityId"], "Municipality is required");
    if (a.ward == null) issue(ctx, ["ward"], "Ward is required");
    if (a.areaId == null && !a.areaName?.trim()) issue(ctx, ["areaName"], "Area is required");
    mapRule(a, ctx, true);
  });

/**
 * The map: a pin (both coordinates, in range) or a pasted embed, share link or coordinates that can be
 * read without the network. `required` is false for the admin (vendors registered before maps).
 */
export function mapRule(
  a: { googleMapsIframe?: string | null; latitude?: number | null; longitude?: number | null },
  ctx: Ctx,
  required: boolean,
) {
  const hasLat = a.latitude != null;
  const hasLng = a.longitude != null;
  if (hasLat !== hasLng) issue(ctx, [hasLat ? "longitude" : "latitude"], BOTH_COORDINATES_MESSAGE);
  if (hasLat && !isLatitude(a.latitude)) issue(ctx, ["latitude"], LATITUDE_MESSAGE);
  if (hasLng && !isLongitude(a.longitude)) issue(ctx, ["longitude"], LONGITUDE_MESSAGE);
  const parsed = parseMapInput(a.googleMapsIframe);
  if (parsed.kind === "short-link") issue(ctx, ["googleMapsIframe"], SHORT_MAP_LINK_MESSAGE);
  else if (parsed.kind === "invalid") issue(ctx, ["googleMapsIframe"], INVALID_MAP_MESSAGE);
  else if (parsed.kind === "empty" && required && !hasLat && !hasLng)
    issue(ctx, ["googleMapsIframe"], "Google Maps iframe is required");
}

// ---- 3. Contact Details --------------------------------------------------------------
export const contactPersonSchema = z.object({
  name: text(100),
  mobile: text(30),
  whatsapp: text(30),
  sameAsMobile: z.boolean(),
  secondaryContact: text(100),
});
const MOBILE = "Please enter a valid 10-digit mobile number";
export const contactDetailsSchema = z.object({
  contactPersons: z
    .array(contactPersonSchema)
    .max(MAX_CONTACTS, "At most 2 contact persons are allowed")
    .superRefine((list, ctx) => {
      const first = list[0];
      if (!first?.name) issue(ctx, [0, "name"], "First contact person name is required");
      if (!first?.mobile) issue(ctx, [0, "mobile"], "First contact person mobile is required");
      else if (!isValidMobile(first.mobile)) issue(ctx, [0, "mobile"], MOBILE);
      const second = list[1];
      if (second && (second.name || second.mobile)) {
        if (!second.name) issue(ctx, [1, "name"], "Name is required when providing second contact");
        if (!second.mobile) issue(ctx, [1, "mobile"], "Mobile number is required when providing second contact");
        else if (!isValidMobile(second.mobile)) issue(ctx, [1, "mobile"], MOBILE);
      }
      list.forEach((c, i) => {
        if (c.whatsapp && !c.sameAsMobile && !isValidMobile(c.whatsapp)) issue(ctx, [i, "whatsapp"], MOBILE);
      });
    }),
});

// ---- 4. Service Areas ----------------------------------------------------------------
export const serviceAreasSchema = z.object({
  areas: z
    .array(z.object({ provinceId: z.number().int().positive(), districtId: z.number().int().positive() }))
    .max(100)
    .min(1, "Please select at least one service area"),
});

// ---- 5. Event Pricing ----------------------------------------------------------------
export const MAX_PRICE = 100_000_000;
/** Bounds of an event's hours and of its photographers / videographers (a multi-day event fits). */
export const EVENT_HOURS_MAX = 72;
export const EVENT_STAFF_MAX = 50;
/** How many events one vendor may price (the catalogue has 26). */
export const MAX_PRICED_EVENTS = 60;
export const EVENT_NAME_MAX = 100;
export const NO_EVENTS_MESSAGE = "Add at least one event";
export const EVENT_NAME_REQUIRED = "Event name is required";
export const eventPriceRowSchema = z.object({
  eventName: boundedText(EVENT_NAME_MAX, `Event name must be at most ${EVENT_NAME_MAX} characters`),
  price: num,
  hours: num,
  photographers: num,
  videographers: num,
});
const PRICE_FIELDS = [
  ["price", "price", MAX_PRICE],
  ["hours", "hours", EVENT_HOURS_MAX],
  ["photographers", "photographers", EVENT_STAFF_MAX],
  ["videographers", "videographers", EVENT_STAFF_MAX],
] as const;
/** Names compare without case and outer spaces ('Matkor ' and 'matkor' are the same event). */
export const eventNameKey = (name: string) => name.trim().toLowerCase();
/**
 * A vendor prices the events they offer, the same model the admin edits. Catalogue
 * events may be removed and custom ones added (name, price, hours, staff); every row must be complete
 * and within bounds, and a name may appear once. The catalogue only seeds the defaults, so a vendor whose catalogue changed is never stuck (docs/decisions/0020).
 */
export const eventPricingSchema = z.object({
  events: z
    .array(eventPriceRowSchema)
    .max(MAX_PRICED_EVENTS, `At most ${MAX_PRICED_EVENTS} events are allowed`)
    .superRefine((rows, ctx) => {
      if (rows.length === 0) issue(ctx, [], NO_EVENTS_MESSAGE);
      rows.forEach((row, i) => {
        const name = row.eventName.trim();
        if (!name) issue(ctx, [i, "eventName"], EVENT_NAME_REQUIRED);
        else if (rows.findIndex((o) => eventNameKey(o.eventName) === eventNameKey(name)) !== i)
          issue(ctx, [i, "eventName"], `${name} appears twice`);
        const label = name || "This event";
        for (const [field, word, max] of PRICE_FIELDS) {
          const v = row[field];
          if (v == null || !Number.isFinite(v) || v <= 0)
            issue(ctx, [i, field], `${label} ${word} must be greater than 0`);
          else if (!Number.isInteger(v)) issue(ctx, [i, field], `${label} ${word} must be a whole number`);
          else if (v > max) issue(ctx, [i, field], `${label} ${word} is too large`);
        }
      });
    }),
});

/** The spec's toast body: every event pricing message, one per line. */
export function eventPricingMessages(value: unknown): string[] {
  const res = eventPricingSchema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => i.message);
}

// ---- 6. Combo Packages ---------------------------------------------------------------
/** A whole number within bounds, with messages that name the field (shown under the input). */
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
export const comboEventSchema = z.object({
  eventName: boundedText(100).min(1, "Event name is required"),
  photographers: count("Photographers", 1, 50),
  videographers: count("Videographers", 1, 50),
  hours: count("Hours", COMBO_HOURS_MIN, COMBO_HOURS_MAX),
});
export const comboPackageSchema = z.object({
  id: boundedText(60).min(1),
  packageName: boundedText(100).min(1, "Package name is required"),
  price: count("Price", 0, MAX_PRICE),
  events: z.array(comboEventSchema).max(30),
  deliverables: z.object({
    albums: count("Albums", 0, 100),
    frames: count("Frames", 0, 100),
    fullVideos: count("Full videos", 0, 100),
    cinematicHighlights: count("Highlight videos", 0, 100),
    instagramReels: count("Insta reels", 0, 100),
    pendrive: count("Pendrive", 0, 100),
    allEditedPictures: z.boolean(),
  }),
});
export const comboPackagesSchema = z.object({ packages: z.array(comboPackageSchema).max(20) });

// ---- 7. Add-On Pricing ---------------------------------------------------------------
export const addOnPricingSchema = z.object({
  extraPhotographer: count("Extra photographer price", 0, MAX_PRICE),
  extraVideographer: count("Extra videographer price", 0, MAX_PRICE),
  album: count("Album price", 0, MAX_PRICE),
  frame: count("Frame price", 0, MAX_PRICE),
  drone: count("Drone price", 0, MAX_PRICE),
});

// ---- 8. Payment Terms (+ cancellation policy) ----------------------------------------
export const paymentTermSchema = z.object({ installmentNumber: num, percentage: num, description: text(200) });
export const paymentTermsSchema = z.object({
  terms: z
    .array(paymentTermSchema)
    .max(12, "At most 12 payment terms are allowed")
    .superRefine((terms, ctx) => {
      if (terms.length === 0) issue(ctx, [], "At least one payment term is required");
      const seen = new Map<number, number>();
      terms.forEach((t, i) => {
        const n = t.installmentNumber;
        if (n == null || !Number.isInteger(n) || n <= 0 || n > 100)
          issue(ctx, [i, "installmentNumber"], "Installment number must be greater than 0");
        else if (seen.has(n)) issue(ctx, [i, "installmentNumber"], "Installment numbers must be unique");
        else seen.set(n, i);
        const p = t.percentage;
        if (p == null || !Number.isInteger(p) || p < 1 || p > 100)
          issue(ctx, [i, "percentage"], "Percentage must be between 1 and 100");
        if (!t.description) issue(ctx, [i, "description"], "Description is required");
      });
      if (terms.length > 0 && paymentTotal(terms) !== 100) issue(ctx, [], "Total percentage must equal 100%");
    }),
  cancellationPolicy: boundedText(5000, "Cancellation policy must be at most 5000 characters").min(
    1,
    "Cancellation policy is required",
  ),
});

/** The running total shown under the terms. */
export const paymentTotal = (terms: { percentage: number | null }[]) =>
  terms.reduce((sum, t) => sum + (t.percentage != null && Number.isFinite(t.percentage) ? t.percentage : 0), 0);

// ---- 9. Media ------------------------------------------------------------------------
export const mediaSchema = z.object({
  googleDriveLink: boundedText(500, "Please enter a valid Google Drive URL").refine(
    (v) => v === "" || isValidHttpUrl(v),
    "Please enter a valid Google Drive URL",
  ),
});

// ---- The whole application -----------------------------------------------------------
export const vendorApplicationSchema = z.object({
  businessProfile: businessProfileSchema,
  businessAddress: businessAddressSchema,
  contactDetails: contactDetailsSchema,
  serviceAreas: serviceAreasSchema,
  eventPricing: eventPricingSchema,
  comboPackages: comboPackagesSchema,
  addOnPricing: addOnPricingSchema,
  paymentTerms: paymentTermsSchema,
  media: mediaSchema,
});

export type VendorApplication = z.infer<typeof vendorApplicationSchema>;
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
export type BusinessAddress = z.infer<typeof businessAddressSchema>;
export type ContactPerson = z.infer<typeof contactPersonSchema>;
export type EventPriceRow = z.infer<typeof eventPriceRowSchema>;
export type ComboPackage = z.infer<typeof comboPackageSchema>;
export type PaymentTerm = z.infer<typeof paymentTermSchema>;
export type StepKey = keyof VendorApplication;

/** The nine steps in order (spec 001 screen 1). */
export const WIZARD_STEPS = [
  { key: "businessProfile", title: "Business Profile", schema: businessProfileSchema },
  { key: "businessAddress", title: "Business Address", schema: businessAddressSchema },
  { key: "contactDetails", title: "Contact Details", schema: contactDetailsSchema },
  { key: "serviceAreas", title: "Service Areas", schema: serviceAreasSchema },
  { key: "eventPricing", title: "Event Pricing", schema: eventPricingSchema },
  { key: "comboPackages", title: "Combo Packages", schema: comboPackagesSchema },
  { key: "addOnPricing", title: "Add-On Pricing", schema: addOnPricingSchema },
  { key: "paymentTerms", title: "Payment Terms", schema: paymentTermsSchema },
  { key: "media", title: "Media Upload", schema: mediaSchema },
] as const satisfies readonly { key: StepKey; title: string; schema: z.ZodType }[];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

/** Index of the first step whose data fails, or -1. */
export function firstInvalidStep(app: unknown): number {
  const value = (app ?? {}) as Record<string, unknown>;
  return WIZARD_STEPS.findIndex((s) => !s.schema.safeParse(value[s.key]).success);
}

/** One rule a saved application breaks, on the step that holds the field, so the wizard can show what to fix. */
export type StepIssue = { step: number; key: StepKey; path: string; message: string };

/** The step that holds a field ('eventPricing.events.3.price' -> 4), or -1. */
export function stepOfField(path: string): number {
  const key = path.split(".")[0];
  return WIZARD_STEPS.findIndex((s) => s.key === key);
}

/** Every rule the application breaks today, step by step, with the field's full path. */
export function applicationIssues(app: unknown): StepIssue[] {
  const value = (app ?? {}) as Record<string, unknown>;
  return WIZARD_STEPS.flatMap((s, step) => {
    const res = s.schema.safeParse(value[s.key]);
    if (res.success) return [];
    return res.error.issues.map((i) => ({
      step,
      key: s.key,
      path: [s.key, ...i.path.map(String)].join("."),
      message: i.message,
    }));
  });
}

/**
 * The answer (409) to a save based on an older version of the application than the saved one
 * (docs/decisions/0011, versions): someone else changed it meanwhile, and saving would silently undo their change.
 */
export const APPLICATION_CHANGED_MESSAGE =
  "This application was changed by someone else. Reload to see the latest version.";

/** The version of the saved application a form was loaded from; null when there was none yet. */
export const applicationVersionSchema = z.number().int().min(0).max(2_147_483_647).nullable();

/** POST /api/vendor/application: the application and the version it was based on. */
export const vendorApplicationSubmitSchema = vendorApplicationSchema.extend({
  version: applicationVersionSchema.optional(),
});
export type VendorApplicationSubmit = z.infer<typeof vendorApplicationSubmitSchema>;

/** The autosaved draft (PUT /api/vendor/draft): any partial shape, size-limited by the server. */
export const vendorDraftSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_STEP_COUNT - 1),
  data: z.record(z.string(), z.unknown()),
  /** The version of the saved application the draft started from (kept with the draft). */
  version: applicationVersionSchema.optional(),
  /**
   * The vendor compared a stale draft with the latest version and keeps the draft: it is based on
   * `version` from now on (which must be the latest, else 409), so its submission goes through.
   */
  rebase: z.boolean().optional(),
});
export type VendorDraft = z.infer<typeof vendorDraftSchema>;
