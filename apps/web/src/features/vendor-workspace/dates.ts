import { formatAd, formatBs, todayAdInNepal } from "@bihe/shared";

/** A timestamp as a Bikram Sambat date with the AD date beside it (dates in Nepal time). */
export function bsWithAd(iso: string): { bs: string; ad: string } {
  const ad = todayAdInNepal(new Date(iso));
  return { bs: formatBs(ad), ad: formatAd(ad) };
}
