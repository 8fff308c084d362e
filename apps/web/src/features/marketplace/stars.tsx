import { Star } from "lucide-react";
import { useFormat } from "../../i18n/format";
import { cn } from "../../lib/cn";

/** Five stars filled to the rating (read-only). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn("h-4 w-4", n <= Math.round(rating) ? "fill-amber-400 text-amber-400" : "text-stone-300")}
        />
      ))}
    </span>
  );
}

/** '4.7 (7 reviews)' with one star. */
export function RatingLine({ rating, label }: { rating: number; count?: number; label: string }) {
  const f = useFormat();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-stone-700">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold" data-testid="rating">
        {f.digits(rating.toFixed(1))}
      </span>
      <span className="text-stone-500">({label})</span>
    </span>
  );
}
