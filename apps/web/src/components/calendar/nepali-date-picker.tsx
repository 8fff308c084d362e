import {
  addBsMonths,
  addDaysAd,
  adToBs,
  BS_MONTHS,
  bsMonthGrid,
  isAdInBsRange,
  isProvisionalBsYear,
  todayAdInNepal,
} from "@bihe/shared";
import { CalendarDays } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFormat } from "../../i18n/format";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";
import { useSaaitYear } from "../../lib/availability-api";
import { cn } from "../../lib/cn";
import { adDayLabel, BsMonthNav, BsMonthTitle, gridWeeks, WeekdayHeadRow } from "./bs-month-parts";

export type NepaliDatePickerProps = {
  /** The chosen date as an AD calendar date, 'YYYY-MM-DD'. */
  value?: string;
  onChange: (ad: string) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  error?: string;
};

/**
 * A Bikram Sambat date picker (spec 001 sections 2.17 and 9): a 7 x 6 month grid with Nepali
 * month names, month and year navigation over the whole supported range, today highlighted and
 * each day's AD date beside its BS date. Works on AD calendar dates: no time zone involved.
 */
export function NepaliDatePicker({ value, onChange, id, label, disabled, error }: NepaliDatePickerProps) {
  const { t } = useTranslation("reference");
  const f = useFormat();
  const autoId = useId();
  const baseId = id ?? `nepali-date-${autoId}`;
  const panelId = `${baseId}-panel`;
  const today = todayAdInNepal();
  const valid = value && isAdInBsRange(value) ? value : undefined;
  const [open, setOpen] = useState(false);
  const [view, setView] = useState(() => {
    const bs = adToBs(valid ?? today);
    return { year: bs.year, month: bs.month };
  });
  const [focusAd, setFocusAd] = useState<string>(valid ?? today);
  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  const cells = useMemo(() => bsMonthGrid(view.year, view.month), [view]);
  // The year's saait dates, marked on the grid (asked once the picker opens, one request per BS year).
  const saait = useSaaitYear(open ? view.year : null);

  // Opening shows the chosen date's month (else the current BS month).
  const show = () => {
    if (disabled) return;
    const start = valid ?? today;
    const bs = adToBs(start);
    setView({ year: bs.year, month: bs.month });
    setFocusAd(start);
    moveFocus.current = true;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-ad="${focusAd}"]`)?.focus();
  });

  const goMonth = (delta: number) => setView((v) => addBsMonths(v.year, v.month, delta));

  const pick = (ad: string) => {
    onChange(ad);
    setOpen(false);
    document.getElementById(baseId)?.focus();
  };

  const onGridKey = (e: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: string | undefined;
    if (e.key in steps) next = addDaysAd(focusAd, steps[e.key]!);
    else if (e.key === "PageUp" || e.key === "PageDown") {
      const bs = adToBs(focusAd);
      const target = addBsMonths(bs.year, bs.month, e.key === "PageUp" ? -1 : 1);
      const grid = bsMonthGrid(target.year, target.month).filter((c) => c.inMonth);
      next = (grid[Math.min(bs.day, grid.length) - 1] ?? grid[0])!.ad;
    } else if (e.key === "Home") next = today;
    else if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
      document.getElementById(baseId)?.focus();
      return;
    } else return;
    e.preventDefault();
    if (!next || !isAdInBsRange(next)) return;
    const bs = adToBs(next);
    setView({ year: bs.year, month: bs.month });
    setFocusAd(next);
    moveFocus.current = true;
  };

  const month = BS_MONTHS[view.month - 1]!;
  const labelId = `${baseId}-label`;

  return (
    <div ref={rootRef} className="relative space-y-1.5">
      {label && (
        <label id={labelId} htmlFor={baseId} className="block text-sm font-medium text-stone-700">
          {label}
        </label>
      )}
      <button
        type="button"
        id={baseId}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-invalid={error ? true : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        className="flex h-10 w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-500"
      >
        <CalendarDays className="h-4 w-4 shrink-0 text-stone-500" />
        {valid ? (
          <span className="min-w-0 flex-1 truncate">
            <span data-testid="bs-value">{f.date(valid)}</span>
            <span className="ml-2 text-sm text-stone-500" data-testid="ad-value">
              ({t("calendar.adBeside", { ad: f.adDate(valid) })})
            </span>
          </span>
        ) : (
          <span className="flex-1 text-stone-400">{t("calendar.chooseDate")}</span>
        )}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          <Localized message={error} />
        </p>
      )}
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-label={label ?? t("calendar.chooseDate")}
          className="absolute left-0 z-40 mt-1 w-full min-w-[18rem] max-w-sm rounded-xl border border-stone-200 bg-white p-3 shadow-xl"
        >
          <div className="mb-2 space-y-2">
            <BsMonthNav view={view} onChange={setView} onMove={goMonth} />
            <BsMonthTitle view={view} />
          </div>
          <table
            ref={gridRef}
            aria-label={`${month.en} ${view.year}`}
            onKeyDown={onGridKey}
            className="w-full table-fixed border-separate border-spacing-0.5"
          >
            <thead>
              <WeekdayHeadRow />
            </thead>
            <tbody>
              {gridWeeks(cells).map((week) => (
                <tr key={week[0]!.ad}>
                  {week.map((c) => {
                    if (c.bs.year === 0) return <td key={c.ad} className="h-11" />;
                    const isToday = c.ad === today;
                    const isSelected = c.ad === valid;
                    const adLabel = adDayLabel(c);
                    const isSaait = saait.has(c.ad);
                    return (
                      <td key={c.ad} className="relative p-0">
                        <button
                          type="button"
                          data-ad={c.ad}
                          tabIndex={c.ad === focusAd ? 0 : -1}
                          aria-label={`${f.date(c.bs)} (${f.adDate(c.ad)})${isSaait ? `, ${t(saait.get(c.ad) ? "calendar.saaitSample" : "calendar.saait")}` : ""}`}
                          data-saait={isSaait || undefined}
                          aria-current={isToday ? "date" : undefined}
                          aria-pressed={isSelected}
                          onClick={() => pick(c.ad)}
                          onFocus={() => setFocusAd(c.ad)}
                          className={cn(
                            "flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm leading-tight focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
                            c.inMonth ? "text-stone-900" : "text-stone-400",
                            isSelected
                              ? "bg-brand-700 text-white"
                              : isToday
                                ? "bg-amber-100 font-semibold ring-1 ring-amber-400"
                                : "hover:bg-stone-100",
                          )}
                        >
                          <span>{f.digits(c.bs.day)}</span>
                          {isSaait && (
                            <span
                              className={cn(
                                "absolute right-1 top-1 h-1.5 w-1.5 rounded-full",
                                isSelected ? "bg-white" : "bg-brand-600",
                              )}
                              aria-hidden="true"
                            />
                          )}
                          <span className={cn("text-[10px]", isSelected ? "text-white/80" : "text-stone-400")}>
                            {adLabel}
                          </span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-2 flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => pick(today)}
              className="rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {t("calendar.today")}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-lg px-2 py-1 text-sm text-stone-600 hover:bg-stone-100"
            >
              {t("calendar.close")}
            </button>
          </div>
          {saait.size > 0 && (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-stone-600">
              <span className="h-1.5 w-1.5 rounded-full bg-brand-600" aria-hidden="true" />
              {t([...saait.values()].some(Boolean) ? "calendar.saaitSample" : "calendar.saait")}
            </p>
          )}
          {isProvisionalBsYear(view.year) && <p className="mt-2 text-xs text-amber-700">{t("calendar.provisional")}</p>}
        </div>
      )}
    </div>
  );
}
