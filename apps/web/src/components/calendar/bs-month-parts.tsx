import { BS_MAX_YEAR, BS_MIN_YEAR, BS_MONTHS, type BsGridCell, formatAd, WEEKDAYS } from "@bihe/shared";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";

const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);

export type BsMonthView = { year: number; month: number };

/**
 * A BS month's navigation: previous, the month and year as choices over the whole supported range,
 * next. Shared by the date picker and the vendor's calendar, so both move through months alike.
 */
export function BsMonthNav({
  view,
  onChange,
  onMove,
}: {
  view: BsMonthView;
  onChange: (view: BsMonthView) => void;
  onMove: (delta: number) => void;
}) {
  const { t } = useTranslation("reference");
  const f = useFormat();
  const ne = f.lang === "ne";
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-label={t("calendar.previousMonth")}
        onClick={() => onMove(-1)}
        disabled={view.year === BS_MIN_YEAR && view.month === 1}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 disabled:text-stone-300"
      >
        <ChevronLeft className="h-4 w-4" />
      </button>
      <select
        aria-label={t("calendar.month")}
        value={view.month}
        onChange={(e) => onChange({ ...view, month: Number(e.target.value) })}
        className="h-9 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {BS_MONTHS.map((m, i) => (
          <option key={m.en} value={i + 1}>
            {ne ? m.ne : m.en}
          </option>
        ))}
      </select>
      <select
        aria-label={t("calendar.year")}
        value={view.year}
        onChange={(e) => onChange({ ...view, year: Number(e.target.value) })}
        className="h-9 w-[5.5rem] shrink-0 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {YEARS.map((y) => (
          <option key={y} value={y}>
            {f.digits(y)}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={t("calendar.nextMonth")}
        onClick={() => onMove(1)}
        disabled={view.year === BS_MAX_YEAR && view.month === 12}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 disabled:text-stone-300"
      >
        <ChevronRight className="h-4 w-4" />
      </button>
    </div>
  );
}

/** The month's title: 'माघ 2083 · Magh' in English, the Nepali month and year in Nepali. */
export function BsMonthTitle({ view }: { view: BsMonthView }) {
  const f = useFormat();
  const month = BS_MONTHS[view.month - 1]!;
  return (
    <p className="text-center text-sm font-medium text-stone-800" aria-live="polite">
      {f.lang === "ne" ? f.bsMonth(view.year, view.month) : `${month.ne} ${view.year} · ${month.en}`}
    </p>
  );
}

/** The grid's head row: the weekdays, Sunday first (English with Nepali beneath, or Nepali alone). */
export function WeekdayHeadRow() {
  const f = useFormat();
  return (
    <tr>
      {WEEKDAYS.map((w) => (
        <th key={w.en} scope="col" abbr={w.en} className="py-1 text-center text-xs font-medium text-stone-500">
          {f.lang === "ne" ? (
            <span className="block">{w.ne}</span>
          ) : (
            <>
              <span className="block">{w.short}</span>
              <span className="block text-[10px] font-normal">{w.ne}</span>
            </>
          )}
        </th>
      ))}
    </tr>
  );
}

/** A cell's AD day: the number, with the month's name on the 1st of an AD or BS month ('29', '1 Feb'). */
export function adDayLabel(cell: BsGridCell): string {
  const adDay = Number(cell.ad.slice(8));
  return adDay === 1 || (cell.inMonth && cell.bs.day === 1) ? formatAd(cell.ad).replace(/ \d{4}$/, "") : String(adDay);
}

/** The grid's cells in rows of a week. */
export const gridWeeks = (cells: readonly BsGridCell[]): BsGridCell[][] =>
  [0, 1, 2, 3, 4, 5].map((row) => cells.slice(row * 7, row * 7 + 7));
