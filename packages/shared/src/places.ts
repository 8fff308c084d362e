import { z } from "zod";

/**
 * Place pages (`/photographers/in/<place>`): the address of a district or province, and what the
 * server says about it. Districts and provinces share one address space (no name is both).
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
  /** Approved photographers based in or serving the place. */
  vendorCount: z.number(),
  /** Lowest and highest wedding price among them (null without vendors). */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

/** GET /api/places: the districts with at least one vendor, by province ('Browse by district'). */
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
