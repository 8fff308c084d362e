import type { VendorType } from "./vendor-types";

/**
 * Price bands per vendor type (docs/decisions/0021). Every type has the same three band ids, so the
 * listing's sections, sorts and cursors are one model; what differs is the price a band is read
 * from and its thresholds:
 * - photographers: the wedding price (spec 000 section 9, unchanged);
 * - banquet halls: the lowest per-plate price among the hall's packages;
 * - decorators: the starting (lowest) package price.
 * A missing price counts as 0. A band's subtitle says its bounds in the reader's money (the web's
 * listing-texts.ts), so it never promises a price the band's vendors do not ask.
 */

export type PriceBandId = "budget" | "medium" | "premium";
export type PriceBand = {
  id: PriceBandId;
  title: string;
  /** Inclusive lower bound in rupees. */
  min: number;
  /** Exclusive upper bound in rupees (null: no upper bound). */
  maxExclusive: number | null;
};

/** Photographers (spec 000 section 9). */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: "budget", title: "Budget Range", min: 0, maxExclusive: 40000 },
  { id: "medium", title: "Medium Range", min: 40000, maxExclusive: 75000 },
  { id: "premium", title: "Premium Range", min: 75000, maxExclusive: null },
];

/**
 * Banquet halls by per-plate price. Kathmandu valley halls in 2026 quote roughly Rs 900-1,100 a plate
 * for a basic veg menu in a party palace, Rs 1,300-1,800 for a mid-range hall with a mixed menu, and
 * Rs 2,200 and up for hotel ballrooms and premium venues.
 */
export const BANQUET_PRICE_BANDS: readonly PriceBand[] = [
  { id: "budget", title: "Budget Range", min: 0, maxExclusive: 1200 },
  { id: "medium", title: "Medium Range", min: 1200, maxExclusive: 2000 },
  { id: "premium", title: "Premium Range", min: 2000, maxExclusive: null },
];

/**
 * Decorators by starting package price: a simple stage and mandap from about Rs 35,000, a full
 * venue with flowers and lighting around Rs 90,000, theme and hotel weddings from Rs 1,50,000.
 */
export const DECORATOR_PRICE_BANDS: readonly PriceBand[] = [
  { id: "budget", title: "Budget Range", min: 0, maxExclusive: 50000 },
  { id: "medium", title: "Medium Range", min: 50000, maxExclusive: 150000 },
  { id: "premium", title: "Premium Range", min: 150000, maxExclusive: null },
];

export const PRICE_BANDS_BY_TYPE: Readonly<Record<VendorType, readonly PriceBand[]>> = {
  wedding_cinematographer: PRICE_BANDS,
  banquet_hall: BANQUET_PRICE_BANDS,
  decorator: DECORATOR_PRICE_BANDS,
};

/** What the listing price of a type is (a card's and a band's price). */
export const LISTING_PRICE_BASIS: Readonly<Record<VendorType, "wedding" | "per-plate" | "starting-package">> = {
  wedding_cinematographer: "wedding",
  banquet_hall: "per-plate",
  decorator: "starting-package",
};

export const PRICE_BAND_IDS: readonly PriceBandId[] = PRICE_BANDS.map((b) => b.id);

export function isPriceBandId(value: unknown): value is PriceBandId {
  return typeof value === "string" && (PRICE_BAND_IDS as readonly string[]).includes(value);
}

/** A type's bands from the highest lower bound down: the first whose bound a price reaches is its band. */
export const bandsHighFirst = (vendorType: VendorType): readonly PriceBand[] =>
  [...PRICE_BANDS_BY_TYPE[vendorType]].sort((a, b) => b.min - a.min);

/** The photographers' bands from the highest lower bound down. */
export const BANDS_HIGH_FIRST: readonly PriceBand[] = bandsHighFirst("wedding_cinematographer");

/** The band of a listing price of a type (photographer by default); null or undefined counts as 0 (budget). */
export function priceBand(
  price: number | null | undefined,
  vendorType: VendorType = "wedding_cinematographer",
): PriceBandId {
  const p = typeof price === "number" && Number.isFinite(price) ? price : 0;
  return bandsHighFirst(vendorType).find((b) => p >= b.min)?.id ?? "budget";
}

export function priceBandInfo(id: PriceBandId, vendorType: VendorType = "wedding_cinematographer"): PriceBand {
  return PRICE_BANDS_BY_TYPE[vendorType].find((b) => b.id === id)!;
}
