import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  EVENT_CATALOGUE,
  LEAD_STATUSES,
  type LeadStatus,
  todayBs,
} from "@bihe/shared";
import { Pencil, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/card";
import { Field, Input, Select } from "../../components/ui/input";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { type DateMode, EMPTY_FILTERS, type LeadFilters } from "./filtering";

type Props = {
  filters: LeadFilters;
  onChange: (f: LeadFilters) => void;
  status: LeadStatus | "all";
  onStatus: (s: LeadStatus | "all") => void;
  cities: string[];
  editing: boolean;
  onEditing: (v: boolean) => void;
};

const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);
const DAYS = Array.from({ length: 32 }, (_, i) => i + 1);

/** Spec 001 2.13: filters with a view mode (summary chips) and an edit mode (the inputs). */
export function LeadFiltersBar({ filters: f, onChange, status, onStatus, cities, editing, onEditing }: Props) {
  const { t } = useTranslation("leads");
  const format = useFormat();
  const set = (patch: Partial<LeadFilters>) => onChange({ ...f, ...patch });
  const setMode = (dateMode: DateMode) => {
    const today = todayBs();
    set({
      dateMode,
      year: dateMode === "none" ? null : (f.year ?? today.year),
      month: dateMode === "month" || dateMode === "day" ? (f.month ?? today.month) : null,
      day: dateMode === "day" ? (f.day ?? today.day) : null,
    });
  };
  const dateLabel =
    f.dateMode === "none" || f.year === null
      ? null
      : [
          f.dateMode === "day" ? f.day : null,
          f.dateMode !== "year" && f.month ? BS_MONTHS[f.month - 1]?.en : null,
          f.year,
        ]
          .filter(Boolean)
          .join(" ");
  const chips = [
    f.client.trim() && `${t("filters.client")}: ${f.client.trim()}`,
    f.eventType && `${t("filters.eventType")}: ${f.eventType}`,
    dateLabel && `${f.dateOf === "event" ? t("filters.dateOfEvent") : t("filters.dateOfInquiry")}: ${dateLabel}`,
    f.city && `${t("filters.city")}: ${f.city}`,
    `${t("filters.status")}: ${status === "all" ? t("filters.any") : t(`status.${status}`)}`,
  ].filter(Boolean) as string[];

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {chips.map((c) => (
          <Badge key={c} tone="brand">
            {c}
          </Badge>
        ))}
        <Button variant="secondary" size="sm" onClick={() => onEditing(true)}>
          <Pencil className="h-4 w-4" />
          {t("list.editFilters")}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 bg-white p-4" aria-label={t("list.filters")}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("filters.client")} htmlFor="f-client">
          <Input
            id="f-client"
            value={f.client}
            placeholder={t("filters.clientPlaceholder")}
            onChange={(e) => set({ client: e.target.value })}
          />
        </Field>
        <Field label={t("filters.eventType")} htmlFor="f-event">
          <Select id="f-event" value={f.eventType} onChange={(e) => set({ eventType: e.target.value })}>
            <option value="">{t("filters.any")}</option>
            {EVENT_CATALOGUE.map((e) => (
              <option key={e.name} value={e.name}>
                {format.event(e.name)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("filters.city")} htmlFor="f-city">
          <Select id="f-city" value={f.city} onChange={(e) => set({ city: e.target.value })}>
            <option value="">{t("filters.any")}</option>
            {cities.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field label={t("filters.status")} htmlFor="f-status">
          <Select id="f-status" value={status} onChange={(e) => onStatus(e.target.value as LeadStatus | "all")}>
            <option value="all">{t("filters.any")}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Field label={t("filters.dateMode")} htmlFor="f-date-mode">
          <Select id="f-date-mode" value={f.dateMode} onChange={(e) => setMode(e.target.value as DateMode)}>
            <option value="none">{t("filters.dateNone")}</option>
            <option value="year">{t("filters.dateYear")}</option>
            <option value="month">{t("filters.dateMonth")}</option>
            <option value="day">{t("filters.dateDay")}</option>
          </Select>
        </Field>
        {f.dateMode !== "none" && (
          <>
            <Field label={t("filters.dateOf")} htmlFor="f-date-of">
              <Select
                id="f-date-of"
                value={f.dateOf}
                onChange={(e) => set({ dateOf: e.target.value as "event" | "inquiry" })}
              >
                <option value="event">{t("filters.dateOfEvent")}</option>
                <option value="inquiry">{t("filters.dateOfInquiry")}</option>
              </Select>
            </Field>
            <Field label={t("filters.year")} htmlFor="f-year">
              <Select id="f-year" value={f.year ?? ""} onChange={(e) => set({ year: Number(e.target.value) })}>
                {YEARS.map((y) => (
                  <option key={y} value={y}>
                    {format.digits(y)}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        )}
        {(f.dateMode === "month" || f.dateMode === "day") && (
          <Field label={t("filters.month")} htmlFor="f-month">
            <Select id="f-month" value={f.month ?? ""} onChange={(e) => set({ month: Number(e.target.value) })}>
              {BS_MONTHS.map((m, i) => (
                <option key={m.en} value={i + 1}>
                  {m[format.lang]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {f.dateMode === "day" && (
          <Field label={t("filters.day")} htmlFor="f-day">
            <Select id="f-day" value={f.day ?? ""} onChange={(e) => set({ day: Number(e.target.value) })}>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {format.digits(d)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
          <X className="h-4 w-4" />
          {t("list.clearFilters")}
        </Button>
        <Button size="sm" onClick={() => onEditing(false)}>
          {t("list.doneFilters")}
        </Button>
      </div>
    </fieldset>
  );
}
