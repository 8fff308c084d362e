import type { BsGridCell } from "@bihe/shared";
import type { CalendarDay } from "@bihe/shared/vendor-calendar";
import { Sparkles } from "lucide-react";
import { adDayLabel, gridWeeks, WeekdayHeadRow } from "../../components/calendar/bs-month-parts";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

export type Selection = { start: string; end: string };

/** The colours of a date's state, shared with the legend. */
export const STATE_TONES = {
  free: "bg-white border-stone-200 text-stone-900",
  few_left: "bg-amber-50 border-amber-300 text-amber-950",
  booked: "bg-rose-100 border-rose-300 text-rose-950",
} as const;

const inSelection = (ad: string, s: Selection | null) => !!s && ad >= s.start && ad <= s.end;

/**
 * The vendor's BS month: each date free, few left or booked (colour and, on a wide screen, the
 * word), its saait mark, today outlined, the chosen dates filled. A date is a button; its label
 * says all of it for a screen reader.
 */
export function MonthGrid({
  cells,
  days,
  capacity,
  saait,
  today,
  selection,
  onPick,
  caption,
}: {
  cells: readonly BsGridCell[];
  days: ReadonlyMap<string, CalendarDay>;
  capacity: number;
  saait: ReadonlySet<string>;
  today: string;
  selection: Selection | null;
  onPick: (ad: string) => void;
  caption: string;
}) {
  const { t } = useTranslation("calendar");
  const f = useFormat();
  return (
    <table className="w-full table-fixed border-separate border-spacing-1" data-testid="calendar-grid">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <WeekdayHeadRow />
      </thead>
      <tbody>
        {gridWeeks(cells).map((week) => (
          <tr key={week[0]!.ad}>
            {week.map((c) => {
              if (c.bs.year === 0) return <td key={c.ad} className="h-14" />;
              const day = days.get(c.ad);
              const state = day?.state ?? "free";
              const chosen = inSelection(c.ad, selection);
              const isSaait = saait.has(c.ad);
              const isToday = c.ad === today;
              const label = [
                `${f.date(c.bs)} (${f.adDate(c.ad)})`,
                t(`states.${state}`),
                day && day.weddings > 0 ? t("day.ofCapacity", { count: day.weddings, capacity }) : null,
                isSaait ? t("day.saait") : null,
                isToday ? t("today") : null,
              ]
                .filter(Boolean)
                .join(", ");
              return (
                <td key={c.ad} className="p-0">
                  <button
                    type="button"
                    data-ad={c.ad}
                    data-state={state}
                    aria-label={label}
                    aria-pressed={chosen}
                    aria-current={isToday ? "date" : undefined}
                    onClick={() => onPick(c.ad)}
                    className={cn(
                      "relative flex h-14 w-full flex-col items-center justify-center rounded-lg border text-sm leading-tight focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 md:h-20",
                      chosen ? "border-brand-800 bg-brand-700 text-white" : STATE_TONES[state],
                      !c.inMonth && !chosen && "opacity-45",
                      isToday && !chosen && "ring-2 ring-sky-600 ring-offset-1",
                    )}
                  >
                    {isSaait && (
                      <Sparkles
                        aria-hidden
                        data-testid="saait-mark"
                        className={cn(
                          "absolute right-0.5 top-0.5 h-3 w-3 md:right-1 md:top-1",
                          chosen ? "text-white" : "text-brand-600",
                        )}
                      />
                    )}
                    <span className="text-base font-semibold md:text-lg">{f.digits(c.bs.day)}</span>
                    <span className={cn("text-[10px]", chosen ? "text-white/80" : "text-stone-500")}>
                      {adDayLabel(c)}
                    </span>
                    {state !== "free" && (
                      <span className="hidden text-[11px] font-medium md:block">
                        {t(`states.${state}`)}
                        {day && day.weddings > 0 ? ` · ${f.digits(day.weddings)}/${f.digits(capacity)}` : ""}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
