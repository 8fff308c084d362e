import { z } from "zod";
import { isAdDate } from "./calendar";
import { vendorContactSchema } from "./marketplace";
import { isNepaliMobile, nationalNumber } from "./phone";

/**
 * Couples' accounts (docs/decisions/0018-couples-accounts-and-verified-unlocks.md): the profile a vendor sees when a couple
 * unlocks it, and the unlocks themselves.
 */

export const CUSTOMER_NAME_REQUIRED = "Please enter your full name";
/** The couple's mobile is a Nepali one (isNepaliMobile), which the message names: 10 digits is not enough. */
export const CUSTOMER_MOBILE_INVALID = "Please enter a Nepali mobile number: 10 digits starting with 96, 97 or 98";
export const CUSTOMER_DATE_INVALID = "Please choose a valid date";
export const CUSTOMER_BUDGET_INVALID = "Please enter a budget in rupees";

/** Daily caps of distinct vendors unlocked (rolling 24 hours): per account and per address. */
export const UNLOCK_CAP_PER_CUSTOMER = 20;
export const UNLOCK_CAP_PER_IP = 40;
export const UNLOCK_CAP_MESSAGE =
  "You have contacted 20 new vendors today, the daily limit. Vendors you already contacted stay open; please try again tomorrow.";
export const UNLOCK_IP_CAP_MESSAGE =
  "Too many vendors have been contacted from this network today. Please try again tomorrow.";
export const UNLOCK_SIGN_IN_MESSAGE = "Please sign in to see this vendor's contacts.";
export const UNLOCK_VERIFY_MESSAGE = "Please verify your email address before contacting vendors.";
export const UNLOCK_PROFILE_MESSAGE = "Please add your full name and mobile number to your profile first.";
export const UNLOCK_CUSTOMERS_ONLY_MESSAGE = "Only couples' accounts can contact vendors.";

/** Optional text: blank means none. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4, { error: `At most ${max} characters`, abort: true })
    .transform((v) => v.trim())
    .refine((v) => v.length <= max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /api/customer/profile */
export const customerProfileInputSchema = z.object({
  fullName: z
    .string({ error: CUSTOMER_NAME_REQUIRED })
    .max(480, { error: CUSTOMER_NAME_REQUIRED, abort: true })
    .transform((v) => v.trim())
    .refine((v) => v.length >= 1 && v.length <= 120, CUSTOMER_NAME_REQUIRED),
  // The shared Nepal rule; stored as the national 10 digits (a +977 prefix is accepted and dropped).
  phone: z
    .string({ error: CUSTOMER_MOBILE_INVALID })
    .max(30, { error: CUSTOMER_MOBILE_INVALID, abort: true })
    .transform((v) => nationalNumber(v))
    .refine((v) => isNepaliMobile(v), CUSTOMER_MOBILE_INVALID),
  weddingDate: z
    .union([z.string().max(10, { error: CUSTOMER_DATE_INVALID, abort: true }), z.null()])
    .optional()
    .refine((v) => !v || isAdDate(v), CUSTOMER_DATE_INVALID)
    .transform((v) => v || null),
  city: optionalText(80),
  budget: z
    .union([z.number(), z.null()])
    .optional()
    .refine((v) => v == null || (Number.isInteger(v) && v >= 0 && v <= 1_000_000_000), CUSTOMER_BUDGET_INVALID)
    .transform((v) => v ?? null),
});
export type CustomerProfileInput = z.input<typeof customerProfileInputSchema>;

export const customerProfileSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** Null until the couple saves a profile. */
  profile: z
    .object({
      fullName: z.string(),
      phone: z.string(),
      weddingDate: z.string().nullable(),
      city: z.string().nullable(),
      budget: z.number().nullable(),
    })
    .nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** One vendor a couple unlocked: the promo code, when, and the contacts. */
export const contactedVendorSchema = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  promoCode: z.string(),
  unlockedAt: z.string(),
  contacts: z.array(vendorContactSchema),
});
export type ContactedVendor = z.infer<typeof contactedVendorSchema>;

/** GET /api/customer/unlocks/:vendorId — null when this couple has not unlocked that vendor. */
export const myUnlockSchema = z.object({ unlock: contactedVendorSchema.nullable() });

/** GET /api/admin/unlock-bursts */
export const unlockBurstSchema = z.object({
  id: z.string(),
  kind: z.enum(["customer", "ip"]),
  customerEmail: z.string().nullable(),
  ip: z.string(),
  day: z.string(),
  refused: z.number(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type UnlockBurst = z.infer<typeof unlockBurstSchema>;
