import {
  EVENT_FILTERS,
  type EventSlug,
  FACILITY_FILTERS,
  type FacilitySlug,
  type ListingFilters,
  parseGuests,
  SPECIALTY_FILTERS,
  type SpecialtySlug,
} from "@bihe/shared";
import { Users, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input, Select } from "../../components/ui/input";
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
      <GuestsField guests={filters.guests} apply={apply} />
      {/* An older link's size range (?capacity=200-500) still filters: shown, and removable. */}
      {filters.capacity && (
        <span className="inline-flex h-10 items-center gap-1 self-start rounded-full bg-brand-50 px-3 text-sm text-brand-800">
          {t(`filters.capacities.${filters.capacity}`)}
          <button type="button" onClick={() => apply({ capacity: null })} aria-label={t("filters.removeCapacity")}>
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </span>
      )}
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

/**
 * The couple's number of guests: halls whose largest package seats them all (`?guests=300`). Applied when
 * typed and left (Enter or leaving the field), not at each digit: 3, 30, 300 are not three searches.
 */
function GuestsField({ guests, apply }: { guests: number | null; apply: Apply }) {
  const { t } = useTranslation("hallsDecorators");
  const id = useId();
  const shown = guests == null ? "" : String(guests);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const blank = text.trim() === "";
  const count = parseGuests(text);
  const invalid = !blank && count == null;
  const commit = () => {
    if (blank) {
      if (guests != null) apply({ guests: null });
    } else if (count != null && count !== guests) apply({ guests: count });
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
      data-testid="guests-filter"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="flex shrink-0 items-center gap-1.5 text-sm font-medium text-stone-700">
          <Users className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t("filters.guests")}
        </label>
        <div className="w-32">
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            placeholder={t("filters.guestsPlaceholder")}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            className="text-sm"
            maxLength={7}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className={cn("text-xs", invalid ? "text-red-700" : "text-stone-500")}>
        {invalid
          ? t("filters.guestsInvalid")
          : guests != null
            ? t("filters.guestsApplied", { count: guests })
            : t("filters.guestsHint")}
      </p>
    </form>
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
