import { cn } from "../lib/cn";
import { Badge } from "./ui/card";

/** A short list of names as badges (a hall's facilities, a decorator's specialties); `max` then '+n more'. */
export function Chips({
  items,
  max,
  more,
  className,
}: {
  items: string[];
  max?: number;
  more?: (n: number) => string;
  className?: string;
}) {
  const shown = max != null ? items.slice(0, max) : items;
  return (
    <ul className={cn("flex flex-wrap gap-1", className)}>
      {shown.map((label) => (
        <li key={label}>
          <Badge>{label}</Badge>
        </li>
      ))}
      {more && items.length > shown.length && (
        <li>
          <Badge>{more(items.length - shown.length)}</Badge>
        </li>
      )}
    </ul>
  );
}
