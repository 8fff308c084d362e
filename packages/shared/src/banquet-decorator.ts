import { z } from "zod";
import { digitsOnly, PHONE_MIN_DIGITS } from "./phone";
import { boundedText, emailText } from "./text-rules";
import { changeEntrySchema } from "./vendor-changes";
import {
  businessAddressSchema,
  contactDetailsSchema,
  contactPersonSchema,
  MAX_PRICE,
  serviceAreasSchema,
} from "./vendor-form/schemas";

/** Spec 001 sections 5, 7 and 8: the banquet hall and decorator registration forms. */
export const BANQUET_LOGIN_REQUIRED = "You must be logged in to submit a banquet form";
export const DECORATOR_LOGIN_REQUIRED = "You must be logged in to submit this form.";
export const BANQUET_SUBMIT_FAILED = "Failed to submit banquet form";
export const DECORATOR_SUBMIT_FAILED = "Failed to submit decorator form";
export const BANQUET_PACKAGE_NAME = "Standard Package";

/** Section 7 'Banquet': the facilities a hall can choose; Parking carries a space count. */
export const BANQUET_AMENITIES = ["Air Conditioning", "WiFi", "DJ System", "Parking"] as const;
export type BanquetAmenity = (typeof BANQUET_AMENITIES)[number];

export const DECORATION_SPECIALTIES = [
  "Stage Decoration",
  "Mandap Decoration",
  "Floral Arrangements",
  "Lighting",
  "Entrance & Gate Decoration",
  "Table & Centerpieces",
  "Balloon Decoration",
  "Theme Decoration",
] as const;

export const DECORATOR_EVENT_TYPES = [
  "Wedding",
  "Engagement",
  "Reception",
  "Mehendi",
  "Haldi",
  "Bratabandha",
  "Pasni",
  "Birthday Party",
  "Anniversary Party",
  "Corporate Event",
] as const;

export const SPECIALTY_REQUIRED = "Please select at least one decoration specialty.";
export const EVENT_TYPE_REQUIRED = "Please select at least one event type.";

// Length first, and a too-long value goes no further, so no pattern runs on a huge string (docs/decisions/0013).
const required = (message: string, max = 200) => boundedText(max, undefined, { error: message }).min(1, message);
/** A whole number from a number input (an empty field is missing, not 0). */
const wholeNumber = (requiredMessage: string, min: number, minMessage: string) =>
  z.preprocess(
    (v) =>
      v === "" || v === null || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? undefined : Number(v),
    z
      .number({ error: requiredMessage })
      .int("Please enter a whole number")
      .min(min, minMessage)
      .max(100_000_000, "Please enter a smaller number"),
  );

/**
 * The parts a public page needs, the photographer wizard's own shapes and rules (address with
 * the map pin, the contacts the unlock reveals, districts served) plus the packages. In the form schema
 * they are optional (an admin's edit or an older saved form may lack them); the vendor's submit schemas
 * below require them.
 */
export const MAX_TYPED_PACKAGES = 20;
const packageName = boundedText(100, "Package name must be at most 100 characters").min(1, "Package name is required");
const packagePrice = wholeNumber("Price is required", 0, "Price cannot be negative").pipe(
  z.number().max(MAX_PRICE, "Please enter a smaller number"),
);
const packageIncludes = boundedText(1000, "What is included must be at most 1000 characters");
/** A hall's package after the Standard Package: name, guests, price per plate, what is included. */
export const hallExtraPackageSchema = z.object({
  packageName,
  capacity: wholeNumber("Capacity is required", 1, "Capacity must be at least 1"),
  price: packagePrice,
  includes: packageIncludes.default(""),
});
/** A decorator's package: name, price, what is included (the lowest price is the listing price). */
export const decoratorFormPackageSchema = z.object({
  packageName,
  price: packagePrice,
  includes: packageIncludes.min(1, "Please say what the package includes"),
});
export const DECORATOR_PACKAGE_REQUIRED = "Add at least one package";

export const banquetFormSchema = z
  .object({
    name: required("Banquet name is required"),
    email: emailText("Email is required"),
    phone: required("Phone number is required", 40).refine(
      (v) => digitsOnly(v).length >= PHONE_MIN_DIGITS,
      "Please enter a valid phone number",
    ),
    city: required("City is required", 100),
    capacity: wholeNumber("Capacity is required", 1, "Capacity must be at least 1"),
    pricePerPlate: wholeNumber("Price per plate is required", 0, "Price per plate cannot be negative"),
    address: required("Address is required", 300),
    description: required("Description is required", 5000),
    amenities: z.array(z.enum(BANQUET_AMENITIES)).max(BANQUET_AMENITIES.length).default([]),
    parkingSpaces: z.preprocess(
      (v) =>
        v === "" || v === null || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? undefined : Number(v),
      z.number().int("Please enter a whole number").min(1, "Parking spaces must be at least 1").max(100_000).optional(),
    ),
    businessAddress: businessAddressSchema.optional(),
    contactDetails: contactDetailsSchema.optional(),
    /** The packages after the Standard Package (which the capacity and price per plate above describe). */
    packages: z
      .array(hallExtraPackageSchema)
      .max(MAX_TYPED_PACKAGES - 1, "At most 20 packages")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.amenities.includes("Parking") && v.parkingSpaces === undefined) {
      ctx.addIssue({ code: "custom", path: ["parkingSpaces"], message: "Please enter the number of parking spaces" });
    }
  });
export type BanquetFormInput = z.input<typeof banquetFormSchema>;
export type BanquetForm = z.output<typeof banquetFormSchema>;

