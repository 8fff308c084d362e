import { z } from "zod";
import { boundedText } from "./text-rules";
import type { StepKey, VendorApplication } from "./vendor-form/schemas";
import { VENDOR_STATUSES, VENDOR_TYPES } from "./vendor-types";

/**
 * An approved vendor's update waits as a change request while the live
 * profile stays; every rejection (of an application or of a change) carries a reason the vendor
 * reads on the status page and, when the admin names one, on the wizard step it concerns
 * (docs/decisions/0015-live-profile-while-editing.md).
 */

export const REASON_MAX = 1000;
export const REASON_REQUIRED = "Please give a reason";
export const CHANGE_REQUEST_DECIDED = "This change request was already decided.";
export const CHANGE_REQUEST_NOT_FOUND = "Change request not found";
export const CHANGE_REQUEST_STALE =
  "The live profile changed since this change was submitted. Reject it with a reason, so the vendor can submit again from the latest version.";

const STEP_KEYS = [
  "businessProfile",
  "businessAddress",
  "contactDetails",
  "serviceAreas",
  "eventPricing",
  "comboPackages",
  "addOnPricing",
  "paymentTerms",
  "media",
] as const satisfies readonly StepKey[];
export const reasonStepSchema = z.enum(STEP_KEYS);

/**
 * The sections a change is grouped by: the photographer wizard's steps, then what only a banquet
 * hall or a decorator has (docs/decisions/0021). Their business details, address, contacts and service areas
 * use the wizard's keys, so one section reads the same whatever the vendor's type.
 */
export const TYPED_CHANGE_SECTIONS = ["packages", "facilities", "specialties", "eventTypes"] as const;
export const CHANGE_SECTIONS = [...STEP_KEYS, ...TYPED_CHANGE_SECTIONS] as const;
export type ChangeSection = (typeof CHANGE_SECTIONS)[number];

/** One-tap reasons in the admin's dialogs; each names the wizard step it concerns. */
export const REASON_PRESETS = [
  { key: "photosTooSmall", text: "Photos too small", step: "media" },
  { key: "pricesMissing", text: "Prices missing", step: "eventPricing" },
  { key: "descriptionTooShort", text: "Description too short", step: "businessProfile" },
  { key: "contactUnreachable", text: "Contact number not reachable", step: "contactDetails" },
  { key: "mapWrong", text: "Map pin is wrong", step: "businessAddress" },
  { key: "paymentTermsUnclear", text: "Payment terms unclear", step: "paymentTerms" },
] as const satisfies readonly { key: string; text: string; step: StepKey }[];

