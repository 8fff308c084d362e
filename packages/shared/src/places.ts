import { z } from "zod";
import type { ListingFilters } from "./marketplace";

/**
 * Place pages (`/photographers/in/<place>`): the address of a district or province, and what the
 * server says about it. Districts and provinces share one address space (no name is both).
 */

/** "Nawalparasi East" -> "nawalparasi-east": lower case, accents dropped, anything else a hyphen. */
export function placeSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""); // one hyphen at most at each end after the line above (/-+$/ is quadratic)
}

/** The page of a place's wedding photographers. */
export function placePath(name: string): string {
  return `/photographers/in/${placeSlug(name)}`;
}

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

/** A place page's listing: the visitor's other filters, with the place as the only place filter. */
export function withPlace(filters: ListingFilters, place: Pick<PlaceSummary, "kind" | "id">): ListingFilters {
  const none = { province: null, district: null, municipality: null, ward: null };
  return { ...filters, ...none, [place.kind]: place.id };
}
