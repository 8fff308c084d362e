import { type ListingFilters, listingFiltersToParams, listingPageHref, placePath, trimTrailing } from "@bihe/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { places } from "./place-names";

/** The site's public origin: PUBLIC_URL, else the address the request came to. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return trimTrailing(app.config.publicUrl ?? `${request.protocol}://${request.headers.host ?? "localhost"}`, "/");
}

export const vendorPath = (id: string) => `/vendor/${id}`;

/**
 * The one address of a listing: its filters in a fixed order (defaults, view options and the date left out),
 * and a filter of exactly one district or one province is that place's page of the listing's type.
 */
export function listingCanonicalPath(listing: ListingFilters): string {
  // A list "available on" a date changes with every booking: the same list without the date is its one address.
  const filters = { ...listing, date: null };
  const params = listingFiltersToParams(filters);
  params.delete("type"); // the path says it
  const onlyPlace = params.size === 1 && (filters.district ?? filters.province) != null;
  const place = onlyPlace
    ? filters.district != null
      ? places().districts.get(filters.district)
      : places().provinces.get(filters.province ?? 0)
    : undefined;
  if (place) return placePath(place.name, filters.vendorType);
  return listingPageHref(filters);
}
