import { z } from "zod";
import type { BanquetForm, DecoratorForm } from "./banquet-decorator";
import { isAdDate } from "./calendar";
import { typedObject } from "./contracts/define";
import { boundedText } from "./text-rules";
import { REASON_MAX, REASON_REQUIRED, reasonStepSchema } from "./vendor-changes";
import { parseGoogleMapsEmbed } from "./vendor-form/maps";
import {
  applicationVersionSchema,
  businessAddressSchema,
  businessProfileSchema,
  MAX_PRICE,
  mediaSchema,
  type VendorApplication,
  vendorApplicationSchema,
} from "./vendor-form/schemas";
import { VENDOR_STATUSES, VENDOR_TYPES } from "./vendor-types";

/** Admin console (spec 001 sections 2.18-2.20): list query, answers, status change, settings. */

export const ADMIN_PAGE_SIZE = 20;

/** A day of the admin's date filters (AD, YYYY-MM-DD). */
const filterDate = z
  .string()
  .max(10, { error: "Please enter a valid date", abort: true })
  .refine((v) => isAdDate(v), "Please enter a valid date");

export const ADMIN_LIST_SORTS = ["newest", "oldest"] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];

export const adminVendorListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum(VENDOR_STATUSES).optional(),
    type: z.enum(VENDOR_TYPES).optional(),
    /** The district of the vendor's address. */
    district: z.coerce.number({ error: "Please choose a district" }).int().min(1).max(1_000_000).optional(),
    /** Submitted (or, never submitted, created) on or after / on or before this day, Nepal time. */
    submittedFrom: filterDate.optional(),
    submittedTo: filterDate.optional(),
    /** By submission: newest first (the default), or oldest first (a queue). */
    sort: z.enum(ADMIN_LIST_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  })
  .refine((q) => !q.submittedFrom || !q.submittedTo || q.submittedFrom <= q.submittedTo, {
    path: ["submittedTo"],
    message: "The end date must not be before the start date",
  });
export type AdminVendorListQuery = z.input<typeof adminVendorListQuerySchema>;

export const adminCountsQuerySchema = z.object({ type: z.enum(VENDOR_TYPES).optional() });

/** A rejection carries a reason the vendor reads (docs/decisions/0015); approving or moving back to pending may. */
export const adminStatusSchema = z
  .object({
    status: z.enum(VENDOR_STATUSES),
    reason: boundedText(REASON_MAX, `A reason must be at most ${REASON_MAX} characters`).optional(),
    step: reasonStepSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.reason?.trim())
      ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });

export const adminSettingsSchema = z.object({
  siteName: z.string().trim().min(1, "Site name is required").max(60, "Site name must be at most 60 characters"),
  contactPhone: z
    .string()
    .trim()
    .min(1, "Contact phone is required")
    .max(30, { error: "Contact phone must be at most 30 characters", abort: true })
    .regex(/^\+?[0-9 ()-]{7,}$/, "Please enter a valid phone number"),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** What a complete profile has: the parts the admin's queue counts (each is one share of the percentage). */
export const COMPLETENESS_PARTS = [
  "description",
  "address",
  "contacts",
  "serviceAreas",
  "prices",
  "cover",
  "photos",
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];
/** Photos a complete profile shows (top or portfolio). */
export const COMPLETE_PHOTOS = 3;
/** A description long enough to tell couples something. */
export const COMPLETE_DESCRIPTION_CHARS = 50;

/** One row of the admin lists; banquet and decorator fields are filled for those types. */
const banquetFieldsSchema = z
  .object({
    capacity: z.number().nullable(),
    price: z.number().nullable(),
    amenities: z.array(z.object({ name: z.string(), quantity: z.number().nullable() })),
  })
  .nullable();
const decoratorFieldsSchema = z
  .object({ specialties: z.array(z.string()), eventTypes: z.array(z.string()) })
  .nullable();
export const adminVendorRowSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  status: z.enum(VENDOR_STATUSES),
  vendorType: z.enum(VENDOR_TYPES),
  emailAddress: z.string(),
  location: z.string().nullable(),
  /** The same with the local level's and district's Nepali names (the tole, a city or an address as written). */
  locationNe: z.string().nullable(),
  companyAge: z.number().nullable(),
  googleDriveLink: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** banquet_hall: the first package's capacity and price per plate, and the amenities. */
  banquet: banquetFieldsSchema,
  /** decorator: specialties and event types. */
  decorator: decoratorFieldsSchema,
  /** The card picture (else the first top or portfolio photo), as a thumbnail URL. */
  coverUrl: z.string().nullable(),
  /** The lowest price it asks (a photographer's wedding or package, a hall's plate, a decorator's package). */
  startingPrice: z.number().nullable(),
  /** How much of what couples look at is filled in, and what is missing. */
  completeness: z.object({ percent: z.number(), missing: z.array(z.enum(COMPLETENESS_PARTS)) }),
});
export type AdminVendorRow = z.infer<typeof adminVendorRowSchema>;

