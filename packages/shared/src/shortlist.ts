import { z } from "zod";
import { imageRefSchema, vendorPackageSchema, vendorPageSchema } from "./marketplace";
import {
  COMPARE_BAD_ID_MESSAGE,
  COMPARE_COUNT_MESSAGE,
  COMPARE_IDS_MAX_LENGTH,
  COMPARE_MAX,
  COMPARE_MIN,
  SHORTLIST_CAP,
} from "./shortlist-rules";
import { isUuid } from "./text-rules";

export * from "./shortlist-rules";

/**
 * `?ids=a,b,c` as compare reads it: trimmed, lower-cased, duplicates dropped, order kept. The
 * server and the web share it, so a link the page accepts is one the API accepts.
 */
export function parseCompareIds(raw: string | null | undefined): { ids: string[] } | { error: string } {
  const text = raw ?? "";
  if (text.length > COMPARE_IDS_MAX_LENGTH) return { error: COMPARE_COUNT_MESSAGE };
  const ids = [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) return { error: COMPARE_COUNT_MESSAGE };
  if (!ids.every((id) => isUuid(id))) return { error: COMPARE_BAD_ID_MESSAGE };
  return { ids };
}

/** One shortlisted vendor as the shortlist shows it (approved public fields only). */
export const shortlistVendorSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  vendorType: z.string(),
  weddingPrice: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  locationText: z.string(),
  locationTextNe: z.string(),
  cardImage: imageRefSchema.nullable(),
  addedAt: z.string(),
});
export type ShortlistVendor = z.infer<typeof shortlistVendorSchema>;

/** The account's shortlist, newest first; `cap` is SHORTLIST_CAP. */
export const shortlistResponseSchema = z.object({
  vendors: z.array(shortlistVendorSchema),
  cap: z.number(),
});
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>;

/** The device's list sent on sign-in: ids only; malformed or unknown ones are skipped, not refused. */
export const shortlistMergeBodySchema = z.object({
  vendorIds: z.array(z.string().max(64)).max(SHORTLIST_CAP * 2),
});
export const shortlistMergeResponseSchema = shortlistResponseSchema.extend({
  /** How many of the device's vendors were new on the account. */
  added: z.number(),
  /** How many did not fit under the cap. */
  leftOut: z.number(),
});
export type ShortlistMergeResponse = z.infer<typeof shortlistMergeResponseSchema>;

/** One vendor's column on /compare: public fields of an approved vendor, never contacts. */
export const compareVendorSchema = vendorPageSchema
  .pick({
    id: true,
    companyName: true,
    vendorType: true,
    weddingPrice: true,
    band: true,
    rating: true,
    reviewCount: true,
    yearsInBusiness: true,
    locationText: true,
    locationTextNe: true,
    paymentTerms: true,
    serviceAreaLabel: true,
    serviceAreas: true,
    cardImage: true,
    capacity: true,
    facilities: true,
    specialties: true,
    hall: true,
    decorator: true,
  })
  // `packages`: a photographer's combo packages (empty for halls and decorators, whose packages are in
  // `hall` and `decorator`). Compare's rows follow the vendors' type.
  .extend({ packages: z.array(vendorPackageSchema) });
export type CompareVendor = z.infer<typeof compareVendorSchema>;

/** GET /api/vendors/compare: the vendors in the order asked, and the ids no approved vendor has. */
export const compareResponseSchema = z.object({
  vendors: z.array(compareVendorSchema),
  unknownIds: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
