import {
  CAPACITY_BUCKETS,
  EVENT_FILTERS,
  FACILITY_FILTERS,
  formatRs,
  type ListingFilters,
  normalizeVendorType,
  SPECIALTY_FILTERS,
  townOf,
  type VendorPage,
  type VendorType,
} from "@bihe/shared";
import { type Place, places } from "./place-names";

/** What a vendor is, in the words couples search with. */
export const VENDOR_KIND_WORDS: Record<VendorType, string> = {
  wedding_cinematographer: "Wedding Photographer & Cinematographer",
  banquet_hall: "Banquet Hall",
  decorator: "Wedding Decorator",
};

/** A listing's vendors, plural, as a headline starts. */
export const LISTING_KIND_WORDS: Record<VendorType, string> = {
  wedding_cinematographer: "Wedding photographers",
  banquet_hall: "Banquet halls",
  decorator: "Wedding decorators",
};

/** '12 banquet halls': a listing's count in words. */
export function vendorCountWords(type: VendorType, n: number): string {
  const one = {
    wedding_cinematographer: "wedding photographer",
    banquet_hall: "banquet hall",
    decorator: "wedding decorator",
  };
  return `${n} ${one[type]}${n === 1 ? "" : "s"}`;
}

/** What couples compare in a listing of a type (its page description). */
export const LISTING_COMPARE_WORDS: Record<VendorType, string> = {
  wedding_cinematographer: "price, packages, portfolio and reviews",
  banquet_hall: "per-plate price, capacity, facilities and reviews",
  decorator: "starting price, specialties, portfolio and reviews",
};

/** "Kaski, Gandaki" for a district, "Gandaki Province" for a province. */
export const placeWords = (p: Place) => (p.province ? `${p.name}, ${p.province.name}` : `${p.name} Province`);

/** A listing's filters in words: 'Wedding photographers in Kaski, Gandaki', 'Featured wedding photographers rated 4+ in Nepal'. */
export function listingHeadline(f: ListingFilters): string {
  const all = places();
  const district = f.district != null ? all.districts.get(f.district) : undefined;
  const province = f.province != null ? all.provinces.get(f.province) : undefined;
  const municipality = f.municipality != null ? all.municipalities.get(f.municipality) : undefined;
  let where = municipality
    ? `${f.ward != null ? `ward ${f.ward}, ` : ""}${municipality.name}, ${municipality.district}`
    : district
      ? placeWords(district)
      : province
        ? placeWords(province)
        : "Nepal";
  if (!municipality && f.ward != null) where += `, ward ${f.ward}`;
  const kind = LISTING_KIND_WORDS[f.vendorType];
  let words = f.featured ? `Featured ${kind.toLowerCase()}` : kind;
  const capacity = CAPACITY_BUCKETS.find((b) => b.id === f.capacity);
  if (capacity) words += ` for ${capacity.label.replace("Up to", "up to")}`;
  if (f.guests != null) words += ` for ${f.guests.toLocaleString("en-IN")} guest${f.guests === 1 ? "" : "s"}`;
  if (f.facilities.length) words += ` with ${f.facilities.map((s) => FACILITY_FILTERS[s]).join(", ")}`;
  if (f.specialty) words += ` for ${SPECIALTY_FILTERS[f.specialty].toLowerCase()}`;
  if (f.event) words += `${f.specialty ? "," : ""} for ${EVENT_FILTERS[f.event].toLowerCase()} events`;
  if (f.q) words += ` matching “${f.q}”`;
  if (f.rating != null) words += ` rated ${f.rating}+`;
  if (f.experience != null) words += ` with ${f.experience}+ years of experience`;
  return `${words} in ${where}`;
}

/** 'Rs. 30,000 to Rs. 1,50,000' (or one price), null without prices. */
export function priceRangeWords(min: number | null, max: number | null): string | null {
  if (min == null || max == null) return null;
  return min === max ? formatRs(min) : `${formatRs(min)} to ${formatRs(max)}`;
}

/** Where a vendor is, for its title: the city, else its municipality or district, else Nepal (the page's own title uses the same townOf). */
export function vendorTown(page: VendorPage): string {
  return townOf(page, "en") ?? "Nepal";
}

export const vendorKindWords = (page: VendorPage) => VENDOR_KIND_WORDS[normalizeVendorType(page.vendorType)];

/** The listing price in words of the vendor's type. */
function priceWords(page: VendorPage): string {
  const type = normalizeVendorType(page.vendorType);
  if (type === "banquet_hall") return `From ${formatRs(page.weddingPrice)} per plate.`;
  if (type === "decorator") return `Packages from ${formatRs(page.weddingPrice)}.`;
  return `Wedding from ${formatRs(page.weddingPrice)}.`;
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** A vendor page's description: what and where, rating and price, then the vendor's own words. */
export function vendorDescription(page: VendorPage): string {
  const facts = [`${page.companyName}: ${vendorKindWords(page).toLowerCase()} in ${vendorTown(page)}.`];
  if (page.reviewCount > 0)
    facts.push(`Rated ${page.rating}/5 from ${page.reviewCount} review${page.reviewCount === 1 ? "" : "s"}.`);
  if (page.weddingPrice > 0) facts.push(priceWords(page));
  const capacity = page.capacity;
  if (capacity) facts.push(`Up to ${capacity.toLocaleString("en-IN")} guests.`);
  return clip(`${facts.join(" ")} ${page.description}`, 160);
}
