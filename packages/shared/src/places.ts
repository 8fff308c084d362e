import { z } from "zod";
import { VENDOR_TYPES } from "./vendor-types";

/**
 * Place pages (`/photographers/in/<place>`, `/banquets/in/<place>`, `/decorators/in/<place>`): the address of a
 * district or province, and what the server says about its vendors of one type. Districts and provinces share
 * one address space (no name is both).
 */

/** GET /api/places/:slug: what a place page says about itself (the listing comes from /api/vendors). */
export const placeSummarySchema = z.object({
  kind: z.enum(["district", "province"]),
  id: z.number(),
  name: z.string(),
  nameNe: z.string(),
  slug: z.string(),
  /** The province of a district (null for a province). */
  province: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  /** The vendor type counted (the page's: photographers unless asked for another). */
  vendorType: z.enum(VENDOR_TYPES),
  /** Approved vendors of that type based in or serving the place. */
  vendorCount: z.number(),
  /** Lowest and highest listing price among them (wedding, per plate, starting package; null without vendors). */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

/** GET /api/places: the districts with at least one vendor of the type, by province ('Browse by district'). */
export const placeDirectorySchema = z.object({
  provinces: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      vendorCount: z.number(),
      districts: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), vendorCount: z.number() })),
    }),
  ),
});
export type PlaceDirectory = z.infer<typeof placeDirectorySchema>;

export * from "./place-rules";
