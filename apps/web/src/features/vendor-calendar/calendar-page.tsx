import {
  addBsMonths,
  adToBs,
  adToBsParam,
  bsMonthGrid,
  DATE_RANGE_MAX_DAYS,
  daysInRange,
  todayAdInNepal,
} from "@bihe/shared";
import { Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
import { BsMonthNav, BsMonthTitle, type BsMonthView } from "../../components/calendar/bs-month-parts";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useVendorCalendar } from "./api";
import { CapacityCard } from "./capacity-card";
import { FeedCard } from "./feed-card";
import { MonthGrid, type Selection, STATE_TONES } from "./month-grid";
import { SaaitCard } from "./saait-card";
import { SelectionPanel } from "./selection-panel";

/**
 * The vendor's calendar: a BS month (AD alongside) with each date free, few left or booked, the
 * saait dates marked; tap a date (or a first and a last) and mark it booked or free. Beside it: the
 * capacity, the coming saait dates with their inquiries, and the private feed. One request per month.
 */
export default function CalendarPage() {
  const { t } = useTranslation("calendar");
  const f = useFormat();
  const today = todayAdInNepal();
  const [view, setView] = useState<BsMonthView>(() => {
    const bs = adToBs(today);
    return { year: bs.year, month: bs.month };
  });
  const [selection, setSelection] = useState<Selection | null>(null);
  const cells = useMemo(() => bsMonthGrid(view.year, view.month), [view]);
  const shown = cells.filter((c) => c.bs.year !== 0);
  const { data, isLoading, isError, refetch } = useVendorCalendar(
    adToBsParam(shown[0]!.ad),
    adToBsParam(shown[shown.length - 1]!.ad),
  );
  const days = useMemo(() => new Map((data?.days ?? []).map((d) => [d.day, d])), [data]);
  const saait = useMemo(() => new Set((data?.saait ?? []).map((s) => s.day)), [data]);

  // First tap chooses a date; a second tap on another date chooses the days between; a third starts again.
  const pick = (ad: string) =>
    setSelection((s) => {
      if (!s || s.start !== s.end) return { start: ad, end: ad };
      if (s.start === ad) return null;
      const [start, end] = ad < s.start ? [ad, s.start] : [s.start, ad];
      return daysInRange(start, end) > DATE_RANGE_MAX_DAYS ? { start: ad, end: ad } : { start, end };
    });
  const goToday = () => {
    const bs = adToBs(today);
    setView({ year: bs.year, month: bs.month });
  };
  const monthCaption = f.bsMonth(view.year, view.month);

  return (
    <>
      <WorkspaceHeader title={t("title")} />
      <div className="space-y-4 p-3 pb-24 md:p-6 md:pb-6">
        <p className="text-sm text-stone-600">{t("intro")}</p>
        {isError && !data ? (
          <Card className="space-y-3 p-6 text-center" role="alert">
            <p className="font-medium text-red-700">{t("loadFailed")}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t("retry")}
            </Button>
          </Card>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="space-y-4">
              <Card className="space-y-2 p-2 sm:p-4">
                <BsMonthNav
                  view={view}
                  onChange={setView}
                  onMove={(d) => setView((v) => addBsMonths(v.year, v.month, d))}
                />
                <div className="flex items-center justify-between gap-2 px-1">
                  <BsMonthTitle view={view} />
                  <Button variant="ghost" size="sm" onClick={goToday}>
                    {t("today")}
                  </Button>
                </div>
                {isLoading || !data ? (
                  <Skeleton className="h-80" />
                ) : (
                  <MonthGrid
                    cells={cells}
                    days={days}
                    capacity={data.capacity}
                    saait={saait}
                    today={today}
                    selection={selection}
                    onPick={pick}
                    caption={monthCaption}
                  />
                )}
                <Legend />
              </Card>
              <SelectionPanel
                selection={selection}
                days={days}
                capacity={data?.capacity ?? 1}
                onDone={() => setSelection(null)}
              />
            </div>
            <div className="space-y-4">
              {data && <CapacityCard capacity={data.capacity} />}
              {data && <SaaitCard dates={data.comingSaait} />}
              {data && <FeedCard feedUrl={data.feedUrl} />}
            </div>
          </div>
        )}
      </div>
    </>
  );
}

function Legend() {
  const { t } = useTranslation("calendar");
  const swatch = "inline-block h-3.5 w-3.5 rounded border";
  return (
    <ul aria-label={t("legend.label")} className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-stone-600">
      {(["free", "few_left", "booked"] as const).map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span aria-hidden className={cn(swatch, STATE_TONES[s])} />
          {t(`states.${s}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <Sparkles aria-hidden className="h-3.5 w-3.5 text-brand-600" />
        {t("legend.saait")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className={cn(swatch, "border-stone-200 ring-2 ring-sky-600")} />
        {t("legend.today")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className={cn(swatch, "border-brand-800 bg-brand-700")} />
        {t("legend.selected")}
      </li>
    </ul>
  );
}
