import {
  CAPACITY_BUCKETS,
  type CapacityBucketId,
  EVENT_FILTERS,
  type EventSlug,
  FACILITY_FILTERS,
  type FacilitySlug,
  type ListingFilters,
  SPECIALTY_FILTERS,
  type SpecialtySlug,
} from "@bihe/shared";
import { Select } from "../../components/ui/input";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

type Apply = (next: Partial<ListingFilters>) => void;

/**
 * The filters only one vendor type has (docs/decisions/0021): a hall's guests and facilities, a decorator's
 * specialty and event type. Photographers have none beyond the common ones.
 */
export function TypeFilters({ filters, apply }: { filters: ListingFilters; apply: Apply }) {
  if (filters.vendorType === "banquet_hall") return <HallFilters filters={filters} apply={apply} />;
  if (filters.vendorType === "decorator") return <DecoratorFilters filters={filters} apply={apply} />;
  return null;
}

function HallFilters({ filters, apply }: { filters: ListingFilters; apply: Apply }) {
  const { t } = useTranslation("hallsDecorators");
  // Always in the table's order: one choice, one URL (and one cached answer), whatever order they were ticked in.
  const toggle = (slug: FacilitySlug, on: boolean) =>
    apply({
      facilities: (Object.keys(FACILITY_FILTERS) as FacilitySlug[]).filter((k) =>
        k === slug ? on : filters.facilities.includes(k),
      ),
    });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <Select
        aria-label={t("filters.capacity")}
        data-testid="capacity-filter"
        value={filters.capacity ?? ""}
        onChange={(e) => apply({ capacity: (e.target.value || null) as CapacityBucketId | null })}
        className="text-sm sm:w-64"
      >
        <option value="">{t("filters.anyCapacity")}</option>
        {CAPACITY_BUCKETS.map((b) => (
          <option key={b.id} value={b.id}>
            {t(`filters.capacities.${b.id}`)}
          </option>
        ))}
      </Select>
      <fieldset className="flex flex-wrap items-center gap-2" data-testid="facility-filter">
        <legend className="sr-only">{t("filters.facilities")}</legend>
        {(Object.entries(FACILITY_FILTERS) as [FacilitySlug, (typeof FACILITY_FILTERS)[FacilitySlug]][]).map(
          ([slug, name]) => {
            const on = filters.facilities.includes(slug);
            return (
              <label
                key={slug}
                className={cn(
                  "flex h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm",
                  on ? "border-brand-600 bg-brand-50 text-brand-800" : "border-stone-300 bg-white text-stone-700",
                )}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) => toggle(slug, e.target.checked)}
                  className="accent-brand-700"
                />
                {t(`facilities.${name}`)}
              </label>
            );
          },
        )}
      </fieldset>
    </div>
  );
}

function DecoratorFilters({ filters, apply }: { filters: ListingFilters; apply: Apply }) {
  const { t } = useTranslation("hallsDecorators");
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:flex sm:flex-wrap">
      <Select
        aria-label={t("filters.specialty")}
        data-testid="specialty-filter"
        value={filters.specialty ?? ""}
        onChange={(e) => apply({ specialty: (e.target.value || null) as SpecialtySlug | null })}
        className="text-sm sm:w-64"
      >
        <option value="">{t("filters.anySpecialty")}</option>
        {(Object.entries(SPECIALTY_FILTERS) as [SpecialtySlug, (typeof SPECIALTY_FILTERS)[SpecialtySlug]][]).map(
          ([slug, name]) => (
            <option key={slug} value={slug}>
              {t(`specialties.${name}`)}
            </option>
          ),
        )}
      </Select>
      <Select
        aria-label={t("filters.event")}
        data-testid="event-filter"
        value={filters.event ?? ""}
        onChange={(e) => apply({ event: (e.target.value || null) as EventSlug | null })}
        className="text-sm sm:w-56"
      >
        <option value="">{t("filters.anyEvent")}</option>
        {(Object.entries(EVENT_FILTERS) as [EventSlug, (typeof EVENT_FILTERS)[EventSlug]][]).map(([slug, name]) => (
          <option key={slug} value={slug}>
            {t(`events.${name}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
