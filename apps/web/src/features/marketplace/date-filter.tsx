import { adToBsParam, bsParamToAd } from "@bihe/shared";
import { X } from "lucide-react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { useTranslation } from "../../i18n/use-translation";

/**
 * "Available on": the couple's date in Bikram Sambat, kept in the URL as it reads (`?date=2083-11-02`); the
 * listing then shows only vendors with capacity left on it. Loaded after the first paint with the picker's
 * texts (and the BS calendar's tables, which the first paint does without).
 */
export function DateFilter({ value, onChange }: { value: string | null; onChange: (bs: string | null) => void }) {
  const { t } = useTranslation("marketplace");
  const ad = value ? bsParamToAd(value) : null;
  return (
    <div className="flex items-end gap-2" data-testid="date-filter">
      <div className="min-w-0 flex-1">
        <NepaliDatePicker
          id="available-on"
          label={t("list.availableOn")}
          value={ad ?? undefined}
          onChange={(picked) => onChange(adToBsParam(picked))}
        />
      </div>
      {value && (
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={t("list.removeDate")}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-600 hover:bg-stone-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
