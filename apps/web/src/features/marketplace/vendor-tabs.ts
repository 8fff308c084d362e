import type { VendorPage } from "@bihe/shared";

export type PageTab = "overview" | "packages" | "portfolio" | "payment" | "reviews" | "areas";

/**
 * The page's tabs by type: a photographer's are the spec's; a hall has no service areas
 * (couples come to its address) and, like a decorator, shows Payment only when it has terms.
 */
export function pageTabs(v: Pick<VendorPage, "hall" | "decorator" | "paymentTerms" | "cancellationPolicy">): PageTab[] {
  if (!v.hall && !v.decorator) return ["overview", "packages", "portfolio", "payment", "reviews", "areas"];
  const payment = v.paymentTerms.length > 0 || Boolean(v.cancellationPolicy);
  return [
    "overview",
    "packages",
    "portfolio",
    ...(payment ? (["payment"] as const) : []),
    "reviews",
    ...(v.hall ? [] : (["areas"] as const)),
  ];
}
