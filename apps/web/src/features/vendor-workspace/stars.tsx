import { Star } from "lucide-react";
import { cn } from "../../lib/cn";

/** Five stars, filled up to the (rounded) rating. */
export function Stars({ value, className, label }: { value: number; className?: string; label?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={label ?? `${value} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("h-5 w-5", i <= filled ? "fill-amber-400 text-amber-400" : "text-stone-300")}
        />
      ))}
    </span>
  );
}
