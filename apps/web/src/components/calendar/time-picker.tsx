import { formatTime12, type Period, parseTime12, TIME_HOURS, TIME_MINUTES, TIME_PERIODS } from "@bihe/shared";
import { useEffect, useState } from "react";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";

export type TimePickerProps = {
  /** "h:mm AM", e.g. "7:05 PM". */
  value?: string;
  onChange: (value: string) => void;
  /** Given to the hour select, so an outside <label htmlFor> names the picker. */
  id?: string;
  disabled?: boolean;
  "aria-label"?: string;
};

const selectClass =
  "h-10 rounded-lg border border-stone-300 bg-white px-2 text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:bg-stone-100";

/** A 12-hour time: hours 1-12, minutes in 5-minute steps, AM/PM (spec 001 section 9). */
export function TimePicker({ value, onChange, id, disabled, "aria-label": ariaLabel }: TimePickerProps) {
  const { t } = useTranslation("reference");
  const f = usePlainFormat();
  const parsed = parseTime12(value);
  const [draft, setDraft] = useState<{ hour?: number; minute?: number; period?: Period }>(parsed ?? {});
  useEffect(() => {
    setDraft(parseTime12(value) ?? {});
  }, [value]);

  const update = (patch: Partial<typeof draft>) => {
    const next = { ...draft, ...patch };
    // A first choice fills the rest with sensible defaults so the value is always complete.
    const full = { hour: next.hour ?? 12, minute: next.minute ?? 0, period: next.period ?? "AM" };
    setDraft(full);
    onChange(formatTime12(full));
  };

  return (
    <fieldset className="flex items-center gap-1.5" aria-label={ariaLabel ?? t("time.time")} disabled={disabled}>
      <select
        id={id}
        aria-label={t("time.hour")}
        value={draft.hour ?? ""}
        onChange={(e) => update({ hour: Number(e.target.value) })}
        className={`${selectClass} w-16`}
      >
        {draft.hour == null && <option value="">--</option>}
        {TIME_HOURS.map((h) => (
          <option key={h} value={h}>
            {f.digits(h)}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="font-medium text-stone-500">
        :
      </span>
      <select
        aria-label={t("time.minute")}
        value={draft.minute ?? ""}
        onChange={(e) => update({ minute: Number(e.target.value) })}
        className={`${selectClass} w-16`}
      >
        {draft.minute == null && <option value="">--</option>}
        {TIME_MINUTES.map((m) => (
          <option key={m} value={m}>
            {f.digits(String(m).padStart(2, "0"))}
          </option>
        ))}
      </select>
      <select
        aria-label={t("time.period")}
        value={draft.period ?? ""}
        onChange={(e) => update({ period: e.target.value as Period })}
        className={`${selectClass} w-20`}
      >
        {draft.period == null && <option value="">--</option>}
        {TIME_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`time.${p}`)}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
