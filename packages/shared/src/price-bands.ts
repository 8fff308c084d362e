/** Price bands on /photographers by wedding price (spec 000 section 9). A missing price counts as 0. */

export type PriceBandId = "budget" | "medium" | "premium";
export type PriceBand = {
  id: PriceBandId;
  title: string;
  subtitle: string;
  /** Inclusive lower bound in rupees. */
  min: number;
  /** Exclusive upper bound in rupees (null: no upper bound). */
  maxExclusive: number | null;
};

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: "budget", title: "Budget Range", subtitle: "From ₹35000", min: 0, maxExclusive: 40000 },
  { id: "medium", title: "Medium Range", subtitle: "From ₹65000", min: 40000, maxExclusive: 75000 },
  { id: "premium", title: "Premium Range", subtitle: "From ₹95000", min: 75000, maxExclusive: null },
];

export const PRICE_BAND_IDS: readonly PriceBandId[] = PRICE_BANDS.map((b) => b.id);

export function isPriceBandId(value: unknown): value is PriceBandId {
  return typeof value === "string" && (PRICE_BAND_IDS as readonly string[]).includes(value);
}

/** The band of a wedding price; null or undefined counts as 0 (budget). */
export function priceBand(weddingPrice: number | null | undefined): PriceBandId {
  const p = typeof weddingPrice === "number" && Number.isFinite(weddingPrice) ? weddingPrice : 0;
  return BANDS_HIGH_FIRST.find((b) => p >= b.min)?.id ?? "budget";
}

/** The bands from the highest lower bound down: the first whose bound a price reaches is its band. */
export const BANDS_HIGH_FIRST: readonly PriceBand[] = [...PRICE_BANDS].sort((a, b) => b.min - a.min);

export function priceBandInfo(id: PriceBandId): PriceBand {
  return PRICE_BANDS.find((b) => b.id === id)!;
}
