import { Star } from "lucide-react";
import { usePlainFormat } from "../../i18n/format-plain";
import { cn } from "../../lib/cn";

/**
 * Five stars filled to the rounded rating (read-only): the one star rating of the app. With a
 * `label` ('4.5 out of 5') it is an image with that name; without, it is decoration beside a
 * rating that is written out.
 */
export function Stars({
  rating,
  label,
  size = "sm",
  className,
}: {
  rating: number;
  label?: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const filled = Math.round(rating);
  return (
    <span
      className={cn("inline-flex items-center", size === "md" && "gap-0.5", className)}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size === "md" ? "h-5 w-5" : "h-4 w-4",
            n <= filled ? "fill-amber-400 text-amber-400" : "text-stone-300",
          )}
        />
      ))}
    </span>
  );
}

/** '4.7 (7 reviews)' with one star. */
export function RatingLine({ rating, label }: { rating: number; count?: number; label: string }) {
  const f = usePlainFormat();
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
