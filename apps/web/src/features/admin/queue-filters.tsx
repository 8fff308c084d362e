import type { AdminListSort } from "@bihe/shared";
import { X } from "lucide-react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { useRegions } from "../../components/location/use-locations";
import { Button } from "../../components/ui/button";
import { Field, Select } from "../../components/ui/input";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";

export type QueueFilters = { district?: number; submittedFrom?: string; submittedTo?: string; sort: AdminListSort };

/**
 * The queue's filters (one type's list): the district of the address, the submission days (Bikram Sambat
 * pickers) and the order, oldest first for a queue. Every change asks the server again, in one request.
 */
export function QueueFilterBar({ value, onChange }: { value: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const { t } = useTranslation("admin");
  const regions = useRegions();
  const ne = useFormat().lang === "ne";
  const set = (patch: Partial<QueueFilters>) => onChange({ ...value, ...patch });
  const filtered = value.district != null || value.submittedFrom || value.submittedTo;
  return (
    <section
      aria-label={t("queue.label")}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="queue-filters"
    >
      <Field label={t("queue.district")} htmlFor="queue-district">
        <Select
          id="queue-district"
          value={value.district ?? ""}
          onChange={(e) => set({ district: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t("queue.anyDistrict")}</option>
          {regions.data?.provinces.map((p) => (
            <optgroup key={p.id} label={ne ? p.nameNe : p.name}>
              {p.districts.map((d) => (
                <option key={d.id} value={d.id}>
                  {ne ? d.nameNe : d.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <NepaliDatePicker
        label={t("queue.from")}
        value={value.submittedFrom ?? ""}
        onChange={(ad) => set({ submittedFrom: ad || undefined })}
      />
      <NepaliDatePicker
        label={t("queue.to")}
        value={value.submittedTo ?? ""}
        onChange={(ad) => set({ submittedTo: ad || undefined })}
      />
      <div className="flex items-end gap-2">
        <Field label={t("queue.sort")} htmlFor="queue-sort" className="flex-1">
          <Select id="queue-sort" value={value.sort} onChange={(e) => set({ sort: e.target.value as AdminListSort })}>
            <option value="oldest">{t("queue.oldest")}</option>
            <option value="newest">{t("queue.newest")}</option>
          </Select>
        </Field>
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            className="mb-1"
            onClick={() => onChange({ sort: value.sort })}
            aria-label={t("queue.clear")}
          >
            <X className="h-4 w-4" />
          </Button>
        )}
      </div>
    </section>
  );
}
