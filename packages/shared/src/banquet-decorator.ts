import { z } from "zod";
import { digitsOnly, PHONE_MIN_DIGITS } from "./phone";
import { boundedText, emailText } from "./text-rules";

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

// Length first, and a too-long value goes no further (issue 13 item 1).
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
});
export type DecoratorFormInput = z.input<typeof decoratorFormSchema>;
export type DecoratorForm = z.output<typeof decoratorFormSchema>;

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
});
export const savedDecoratorFormSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  specialties: z.array(z.enum(DECORATION_SPECIALTIES)),
  eventTypes: z.array(z.enum(DECORATOR_EVENT_TYPES)),
});

/** GET /api/vendor/banquet-form and /decorator-form: the saved application, or null. */
export const banquetFormResponseSchema = z
  .object({ vendorId: z.string(), status: z.string(), form: savedBanquetFormSchema })
  .nullable();
export type BanquetFormResponse = z.infer<typeof banquetFormResponseSchema>;
export const decoratorFormResponseSchema = z
  .object({ vendorId: z.string(), status: z.string(), form: savedDecoratorFormSchema })
  .nullable();
export type DecoratorFormResponse = z.infer<typeof decoratorFormResponseSchema>;
/** POST /api/vendor/banquet-form and /decorator-form: the (re)submitted application, now pending. */
export const formSubmittedSchema = z.object({ vendorId: z.string(), status: z.literal("pending") });
export type FormSubmitted = z.infer<typeof formSubmittedSchema>;