/** The reason an admin gives (required text; the step is optional). */
export const decisionReasonSchema = z.object({
  reason: boundedText(REASON_MAX, `A reason must be at most ${REASON_MAX} characters`, { error: REASON_REQUIRED }).min(
    1,
    REASON_REQUIRED,
  ),
  step: reasonStepSchema.nullish(),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

export const CHANGE_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** What the vendor's status page shows about the latest decision and change request. */
export const vendorDecisionSchema = z.object({
  status: z.enum(VENDOR_STATUSES),
  reason: z.string().nullable(),
  step: reasonStepSchema.nullable(),
  decidedAt: z.string(),
});
export type VendorDecision = z.infer<typeof vendorDecisionSchema>;

export const vendorChangeStateSchema = z.object({
  id: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  reason: z.string().nullable(),
  step: reasonStepSchema.nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VendorChangeState = z.infer<typeof vendorChangeStateSchema>;

// ---- The field-by-field diff the admin reviews ------------------------------------------

export const CHANGE_VALUE_KINDS = ["text", "money", "number", "yesno"] as const;
export const changeEntrySchema = z.object({
  step: z.enum(CHANGE_SECTIONS),
  /** A field key the web translates (companyName, price, hours, ...). */
  field: z.string(),
  /** The row it belongs to: an event or package name, or 'contactPerson:1' / 'installment:2' (translated by the web). */
  item: z.string().nullable(),
  kind: z.enum(CHANGE_VALUE_KINDS),
  before: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  after: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;
type Value = ChangeEntry["before"];

/** Names of the places an address and service areas refer to by id. */
export type PlaceNames = {
  province: ReadonlyMap<number, string>;
  district: ReadonlyMap<number, string>;
  municipality: ReadonlyMap<number, string>;
};

/** The place ids two applications mention (to look their names up in one query each). */
export function placeIdsOf(...apps: VendorApplication[]) {
  const ids = { province: new Set<number>(), district: new Set<number>(), municipality: new Set<number>() };
  for (const a of apps) {
    if (a.businessAddress.provinceId) ids.province.add(a.businessAddress.provinceId);
    if (a.businessAddress.districtId) ids.district.add(a.businessAddress.districtId);
    if (a.businessAddress.municipalityId) ids.municipality.add(a.businessAddress.municipalityId);
    for (const s of a.serviceAreas.areas) ids.district.add(s.districtId);
  }
  return { province: [...ids.province], district: [...ids.district], municipality: [...ids.municipality] };
}

const norm = (v: unknown): Value => {
  if (v === undefined || v === null || v === "") return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  return JSON.stringify(v);
};

/**
 * Every field that differs between the live application and a proposed one, in the wizard's
 * step order, with rows (events, packages, contacts, installments) matched by their key so a
 * changed price reads as one line and an added event as its own lines.
 */
export function diffApplications(
  before: VendorApplication,
  after: VendorApplication,
  names: PlaceNames,
): ChangeEntry[] {
  const out: ChangeEntry[] = [];
  const add = (
    step: StepKey,
    field: string,
    item: string | null,
    kind: ChangeEntry["kind"],
    b: unknown,
    a: unknown,
  ) => {
    const nb = norm(b);
    const na = norm(a);
    if (nb !== na) out.push({ step, field, item, kind, before: nb, after: na });
  };

  const bp0 = before.businessProfile;
  const bp1 = after.businessProfile;
  add("businessProfile", "companyName", null, "text", bp0.companyName, bp1.companyName);
  add("businessProfile", "description", null, "text", bp0.description, bp1.description);
  add("businessProfile", "companyAge", null, "number", bp0.companyAge, bp1.companyAge);
  add("businessProfile", "vatPanNumber", null, "text", bp0.vatPanNumber, bp1.vatPanNumber);
  add("businessProfile", "emailAddress", null, "text", bp0.emailAddress, bp1.emailAddress);
  for (const k of ["facebook", "instagram", "youtube", "tiktok", "website"] as const)
    add("businessProfile", k, null, "text", bp0.socialMediaLinks[k], bp1.socialMediaLinks[k]);

  const ad0 = before.businessAddress;
  const ad1 = after.businessAddress;
  const place = (kind: keyof PlaceNames, id: number | null | undefined) =>
    id == null ? null : (names[kind].get(id) ?? String(id));
  const placeIds = { province: "provinceId", district: "districtId", municipality: "municipalityId" } as const;
  for (const kind of ["province", "district", "municipality"] as const)
    add("businessAddress", kind, null, "text", place(kind, ad0[placeIds[kind]]), place(kind, ad1[placeIds[kind]]));
  add("businessAddress", "ward", null, "number", ad0.ward, ad1.ward);
  add("businessAddress", "area", null, "text", ad0.areaName?.trim(), ad1.areaName?.trim());
  add("businessAddress", "toleStreet", null, "text", ad0.toleStreet?.trim(), ad1.toleStreet?.trim());
  add("businessAddress", "map", null, "text", ad0.googleMapsIframe, ad1.googleMapsIframe);

  const persons = Math.max(before.contactDetails.contactPersons.length, after.contactDetails.contactPersons.length);
  for (let i = 0; i < persons; i++) {
    const c0 = before.contactDetails.contactPersons[i];
    const c1 = after.contactDetails.contactPersons[i];
    const item = `contactPerson:${i + 1}`;
    for (const k of ["name", "mobile", "whatsapp", "secondaryContact"] as const)
      add("contactDetails", k, item, "text", c0?.[k], c1?.[k]);
  }

  const districts = (a: VendorApplication) =>
    a.serviceAreas.areas.map((s) => place("district", s.districtId)).join(", ");
  add("serviceAreas", "districts", null, "text", districts(before), districts(after));

  const events0 = new Map(before.eventPricing.events.map((e) => [e.eventName, e]));
  const events1 = new Map(after.eventPricing.events.map((e) => [e.eventName, e]));
  for (const name of new Set([...events0.keys(), ...events1.keys()])) {
    const e0 = events0.get(name);
    const e1 = events1.get(name);
    add("eventPricing", "price", name, "money", e0?.price, e1?.price);
    add("eventPricing", "hours", name, "number", e0?.hours, e1?.hours);
    add("eventPricing", "photographers", name, "number", e0?.photographers, e1?.photographers);
    add("eventPricing", "videographers", name, "number", e0?.videographers, e1?.videographers);
  }

  const packs0 = new Map(before.comboPackages.packages.map((p) => [p.id, p]));
  const packs1 = new Map(after.comboPackages.packages.map((p) => [p.id, p]));
  for (const id of new Set([...packs0.keys(), ...packs1.keys()])) {
    const p0 = packs0.get(id);
    const p1 = packs1.get(id);
    const item = p1?.packageName || p0?.packageName || id;
    add("comboPackages", "packageName", item, "text", p0?.packageName, p1?.packageName);
    add("comboPackages", "price", item, "money", p0?.price, p1?.price);
    const events = (p: typeof p0) =>
      p?.events.map((e) => `${e.eventName} (${e.hours}h, ${e.photographers}+${e.videographers})`).join(", ");
    add("comboPackages", "events", item, "text", events(p0), events(p1));
    for (const k of ["albums", "frames", "fullVideos", "cinematicHighlights", "instagramReels", "pendrive"] as const)
      add("comboPackages", k, item, "number", p0?.deliverables[k], p1?.deliverables[k]);
    add(
      "comboPackages",
      "allEditedPictures",
      item,
      "yesno",
      p0?.deliverables.allEditedPictures,
      p1?.deliverables.allEditedPictures,
    );
  }

  for (const k of ["extraPhotographer", "extraVideographer", "album", "frame", "drone"] as const)
    add("addOnPricing", k, null, "money", before.addOnPricing[k], after.addOnPricing[k]);

  const terms0 = new Map(before.paymentTerms.terms.map((t) => [t.installmentNumber, t]));
  const terms1 = new Map(after.paymentTerms.terms.map((t) => [t.installmentNumber, t]));
  for (const n of new Set([...terms0.keys(), ...terms1.keys()])) {
    const item = `installment:${n ?? "?"}`;
    add("paymentTerms", "percentage", item, "number", terms0.get(n)?.percentage, terms1.get(n)?.percentage);
    add("paymentTerms", "termDescription", item, "text", terms0.get(n)?.description, terms1.get(n)?.description);
  }
  add(
    "paymentTerms",
    "cancellationPolicy",
    null,
    "text",
    before.paymentTerms.cancellationPolicy.trim(),
    after.paymentTerms.cancellationPolicy.trim(),
  );

  add("media", "googleDriveLink", null, "text", before.media.googleDriveLink, after.media.googleDriveLink);
  return out;
}

// ---- Admin answers ------------------------------------------------------------------------

export const changeRequestRowSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  companyName: z.string(),
  vendorType: z.enum(VENDOR_TYPES),
  loginEmail: z.string().nullable(),
  submittedAt: z.string(),
  /** Fields that would change. */
  changeCount: z.number(),
});
export type ChangeRequestRow = z.infer<typeof changeRequestRowSchema>;

const photoSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() });
export const changeRequestDetailSchema = z.object({
  id: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  reason: z.string().nullable(),
  step: reasonStepSchema.nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  vendor: z.object({
    id: z.string(),
    companyName: z.string(),
    vendorType: z.enum(VENDOR_TYPES),
    status: z.enum(VENDOR_STATUSES),
    version: z.number(),
  }),
  baseVersion: z.number(),
  /** The live profile changed since (an admin edit): approving would undo that, so it is refused. */
  stale: z.boolean(),
  changes: z.array(changeEntrySchema),
  /** Photos are live at once (decision 0015); shown so the admin sees them beside the text. */
  photos: z.object({ added: z.array(photoSchema), removed: z.array(z.string()) }),
});
export type ChangeRequestDetail = z.infer<typeof changeRequestDetailSchema>;

// Banquet halls' and decorators' forms read into one snapshot and diffed the same way, so an admin reviews every type alike.
export * from "./typed-changes";