export const decoratorFormSchema = z.object({
  businessName: required("Business name is required"),
  email: emailText("Email is required"),
  description: required("Description is required", 5000),
  address: required("Address is required", 300),
  city: required("City is required", 100),
  specialties: z.array(z.enum(DECORATION_SPECIALTIES)).min(1, SPECIALTY_REQUIRED).max(DECORATION_SPECIALTIES.length),
  eventTypes: z.array(z.enum(DECORATOR_EVENT_TYPES)).min(1, EVENT_TYPE_REQUIRED).max(DECORATOR_EVENT_TYPES.length),
  businessAddress: businessAddressSchema.optional(),
  contactDetails: contactDetailsSchema.optional(),
  serviceAreas: serviceAreasSchema.optional(),
  packages: z
    .array(decoratorFormPackageSchema)
    .min(1, DECORATOR_PACKAGE_REQUIRED)
    .max(MAX_TYPED_PACKAGES, "At most 20 packages")
    .optional(),
});
export type DecoratorFormInput = z.input<typeof decoratorFormSchema>;
export type DecoratorForm = z.output<typeof decoratorFormSchema>;

/**
 * What the vendor submits: the form with the parts a public page needs made required.
 * The address is required for a new application (the server checks it: a hall registered before the
 * map can still resubmit its other fields).
 */
export const banquetSubmitSchema = banquetFormSchema.safeExtend({
  contactDetails: contactDetailsSchema,
});
export type BanquetSubmitInput = z.input<typeof banquetSubmitSchema>;
export const decoratorSubmitSchema = decoratorFormSchema.safeExtend({
  contactDetails: contactDetailsSchema,
  serviceAreas: serviceAreasSchema,
  packages: z
    .array(decoratorFormPackageSchema)
    .min(1, DECORATOR_PACKAGE_REQUIRED)
    .max(MAX_TYPED_PACKAGES, "At most 20 packages"),
});
export type DecoratorSubmitInput = z.input<typeof decoratorSubmitSchema>;
export const ADDRESS_REQUIRED = "Please add your address and map location";

/** Saved parts as the server answers them (plain values, no rules: an old row must still load). */
const savedAddressSchema = z.object({
  provinceId: z.number().nullish(),
  districtId: z.number().nullish(),
  municipalityId: z.number().nullish(),
  ward: z.number().nullish(),
  areaId: z.number().nullish(),
  areaName: z.string().nullish(),
  toleStreet: z.string().nullish(),
  googleMapsIframe: z.string().nullish(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
const savedContactsSchema = z.object({ contactPersons: z.array(contactPersonSchema) });
const savedAreasSchema = z.object({ areas: z.array(z.object({ provinceId: z.number(), districtId: z.number() })) });
const savedPackageSchema = z.object({
  packageName: z.string(),
  capacity: z.number().optional(),
  price: z.number(),
  includes: z.string(),
});

/** A saved form as the server answers it (plain values: the input schemas above also clean and coerce). */
export const savedBanquetFormSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  capacity: z.number(),
  pricePerPlate: z.number(),
  address: z.string(),
  description: z.string(),
  amenities: z.array(z.enum(BANQUET_AMENITIES)),
  parkingSpaces: z.number().optional(),
  businessAddress: savedAddressSchema.optional(),
  contactDetails: savedContactsSchema.optional(),
  packages: z.array(savedPackageSchema).optional(),
});
export const savedDecoratorFormSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  specialties: z.array(z.enum(DECORATION_SPECIALTIES)),
  eventTypes: z.array(z.enum(DECORATOR_EVENT_TYPES)),
  businessAddress: savedAddressSchema.optional(),
  contactDetails: savedContactsSchema.optional(),
  serviceAreas: savedAreasSchema.optional(),
  packages: z.array(savedPackageSchema).optional(),
});

/**
 * A change the admin rejected, kept as the vendor's draft: the form opens on it (docs/decisions/0015).
 * `stale`: an admin edited the live profile after the change was proposed; `changes` then says what the
 * draft would change in the live version, and keeping it needs `latestVersion` (the live one).
 */
export const keptProposalSchema = z.object({
  reason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  stale: z.boolean(),
  changes: z.array(changeEntrySchema),
  latestVersion: z.number(),
});
export type KeptProposal = z.infer<typeof keptProposalSchema>;
/** POST .../draft/keep: a stale kept change is based on this (the latest) version from now on. */
export const keepProposalSchema = z.object({ version: z.number().int().nonnegative() });

/** GET /api/vendor/banquet-form and /decorator-form: the saved application (or the kept change), or null. */
export const banquetFormResponseSchema = z
  .object({
    vendorId: z.string(),
    status: z.string(),
    form: savedBanquetFormSchema,
    keptProposal: keptProposalSchema.nullable().optional(),
  })
  .nullable();
export type BanquetFormResponse = z.infer<typeof banquetFormResponseSchema>;
export const decoratorFormResponseSchema = z
  .object({
    vendorId: z.string(),
    status: z.string(),
    form: savedDecoratorFormSchema,
    keptProposal: keptProposalSchema.nullable().optional(),
  })
  .nullable();
export type DecoratorFormResponse = z.infer<typeof decoratorFormResponseSchema>;
/**
 * POST /api/vendor/banquet-form and /decorator-form: the (re)submitted application, now pending, or an
 * approved vendor's change request (its live page unchanged until an admin approves).
 */
export const formSubmittedSchema = z.object({
  vendorId: z.string(),
  status: z.enum(["pending", "approved"]),
  changeRequestId: z.string().nullable().optional(),
});
export type FormSubmitted = z.infer<typeof formSubmittedSchema>;
