/** Place pages' addresses and filters, apart from their schemas (places.ts) so public pages load no zod. */
import type { ListingFilters } from "./listing-rules";
import type { PlaceSummary } from "./places";

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

/** A place page's listing: the visitor's other filters, with the place as the only place filter. */
export function withPlace(filters: ListingFilters, place: Pick<PlaceSummary, "kind" | "id">): ListingFilters {
  const none = { province: null, district: null, municipality: null, ward: null };
  return { ...filters, ...none, [place.kind]: place.id };
}
