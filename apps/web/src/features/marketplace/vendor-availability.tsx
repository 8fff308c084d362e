import {
  addBsMonths,
  adToBs,
  BS_MONTHS,
  bsMonthGrid,
  type DateState,
  todayAdInNepal,
  type VendorAvailability,
  WEEKDAYS,
} from "@bihe/shared";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { STATE_STYLE } from "../../components/availability/date-state-badge";
import { Card } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

const LEGEND: DateState[] = ["free", "few_left", "booked"];

/**
 * The vendor page's next twelve BS months, one at a time: each date free, few left or booked (never why
 * or who), saait dates marked. Read from the page's own answer: no request of its own, and loaded after the
 * page's first paint (vendor-page.tsx).
 */
export default function VendorAvailabilityCard({ availability }: { availability: VendorAvailability }) {
  const { t } = useTranslation("reference");
  const f = useFormat();
  const ne = f.lang === "ne";
  const first = adToBs(availability.from);
  const [index, setIndex] = useState(0);
  const view = addBsMonths(first.year, first.month, index);
  const today = todayAdInNepal();
  const states = useMemo(() => new Map(availability.days.map((d) => [d.day, d.state])), [availability.days]);
  const saait = useMemo(() => new Set(availability.saait.map((s) => s.day)), [availability.saait]);
  const cells = useMemo(() => bsMonthGrid(view.year, view.month), [view.year, view.month]);
  const weeks = [0, 1, 2, 3, 4, 5]
    .map((row) => cells.slice(row * 7, row * 7 + 7))
    .filter((week) => week.some((c) => c.inMonth));
  const month = BS_MONTHS[view.month - 1]!;
  const stateOf = (ad: string): DateState => states.get(ad) ?? "free";

  return (
    <Card className="space-y-3 p-5" data-testid="vendor-availability">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t("availability.title")}
      </h2>
      <p className="text-sm text-stone-600">{t("availability.hint")}</p>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t("calendar.previousMonth")}
          onClick={() => setIndex((i) => i - 1)}
          disabled={index === 0}
          className="flex h-9 w-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 disabled:text-stone-300"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <p className="text-sm font-medium text-stone-800" aria-live="polite" data-testid="availability-month">
          {ne ? f.bsMonth(view.year, view.month) : `${month.en} ${view.year}`}
        </p>
        <button
          type="button"
          aria-label={t("calendar.nextMonth")}
          onClick={() => setIndex((i) => i + 1)}
          disabled={index === 11}
          className="flex h-9 w-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 disabled:text-stone-300"
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-0.5" aria-label={`${month.en} ${view.year}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th
                key={w.en}
                scope="col"
                abbr={w.en}
                className="py-0.5 text-center text-[11px] font-medium text-stone-500"
              >
                {ne ? w.ne : w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.ad}>
              {week.map((c) => {
                if (!c.inMonth) return <td key={c.ad} />;
                const past = c.ad < today;
                const state = stateOf(c.ad);
                const isSaait = saait.has(c.ad);
                const label = [
                  `${f.date(c.bs)} (${f.adDate(c.ad)})`,
                  past ? t("availability.past") : t(`availability.states.${state}`),
                  isSaait ? t("availability.saait") : null,
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  <td key={c.ad} className="p-0">
                    <span
                      role="img"
                      aria-label={label}
                      title={label}
                      data-ad={c.ad}
                      data-state={past ? "past" : state}
                      className={cn(
                        "relative flex h-9 items-center justify-center rounded-md text-sm ring-1",
                        past ? "bg-white text-stone-300 ring-stone-100" : STATE_STYLE[state],
                        // A booked date must stand out among the free ones at a glance.
                        state === "booked" && !past && "bg-rose-100 font-medium ring-rose-300 line-through",
                      )}
                    >
                      {f.digits(c.bs.day)}
                      {isSaait && (
                        <span
                          className="absolute right-0.5 top-0.5 h-1.5 w-1.5 rounded-full bg-brand-600"
                          aria-hidden="true"
                        />
                      )}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600" aria-label={t("availability.legend")}>
        {LEGEND.map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span className={cn("h-3 w-3 rounded ring-1", STATE_STYLE[s])} aria-hidden="true" />
            {t(`availability.states.${s}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="h-1.5 w-1.5 rounded-full bg-brand-600" aria-hidden="true" />
          {t("availability.saait")}
        </li>
      </ul>
      {availability.saait.some((s) => s.sample) && <p className="text-xs text-stone-500">{t("availability.sample")}</p>}
    </Card>
  );
}
