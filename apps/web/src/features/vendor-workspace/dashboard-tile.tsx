import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { Tooltip } from "../../components/ui/tooltip";
import { cn } from "../../lib/cn";

export type DashboardTileProps = {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
  /** Why the tile cannot be used yet (it then explains itself on a tap: a phone has no hover). */
  lockedReason?: string;
  lockedBadge?: string;
  /** Opens in a new window (the printable QR page prints itself there). */
  newWindow?: boolean;
  primary?: boolean;
};

const tileClass =
  "flex h-full min-h-32 flex-col justify-between gap-3 rounded-xl border p-3.5 text-left shadow-sm sm:min-h-36 sm:p-5";

/** One tile of a vendor dashboard: a link to a tool, or a locked tile that says why. */
export function DashboardTile({
  to,
  icon,
  title,
  hint,
  testId,
  lockedReason,
  lockedBadge,
  newWindow,
  primary,
}: DashboardTileProps) {
  if (lockedReason) {
    return (
      <Tooltip content={lockedReason}>
        <button
          type="button"
          aria-disabled="true"
          data-testid={testId}
          onClick={() => notify.info(title, lockedReason)}
          className={cn(tileClass, "w-full cursor-not-allowed border-stone-200 bg-white text-stone-400")}
        >
          {icon}
          <span>
            <span className="block break-words text-sm font-semibold text-stone-500 sm:text-base">{title}</span>
            <Badge className="mt-1 inline-flex items-center gap-1">
              <Lock className="h-3 w-3" aria-hidden="true" />
              {lockedBadge}
            </Badge>
          </span>
        </button>
      </Tooltip>
    );
  }
  return (
    <Link
      to={to}
      data-testid={testId}
      {...(newWindow ? { target: "_blank", rel: "noopener" } : {})}
      className={cn(
        tileClass,
        "focus:outline-none focus:ring-2 focus:ring-brand-600/40",
        primary
          ? "border-brand-200 bg-brand-700 text-white hover:bg-brand-800"
          : "border-stone-200 bg-white text-brand-700 hover:border-brand-300 hover:bg-brand-50",
      )}
    >
      {icon}
      <span>
        <span className={cn("block break-words font-semibold sm:text-lg", primary ? "" : "text-stone-900")}>
          {title}
        </span>
        <span className={cn("block text-xs sm:text-sm", primary ? "text-white/80" : "text-stone-500")}>{hint}</span>
      </span>
    </Link>
  );
}