export const adminVendorListSchema = z.object({
  items: z.array(adminVendorRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminVendorList = z.infer<typeof adminVendorListSchema>;

export const adminCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
  /** Top-level keys whose value changed. */
  changed: z.array(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** 'wedding_cinematographer' -> 'Wedding Cinematographer' (spec: underscore replaced, capitalised). */
export function formatVendorTypeLabel(type: string): string {
  return type
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Top-level keys whose JSON differs between two snapshots. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  if (typeof b !== "object" || typeof a !== "object") return [];
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  return [...keys].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).sort();
}

// ---- The edit dialog ---------------------------------------------------------------------

const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);

/**
 * The admin's Pricing tab adds and removes named events ('New Event N', zeros allowed), so
 * it replaces the wizard's catalogue rule; a negative number is still refused.
 */
export const adminEventPricingSchema = z.object({
  events: z
    .array(
      z.object({
        eventName: boundedText(100, "Event name must be at most 100 characters").min(1, "Event name is required"),
        price: whole("Price", MAX_PRICE),
        hours: whole("Hours", 1000),
        photographers: whole("Photographers", 1000),
        videographers: whole("Videographers", 1000),
      }),
    )
    .max(100)
    .superRefine((rows, ctx) => {
      rows.forEach((r, i) => {
        if (rows.findIndex((o) => o.eventName.toLowerCase() === r.eventName.toLowerCase()) !== i)
          ctx.addIssue({ code: "custom", path: [i, "eventName"], message: `${r.eventName} appears twice` });
      });
    }),
});

/**
 * The wizard's address shape and messages, but the map may stay empty (vendors registered
 * before the map was required); a map that is given must still be a Google Maps embed.
 */
export const adminBusinessAddressSchema = z.object(businessAddressSchema.shape).superRefine((a, ctx) => {
  const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (a.provinceId == null) add("provinceId", "Province is required");
  if (a.districtId == null) add("districtId", "District is required");
  if (a.municipalityId == null) add("municipalityId", "Municipality is required");
  if (a.ward == null) add("ward", "Ward is required");
  if (a.areaId == null && !a.areaName?.trim()) add("areaName", "Area is required");
  if (a.googleMapsIframe && !parseGoogleMapsEmbed(a.googleMapsIframe))
    add("googleMapsIframe", "Please provide a valid Google Maps iframe code");
});

/** A photographer's full edit: the wizard's step schemas, with the admin's pricing and map rules. */
export const adminVendorEditSchema = vendorApplicationSchema.extend({
  businessAddress: adminBusinessAddressSchema,
  eventPricing: adminEventPricingSchema,
});
/**
 * A banquet hall's or decorator's edit (docs/decisions/0021): the fields of its own form (validated with the
 * form's schema) and the links the wizard's steps hold for every vendor.
 */
export const adminTypedLinksSchema = z.object({
  socialMediaLinks: businessProfileSchema.shape.socialMediaLinks,
  googleDriveLink: mediaSchema.shape.googleDriveLink,
});
/**
 * A hall's packages (each with its guests) or a decorator's, as the admin edits them:
 * the public page lists them and the lowest price is the listing price.
 */
export const adminTypedPackagesSchema = z
  .array(
    z.object({
      packageName: boundedText(100, "Package name must be at most 100 characters").min(1, "Package name is required"),
      capacity: z
        .number({ error: "Capacity must be a number" })
        .int("Please enter a whole number")
        .min(1, "Capacity must be at least 1")
        .max(100_000, "Please enter a smaller number")
        .nullable(),
      price: whole("Price", MAX_PRICE),
      includes: boundedText(1000, "What is included must be at most 1000 characters"),
    }),
  )
  .min(1, "Add at least one package")
  .max(20, "At most 20 packages");
export type AdminTypedPackage = z.infer<typeof adminTypedPackagesSchema>[number];

export type AdminTypedEdit = {
  form: BanquetForm | DecoratorForm;
  links: z.infer<typeof adminTypedLinksSchema>;
  /** The wizard's parts a hall or decorator shares (each saved only when sent). */
  businessAddress?: VendorApplication["businessAddress"];
  contactDetails?: VendorApplication["contactDetails"];
  serviceAreas?: VendorApplication["serviceAreas"];
  packages?: AdminTypedPackage[];
};
/** The dialog's application and the version of it the admin loaded (a newer saved one is a 409). */
export const adminVendorEditBodySchema = z.object({
  application: z.record(z.string(), z.unknown()),
  version: applicationVersionSchema.unwrap().optional(),
});

/** How far back the admin's review lists a vendor's newly added pictures. */
export const RECENT_PHOTO_DAYS = 30;
export const recentPhotoSchema = z.object({
  id: z.string(),
  fileType: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  createdAt: z.string(),
});
export type RecentPhoto = z.infer<typeof recentPhotoSchema>;

/** An admin removes a vendor's picture and tells the vendor why (the reason is required). */
export const removePhotoSchema = z.object({
  reason: boundedText(REASON_MAX, `A reason must be at most ${REASON_MAX} characters`, { error: REASON_REQUIRED }).min(
    1,
    REASON_REQUIRED,
  ),
});
export const PHOTO_NOT_FOUND = "Photo not found";

export const adminVendorDetailSchema = z.object({
  vendor: z.object({
    id: z.string(),
    status: z.enum(VENDOR_STATUSES),
    vendorType: z.enum(VENDOR_TYPES),
    companyName: z.string(),
    loginEmail: z.string().nullable(),
    createdAt: z.string(),
    submittedAt: z.string().nullable(),
    /** What the dialog sends back as the version its save is based on. */
    version: z.number(),
  }),
  /** The saved application (validated when it was saved; checked here as an object). */
  application: typedObject<VendorApplication>(),
  /** The embed URL stored for the address (what the public page shows). */
  googleMapsUrl: z.string().nullable(),
  portfolio: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() })),
  /**
   * Pictures the vendor added in the last RECENT_PHOTO_DAYS days, newest first: they went live without a
   * review (docs/decisions/0015), so the admin sees them here and can remove one with a reason.
   */
  recentPhotos: z.array(recentPhotoSchema),
  /** A banquet hall's or decorator's saved form, what its edit dialog edits (null for photographers). */
  typedForm: typedObject<BanquetForm | DecoratorForm>().nullable(),
  /** A hall's or decorator's packages (empty for photographers). */
  typedPackages: z.array(typedObject<AdminTypedPackage>()),
  banquet: banquetFieldsSchema,
  decorator: decoratorFieldsSchema,
  audit: z.array(auditEntrySchema),
});
export type AdminVendorDetail = z.infer<typeof adminVendorDetailSchema>;
