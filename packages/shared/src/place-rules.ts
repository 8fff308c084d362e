/** Place pages' addresses and filters, apart from their schemas (places.ts) so public pages load no zod. */
import { LISTING_PATH_BY_TYPE, type ListingFilters } from "./listing-rules";
import type { PlaceSummary } from "./places";
import type { VendorType } from "./vendor-types";

/** "Nawalparasi East" -> "nawalparasi-east": lower case, accents dropped, anything else a hyphen. */
export function placeSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""); // one hyphen at most at each end after the line above (/-+$/ is quadratic)
}

/** The page of a place's vendors of a type: `/photographers/in/kaski`, `/banquets/in/kaski`, `/decorators/in/kaski`. */
export function placePath(name: string, vendorType: VendorType = "wedding_cinematographer"): string {
  return `${LISTING_PATH_BY_TYPE[vendorType]}/in/${placeSlug(name)}`;
}

/** The vendor type and place slug of a place page's path, or null for any other path. */
export function placePageOf(pathname: string): { vendorType: VendorType; slug: string } | null {
  const match = /^\/(photographers|banquets|decorators)\/in\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return null;
  const vendorType = (Object.keys(LISTING_PATH_BY_TYPE) as VendorType[]).find(
    (t) => LISTING_PATH_BY_TYPE[t] === `/${match[1]!.toLowerCase()}`,
  )!;
  return { vendorType, slug: match[2]! };
}

/** A place page's listing: the visitor's other filters, with the place as the only place filter. */
export function withPlace(filters: ListingFilters, place: Pick<PlaceSummary, "kind" | "id">): ListingFilters {
  const none = { province: null, district: null, municipality: null, ward: null };
  return { ...filters, ...none, [place.kind]: place.id };
}
