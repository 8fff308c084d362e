import {
  adToBs,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  bsMonthDays,
  bsToAd,
  findMunicipality,
  formatAd,
  formatTime12,
  isAdInBsRange,
  parseTime12,
  type Period,
  TIME_HOURS,
  TIME_MINUTES,
  TIME_PERIODS,
  todayBs,
} from "@bihe/shared";
import { useTranslation } from "react-i18next";
import { LocationPicker, type LocationValue } from "../../components/location/location-picker";
import { useLocations } from "../../components/location/use-locations";
import { Select } from "../../components/ui/input";

type FieldProps = { id: string; label: string; value: string; onChange: (v: string) => void; error?: string };

const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);

/** A BS date (year, month, day) whose value is the AD date 'YYYY-MM-DD'; the AD date shows beside it. */
export function DateInput({ id, label, value, onChange, error }: FieldProps) {
  const { t } = useTranslation("leads");
  const bs = value && isAdInBsRange(value) ? adToBs(value) : null;
  const base = bs ?? { ...todayBs(), day: 0 };
  const set = (patch: Partial<{ year: number; month: number; day: number }>) => {
    const next = { ...base, ...patch };
    if (!next.day) return onChange("");
    next.day = Math.min(next.day, bsMonthDays(next.year, next.month));
    onChange(bsToAd(next));
  };
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-700">{label}</legend>
      <div className="grid grid-cols-[1fr_1.4fr_1fr] gap-2">
        <Select
          id={`${id}-day`}
          aria-label={`${label}: ${t("filters.day")}`}
          value={bs?.day ?? ""}
          onChange={(e) => set({ day: Number(e.target.value) })}
          aria-invalid={!!error}
        >
          <option value="">{t("filters.day")}</option>
          {Array.from({ length: bsMonthDays(base.year, base.month) }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-month`}
          aria-label={`${label}: ${t("filters.month")}`}
          value={base.month}
          onChange={(e) => set({ month: Number(e.target.value) })}
        >
          {BS_MONTHS.map((m, i) => (
            <option key={m.en} value={i + 1}>
              {m.en}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-year`}
          aria-label={`${label}: ${t("filters.year")}`}
          value={base.year}
          onChange={(e) => set({ year: Number(e.target.value) })}
        >
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      {value && <p className="text-xs text-stone-500">{formatAd(value)} AD</p>}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A 12-hour time: hours 1-12, minutes in 5-minute steps, AM/PM; the value is "h:mm AM" or "". */
export function TimeInput({ id, label, value, onChange, error }: FieldProps) {
  const time = parseTime12(value);
  const set = (patch: Partial<{ hour: number; minute: number; period: Period }>) => {
    const next = {
      hour: time?.hour ?? 10,
      minute: time?.minute ?? 0,
      period: time?.period ?? ("AM" as Period),
      ...patch,
    };
    onChange(next.hour ? formatTime12(next) : "");
  };
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-700">{label}</legend>
      <div className="grid grid-cols-3 gap-2">
        <Select
          id={`${id}-h`}
          aria-label={`${label}: hour`}
          value={time?.hour ?? ""}
          onChange={(e) => set({ hour: Number(e.target.value) })}
        >
          <option value="">--</option>
          {TIME_HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-m`}
          aria-label={`${label}: minute`}
          value={time?.minute ?? ""}
          onChange={(e) => set({ minute: Number(e.target.value) })}
        >
          <option value="">--</option>
          {TIME_MINUTES.map((m) => (
            <option key={m} value={m}>
              {String(m).padStart(2, "0")}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-p`}
          aria-label={`${label}: AM/PM`}
          value={time?.period ?? ""}
          onChange={(e) => set({ period: e.target.value as Period })}
        >
          <option value="">--</option>
          {TIME_PERIODS.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </Select>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type Place = { provinceId?: unknown; districtId?: unknown; municipalityId?: unknown };
const idOf = (v: unknown) => (typeof v === "number" && v > 0 ? v : undefined);

/** Province -> district -> municipality (the shared cascading picker); reports the municipality's name for the city. */
export function PlaceInput({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: Place;
  onChange: (place: LocationValue, municipalityName?: string) => void;
  error?: string;
}) {
  const { data: tree } = useLocations();
  const picker: LocationValue = {
    provinceId: idOf(value.provinceId),
    districtId: idOf(value.districtId),
    municipalityId: idOf(value.municipalityId),
  };
  return (
    <LocationPicker
      idPrefix={idPrefix}
      levels={["province", "district", "municipality"]}
      value={picker}
      allowCustomArea={false}
      errors={error ? { municipalityId: error } : undefined}
      onChange={(v) => {
        const m = v.municipalityId !== picker.municipalityId ? findMunicipality(tree, v.municipalityId) : undefined;
        onChange(v, m?.name);
      }}
    />
  );
}
