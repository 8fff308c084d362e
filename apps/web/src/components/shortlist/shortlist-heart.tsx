import { Heart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useShortlist } from "./use-shortlist";

const looks = {
  /** On a card's picture: a round white button in its top-right corner. */
  overlay:
    "absolute right-2 top-2 z-10 h-10 w-10 rounded-full bg-white/90 shadow-sm backdrop-blur hover:bg-white focus-visible:ring-2",
  /** Beside a title or a button: a bordered square like the share button. */
  inline: "h-10 w-10 shrink-0 rounded-lg border border-stone-300 bg-white hover:bg-stone-100",
} as const;

/**
 * The heart that adds a vendor to the shortlist or takes it off (docs/decisions/0016). Its state comes from
 * the device or the account's one shortlist request, never from the public answer the card came in.
 */
export function ShortlistHeart({
  vendor,
  look = "overlay",
  className,
}: {
  vendor: { id: string; companyName: string };
  look?: keyof typeof looks;
  className?: string;
}) {
  const { t } = useTranslation("shortlist", { useSuspense: false });
  const shortlist = useShortlist();
  // While the account answers, the heart shows what was asked (a tap feels instant).
  const [pending, setPending] = useState<boolean | null>(null);
  const on = pending ?? shortlist.has(vendor.id);
  if (!shortlist.ready) return <span className={cn(looks[look], "invisible", className)} aria-hidden="true" />;
  return (
    <button
      type="button"
      className={cn("inline-flex items-center justify-center transition-colors", looks[look], className)}
      aria-pressed={on}
      aria-label={t(on ? "heart.remove" : "heart.add", { name: vendor.companyName })}
      title={t(on ? "heart.remove" : "heart.add", { name: vendor.companyName })}
      data-testid="shortlist-heart"
      onClick={(e) => {
        e.stopPropagation();
        setPending(!on);
        void shortlist.toggle(vendor).finally(() => setPending(null));
      }}
    >
      <Heart className={cn("h-5 w-5", on ? "fill-brand-600 text-brand-600" : "text-stone-700")} aria-hidden="true" />
    </button>
  );
}
