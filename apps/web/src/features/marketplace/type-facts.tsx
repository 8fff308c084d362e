import { normalizeVendorType, type VendorCard } from "@bihe/shared";
import { Users } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Chips } from "../../components/chips";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { useFormat } from "../../i18n/format";

type Facts = Pick<VendorCard, "vendorType" | "weddingPrice" | "capacity" | "facilities" | "specialties">;

/**
 * A vendor's listing price in its type's words: a photographer's wedding price, a hall's price per
 * plate, a decorator's starting package (docs/decisions/0021). Nothing when there is no price.
 */
export function ListingPrice({ vendor, className }: { vendor: Facts; className?: string }) {
  if (vendor.weddingPrice <= 0) return null;
  const type = normalizeVendorType(vendor.vendorType);
  if (type === "wedding_cinematographer") return <WeddingPrice price={vendor.weddingPrice} className={className} />;
  // The halls' and decorators' words load with the first one shown (never on a photographers' page).
  return (
    <Suspense fallback={null}>
      <TypePrice type={type} price={vendor.weddingPrice} className={className} />
    </Suspense>
  );
}

function WeddingPrice({ price, className }: { price: number; className?: string }) {
  const { t } = useTranslation("marketplace");
  const f = useFormat();
  return <p className={className}>{t("weddingFrom", { price: f.money(price) })}</p>;
}

function TypePrice({
  type,
  price,
  className,
}: {
  type: "banquet_hall" | "decorator";
  price: number;
  className?: string;
}) {
  const { t } = useTranslation("hallsDecorators");
  const f = useFormat();
  return (
    <p className={className} data-testid="listing-price">
      {type === "banquet_hall"
        ? t("card.perPlate", { price: f.money(price) })
        : t("card.from", { price: f.money(price) })}
    </p>
  );
}

/** A card's facts of its type: a hall's guests and facilities, a decorator's specialties. */
export function CardTypeFacts({ vendor }: { vendor: Facts }) {
  const type = normalizeVendorType(vendor.vendorType);
  if (type === "wedding_cinematographer") return null;
  return (
    <Suspense fallback={null}>
      <TypeFacts vendor={vendor} type={type} />
    </Suspense>
  );
}

/** At most this many chips on a card; the rest is '+n more'. */
const CHIPS = 3;

function TypeFacts({ vendor, type }: { vendor: Facts; type: "banquet_hall" | "decorator" }) {
  const { t, facility, specialty } = useTypeLabels();
  const chips = type === "banquet_hall" ? vendor.facilities.map(facility) : vendor.specialties.map(specialty);
  return (
    <div className="space-y-1.5" data-testid="card-facts">
      {type === "banquet_hall" && vendor.capacity != null && (
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("card.guests", { count: vendor.capacity })}
        </p>
      )}
      {chips.length > 0 && <Chips items={chips} max={CHIPS} more={(n) => t("card.more", { count: n })} />}
    </div>
  );
}
