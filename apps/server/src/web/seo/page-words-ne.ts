import {
  formatMoney,
  formatNumber,
  type ListingFilters,
  localDigits,
  normalizeVendorType,
  placeName,
  townOf,
  type VendorPage,
  type VendorType,
} from "@bihe/shared";
import { clip } from "./page-words";
import { places } from "./place-names";

/**
 * The server-written head of the public pages in Nepali: the same facts as the English
 * words of seo/page-words.ts, written the way a Nepali wedding business would. Vendor-typed text
 * (name, city, description) stays as written; reference place names are in Nepali.
 */
export const KIND_NE: Record<VendorType, string> = {
  wedding_cinematographer: "बिहेको फोटोग्राफर र सिनेमाटोग्राफर",
  banquet_hall: "ब्याङ्क्वेट हल",
  decorator: "बिहेको डेकोरेटर",
};

/** The listing price in words of each type: a wedding's, a plate's, a decorator's first package. */
const PRICE_NE: Record<VendorType, (money: string) => string> = {
  wedding_cinematographer: (money) => `बिहे ${money} देखि।`,
  banquet_hall: (money) => `प्रति प्लेट ${money} देखि।`,
  decorator: (money) => `प्याकेज ${money} देखि।`,
};

/** A listing's vendors, plural, in Nepali. */
const LISTING_KIND_NE: Record<VendorType, string> = {
  wedding_cinematographer: "बिहे फोटोग्राफरहरू",
  banquet_hall: "ब्याङ्क्वेट हलहरू",
  decorator: "बिहेका डेकोरेटरहरू",
};

/** A type's listing as the first step of a Nepali page's breadcrumbs (the web's visible trail says the same). */
export const LISTING_CRUMB_NE: Record<VendorType, string> = {
  wedding_cinematographer: "बिहेका फोटोग्राफरहरू",
  banquet_hall: "ब्याङ्क्वेट हलहरू",
  decorator: "बिहेका डेकोरेटरहरू",
};

/** A hall's and a decorator's filters in Nepali (the same words as the web's halls-decorators namespace). */
const CAPACITY_NE: Record<string, string> = {
  "up-to-200": "२०० जनासम्म",
  "200-500": "२००–५०० जना",
  "500-1000": "५००–१,००० जना",
  "1000-plus": "१,००० भन्दा बढी जना",
};
const FACILITY_NE: Record<string, string> = {
  "air-conditioning": "एसी",
  wifi: "वाइफाइ",
  "dj-system": "डीजे सिस्टम",
  parking: "पार्किङ",
};
const SPECIALTY_NE: Record<string, string> = {
  "stage-decoration": "स्टेज डेकोरेसन",
  "mandap-decoration": "मण्डप सजावट",
  "floral-arrangements": "फूलको सजावट",
  lighting: "लाइटिङ",
  "entrance-gate-decoration": "प्रवेशद्वार र गेट सजावट",
  "table-centerpieces": "टेबल र सेन्टरपिस",
  "balloon-decoration": "बेलुन डेकोरेसन",
  "theme-decoration": "थिम डेकोरेसन",
};
const EVENT_NE: Record<string, string> = {
  wedding: "बिहे",
  engagement: "इन्गेजमेन्ट",
  reception: "रिसेप्सन",
  mehendi: "मेहेन्दी",
  haldi: "हल्दी",
  bratabandha: "व्रतबन्ध",
  pasni: "पास्नी",
  "birthday-party": "जन्मदिनको पार्टी",
  "anniversary-party": "विवाह वार्षिकोत्सव",
  "corporate-event": "कर्पोरेट कार्यक्रम",
};

/** 'पार्किङ भएका', 'पास्नीका लागि मण्डप सजावट गर्ने': a listing's type filters before its vendors. */
function typeFilterWordsNe(f: ListingFilters): string {
  const words: string[] = [];
  if (f.capacity) words.push(`${CAPACITY_NE[f.capacity]} अट्ने`);
  if (f.guests != null) words.push(`${formatNumber(f.guests, "ne")} जना अट्ने`);
  if (f.facilities.length) words.push(`${f.facilities.map((s) => FACILITY_NE[s]).join(", ")} भएका`);
  if (f.event) words.push(`${EVENT_NE[f.event]}का लागि`);
  if (f.specialty) words.push(`${SPECIALTY_NE[f.specialty]} गर्ने`);
  return words.map((w) => `${w} `).join("");
}

/** Counted vendors of a type and what couples compare among them, in Nepali. */
export const LISTING_COUNT_NE: Record<VendorType, string> = {
  wedding_cinematographer: "जना फोटोग्राफरको मूल्य, प्याकेज, पोर्टफोलियो र समीक्षा",
  banquet_hall: "वटा ब्याङ्क्वेट हलको प्रति प्लेट मूल्य, क्षमता, सुविधा र समीक्षा",
  decorator: "जना डेकोरेटरको सुरु मूल्य, विशेषता, पोर्टफोलियो र समीक्षा",
};

export function vendorTownNe(page: VendorPage): string {
  return townOf(page, "ne") ?? "नेपाल";
}

/** "हिमालय स्टुडियो · बिहेको फोटोग्राफर र सिनेमाटोग्राफर, काठमाडौँ" */
export function vendorTitleNe(page: VendorPage): string {
  return `${page.companyName} · ${KIND_NE[normalizeVendorType(page.vendorType)]}, ${vendorTownNe(page)}`;
}

/** What and where, rating and price, then the vendor's own words; at most 160 characters. */
export function vendorDescriptionNe(page: VendorPage): string {
  const facts = [`${page.companyName}: ${vendorTownNe(page)}मा ${KIND_NE[normalizeVendorType(page.vendorType)]}।`];
  if (page.reviewCount > 0)
    facts.push(`${localDigits(page.reviewCount, "ne")} समीक्षामा ५ मध्ये ${localDigits(page.rating, "ne")} रेटिङ।`);
  if (page.weddingPrice > 0)
    facts.push(PRICE_NE[normalizeVendorType(page.vendorType)](formatMoney(page.weddingPrice, "ne")));
  if (page.capacity) facts.push(`${localDigits(page.capacity, "ne")} जनासम्म पाहुना।`);
  return clip(`${facts.join(" ")} ${page.description}`, 160);
}

/** 'काठमाडौँ, बागमतीका बिहे फोटोग्राफरहरू' (the listing's place filter in Nepali). */
export function listingHeadlineNe(f: ListingFilters): string {
  const all = places();
  const district = f.district != null ? all.districts.get(f.district) : undefined;
  const province = f.province != null ? all.provinces.get(f.province) : undefined;
  const where = district
    ? `${district.nameNe}, ${placeName(district.province?.name ?? "", "ne")}`.replace(/, $/, "")
    : province
      ? `${province.nameNe} प्रदेश`
      : "नेपाल";
  return `${where}का ${f.featured ? "विशेष " : ""}${typeFilterWordsNe(f)}${LISTING_KIND_NE[f.vendorType]}`;
}

export function listingDescriptionNe(
  title: string,
  total: number,
  vendorType: VendorType = "wedding_cinematographer",
): string {
  return clip(
    `${title}: ${localDigits(total, "ne")} ${LISTING_COUNT_NE[vendorType]} तुलना गर्नुहोस्, र एकै थिचाइमा सम्पर्क गर्नुहोस्।`,
    160,
  );
}
