import { normalizeVendorType, type VendorCard, type VendorPage } from "@bihe/shared";
import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/card";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";

/** What a card needs to show its type's facts. */
export type CardFacts = Pick<VendorCard, "vendorType" | "weddingPrice" | "capacity" | "facilities" | "specialties">;

// A hall's and a decorator's facts and words load with the first one shown: a photographers' page
// never downloads them (/banquets and /decorators start loading them with the page, see routes.tsx).
const TypePrice = lazy(() => import("./type-card-facts").then((m) => ({ default: m.TypePrice })));
const TypeFacts = lazy(() => import("./type-card-facts").then((m) => ({ default: m.TypeFacts })));
// A hall's and a decorator's sections of the vendor page.
const TypeOverview = lazy(() => import("./type-sections").then((m) => ({ default: m.TypeOverview })));

/**
 * A vendor's listing price in its type's words: a photographer's wedding price, a hall's price per
 * plate, a decorator's starting package (docs/decisions/0021). Nothing when there is no price.
 */
export function ListingPrice({ vendor, className }: { vendor: CardFacts; className?: string }) {
  if (vendor.weddingPrice <= 0) return null;
  const type = normalizeVendorType(vendor.vendorType);
  if (type === "wedding_cinematographer") return <WeddingPrice price={vendor.weddingPrice} className={className} />;
  return (
    <Suspense fallback={null}>
      <TypePrice type={type} price={vendor.weddingPrice} className={className} />
    </Suspense>
  );
}

function WeddingPrice({ price, className }: { price: number; className?: string }) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  return <p className={className}>{t("weddingFrom", { price: f.money(price) })}</p>;
}

/** A card's facts of its type: a hall's guests and facilities, a decorator's specialties. */
export function CardTypeFacts({ vendor }: { vendor: CardFacts }) {
  const type = normalizeVendorType(vendor.vendorType);
  if (type === "wedding_cinematographer") return null;
  return (
    <Suspense fallback={null}>
      <TypeFacts vendor={vendor} type={type} />
    </Suspense>
  );
}

/** The Overview tab's facts of a hall (capacity, price per plate, facilities) or a decorator (specialties, events). */
export function TypeOverviewView({ vendor }: { vendor: VendorPage }) {
  if (!vendor.hall && !vendor.decorator) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <TypeOverview vendor={vendor} />
    </Suspense>
  );
}
