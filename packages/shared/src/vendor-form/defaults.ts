import { z } from "zod";
import {
  COMBO_DEFAULT_HOURS,
  DEFAULT_ADDONS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_COMBO_PACKAGES,
  DEFAULT_PAYMENT_TERMS,
  EVENT_CATALOGUE,
  XITO_PACKAGE_PREFIX,
} from "../catalogue";
import { typedObject } from "../contracts/define";
import { changeEntrySchema, vendorChangeStateSchema, vendorDecisionSchema } from "../vendor-changes";
import { VENDOR_STATUSES, VENDOR_TYPES } from "../vendor-types";
import { type ComboPackage, type ContactPerson, type StepKey, type VendorApplication, WIZARD_STEPS } from "./schemas";

export const emptyContact = (): ContactPerson => ({
  name: "",
  mobile: "",
  whatsapp: "",
  sameAsMobile: false,
  secondaryContact: "",
});

export const isLockedPackage = (id: string) => id.startsWith(XITO_PACKAGE_PREFIX);

/** A new event inside a package: 1 photographer, 1 videographer, 8 hours (spec 001 section 9). */
export const newComboEvent = (eventName: string) => ({
  eventName,
  photographers: 1,
  videographers: 1,
  hours: COMBO_DEFAULT_HOURS,
});

export const defaultComboPackages = (): ComboPackage[] =>
  DEFAULT_COMBO_PACKAGES.map((p) => ({
    ...p,
    events: p.events.map((e) => ({ ...e })),
    deliverables: { ...p.deliverables },
  }));

/** A fresh application: catalogue pricing, the XITO packages, add-ons, 30/40/30 terms, policy. */
export function defaultVendorApplication(loginEmail = ""): VendorApplication {
  return {
    businessProfile: {
      companyName: "",
      description: "",
      companyAge: null,
      vatPanNumber: "",
      emailAddress: loginEmail,
      useLoginEmail: false,
      socialMediaLinks: { facebook: "", instagram: "", youtube: "", tiktok: "", website: "" },
    },
    businessAddress: {
      provinceId: null,
      districtId: null,
      municipalityId: null,
      ward: null,
      areaId: null,
      areaName: "",
      toleStreet: "",
      googleMapsIframe: "",
      latitude: null,
      longitude: null,
    },
    contactDetails: { contactPersons: [emptyContact(), emptyContact()] },
    serviceAreas: { areas: [] },
    eventPricing: {
      events: EVENT_CATALOGUE.map((e) => ({
        eventName: e.name,
        price: e.price,
        hours: e.hours,
        photographers: e.photographers,
        videographers: e.videographers,
      })),
    },
    comboPackages: { packages: defaultComboPackages() },
    addOnPricing: { ...DEFAULT_ADDONS },
    paymentTerms: {
      terms: DEFAULT_PAYMENT_TERMS.map((t) => ({ ...t })),
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    },
    media: { googleDriveLink: "" },
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A stored draft over the defaults, step by step: a step the draft holds (an object) wins
 * field by field; anything else falls back to the default. Never throws on odd input.
 */
export function mergeWithDefaults(partial: unknown, loginEmail = ""): VendorApplication {
  const base = defaultVendorApplication(loginEmail) as Record<StepKey, Record<string, unknown>>;
  if (!isPlainObject(partial)) return base as VendorApplication;
  for (const { key } of WIZARD_STEPS) {
    const step = partial[key];
    if (!isPlainObject(step)) continue;
    const merged: Record<string, unknown> = { ...base[key] };
    for (const [field, value] of Object.entries(step)) {
      if (!(field in base[key])) continue;
      const def = base[key][field];
      if (value === undefined) continue;
      if (Array.isArray(def) !== Array.isArray(value)) continue;
      if (isPlainObject(def) && isPlainObject(value)) merged[field] = { ...def, ...value };
      else merged[field] = value;
    }
    base[key] = merged;
  }
  return base as VendorApplication;
}

export const UPLOAD_FILE_TYPES = ["card_image", "banner_image", "top_photo", "portfolio_image"] as const;
/** An uploaded image with its variants (GET/POST /api/vendor/media, and inside the application answer). */
export const vendorUploadInfoSchema = z.object({
  id: z.string(),
  fileType: z.enum(UPLOAD_FILE_TYPES),
  fileName: z.string(),
  fileSize: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  url: z.string(),
  cardUrl: z.string(),
  thumbUrl: z.string(),
  createdAt: z.string(),
});
export type VendorUploadInfo = z.infer<typeof vendorUploadInfoSchema>;

/** GET /api/vendor/application */
export const vendorApplicationResponseSchema = z.object({
  /** The draft as typed, the saved application or the defaults (a draft is never validated in full). */
  application: typedObject<VendorApplication>(),
  step: z.number(),
  source: z.enum(["draft", "saved", "defaults"]),
  /**
   * The version of the saved application this answer is based on (send it back with the
   * submission): the draft's starting version for a draft, null when nothing was saved yet.
   */
  version: z.number().nullable(),
  /** The saved application's current version (null: none); newer than `version` when a draft is stale. */
  savedVersion: z.number().nullable(),
  /** The draft started before someone else (an admin) saved the application: submitting it is a 409. */
  draftStale: z.boolean(),
  /**
   * For a stale draft: what the draft would change in the latest version, field by field (the admin's
   * diff, latest -> draft), so the vendor can compare before keeping or discarding it.
   */
  staleChanges: z.array(changeEntrySchema).optional(),
  vendorType: z.enum(VENDOR_TYPES),
  vendor: z
    .object({ id: z.string(), status: z.enum(VENDOR_STATUSES), companyName: z.string(), slug: z.string() })
    .nullable(),
  uploads: z.array(vendorUploadInfoSchema),
  loginEmail: z.string(),
});
export type VendorApplicationResponse = z.infer<typeof vendorApplicationResponseSchema>;

/** GET /api/vendor/status (/vendor-form-status). */
export const vendorFormStatusSchema = z.object({
  status: z.enum(VENDOR_STATUSES).nullable(),
  companyName: z.string().nullable(),
  vendorType: z.enum(VENDOR_TYPES),
  city: z.string().nullable(),
  /** The city's Nepali name when it is the vendor's local level (decision 0026). */
  cityNe: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The latest decision on the application, with the admin's reason (docs/decisions/0015). */
  decision: vendorDecisionSchema.nullable(),
  /** The latest change request of an approved vendor (pending, or decided with a reason). */
  changeRequest: vendorChangeStateSchema.nullable(),
});
export type VendorFormStatus = z.infer<typeof vendorFormStatusSchema>;
