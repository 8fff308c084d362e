import { z } from "zod";
import { ROLES, VENDOR_STATUSES, VENDOR_TYPES } from "./vendor-types";

export { type ApiError, apiErrorSchema } from "./contracts/define";

/** GET /api/me: the signed-in user and their vendor application, or null when signed out. */
export const meSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      vendorType: z.enum(VENDOR_TYPES).nullable(),
      emailVerified: z.boolean(),
    }),
    vendor: z
      .object({
        id: z.string(),
        status: z.enum(VENDOR_STATUSES),
        companyName: z.string(),
        vendorType: z.enum(VENDOR_TYPES),
      })
      .nullable(),
  })
  .nullable();
export type Me = z.infer<typeof meSchema>;

/** GET /api/settings: the marketplace settings every page reads. */
export const siteSettingsSchema = z.object({ siteName: z.string(), contactPhone: z.string() });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
