import { Users } from "lucide-react";
import { Chips } from "../../components/chips";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { usePlainFormat } from "../../i18n/format-plain";
import type { CardFacts } from "./type-facts";

/** A hall's price per plate or a decorator's starting package price (type-facts.tsx loads it). */
export function TypePrice({
  type,
  price,
  className,
}: {
  type: "banquet_hall" | "decorator";
  price: number;
  className?: string;
}) {
  const { t } = useTypeLabels();
  const f = usePlainFormat();
  return (
    <p className={className} data-testid="listing-price">
      {type === "banquet_hall"
        ? t("card.perPlate", { price: f.money(price) })
        : t("card.from", { price: f.money(price) })}
    </p>
  );
}

/** At most this many chips on a card, the rest '+n more' (a hall's four facilities all fit). */
const CHIPS = { banquet_hall: 4, decorator: 3 } as const;

/** A hall's guests and facilities, a decorator's specialties, on its card. */
export function TypeFacts({ vendor, type }: { vendor: CardFacts; type: "banquet_hall" | "decorator" }) {
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
      {chips.length > 0 && <Chips items={chips} max={CHIPS[type]} more={(n) => t("card.more", { count: n })} />}
    </div>
  );
}
