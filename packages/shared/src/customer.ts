import { z } from "zod";
import { isAdDate } from "./calendar";
import { inquiryWeddingDtoSchema } from "./inquiry";
import { vendorContactSchema } from "./marketplace";
import { isNepaliMobile, nationalNumber } from "./phone";
import { waitWords } from "./wait";

/**
 * Couples' accounts (docs/decisions/0018-couples-accounts-and-verified-unlocks.md): the profile a vendor sees when a couple
 * unlocks it, and the unlocks themselves.
 */

export const CUSTOMER_NAME_REQUIRED = "Please enter your full name";
/** The couple's mobile is a Nepali one (isNepaliMobile), which the message names: 10 digits is not enough. */
export const CUSTOMER_MOBILE_INVALID = "Please enter a Nepali mobile number: 10 digits starting with 96, 97 or 98";
export const CUSTOMER_DATE_INVALID = "Please choose a valid date";
export const CUSTOMER_BUDGET_INVALID = "Please enter a budget in rupees";

/**
 * Caps of distinct vendors unlocked in a rolling 24 hours (not a calendar day): per account and per
 * address. A place frees when the unlock that filled it is 24 hours old, so the messages name that wait.
 */
export const UNLOCK_CAP_PER_CUSTOMER = 20;
export const UNLOCK_CAP_PER_IP = 40;
export const UNLOCK_WINDOW_MS = 24 * 60 * 60 * 1000;
export const unlockCapMessage = (cap: number, retryAfterSeconds: number) =>
  `You have contacted ${cap} new vendors in the last 24 hours, the limit. Vendors you already contacted stay open; you can contact a new vendor in ${waitWords(retryAfterSeconds)}.`;
export const unlockIpCapMessage = (retryAfterSeconds: number) =>
  `Too many vendors have been contacted from this network in the last 24 hours. Please try again in ${waitWords(retryAfterSeconds)}.`;
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
  /** What the couple told the vendor about its wedding. */
  wedding: inquiryWeddingDtoSchema,
});
export type ContactedVendor = z.infer<typeof contactedVendorSchema>;

/** A cap that refuses this couple a new vendor now: whose it is, the wait, and the message naming it. */
export const unlockCapSchema = z.object({
  kind: z.enum(["customer", "ip"]),
  retryAfterSeconds: z.number(),
  message: z.string(),
});
export type UnlockCap = z.infer<typeof unlockCapSchema>;

/**
 * GET /api/customer/unlocks/:vendorId — `unlock` is null when this couple has not unlocked that vendor;
 * `cap` is set when a new vendor would be refused now (the page disables the button and says why).
 */
export const myUnlockSchema = z.object({ unlock: contactedVendorSchema.nullable(), cap: unlockCapSchema.nullable() });

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
