import type { DateState } from "@bihe/shared";
import { CalendarCheck, CalendarClock, CalendarX } from "lucide-react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

/** The colours of the three public states, the same on every screen that shows them. */
export const STATE_STYLE: Record<DateState, string> = {
  free: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  few_left: "bg-amber-50 text-amber-800 ring-amber-300",
  booked: "bg-rose-50 text-rose-800 ring-rose-200",
};
const ICON = { free: CalendarCheck, few_left: CalendarClock, booked: CalendarX } as const;

/** A vendor's state on the couple's date: 'Free on 2 Falgun 2083' (never why or who). */
export function DateStateBadge({ state, date, className }: { state: DateState; date: string; className?: string }) {
  const { t } = useTranslation("reference");
  const f = useFormat();
  const Icon = ICON[state];
  return (
    <span
      data-testid="date-state"
      data-state={state}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium ring-1",
        STATE_STYLE[state],
        className,
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t(`availability.onDate.${state}`, { date: f.date(date) })}
    </span>
  );
}
