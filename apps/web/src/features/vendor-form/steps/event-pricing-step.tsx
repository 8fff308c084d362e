import { EVENT_CATALOGUE, eventNameKey, MAX_PRICED_EVENTS, type VendorApplication } from "@bihe/shared";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/input";
import {
  FormError,
  type Path,
  StepIntro,
  toNumberOrNull,
  useFieldError,
} from "../../../components/vendor-profile/fields";
import { usePlainFormat } from "../../../i18n/format-plain";
import { Localized } from "../../../i18n/localized";
import { useTranslation } from "../../../i18n/use-translation";

const FIELDS = ["price", "hours", "photographers", "videographers"] as const;
const CATALOGUE = new Map(EVENT_CATALOGUE.map((e) => [e.name, e]));

/**
 * Step 5 (docs/decisions/0020, event pricing): one row per event the vendor offers. Catalogue events can be removed
 * and added back; custom events (an admin's 'Pokhara Boat Shoot', or the vendor's own) carry an
 * editable name. The same model the admin's Pricing tab edits, so stored data can always be fixed here.
 */
export function EventPricingStep() {
  const { t } = useTranslation("vendorForm");
  const { t: tw } = useTranslation("wizard");
  const format = usePlainFormat();
  const { register, control } = useFormContext<VendorApplication>();
  const { fields, append, remove } = useFieldArray({ control, name: "eventPricing.events" });
  const error = useFieldError();
  const events = useWatch({ control, name: "eventPricing.events" }) ?? [];
  const [restore, setRestore] = useState("");
  const taken = new Set(events.map((e) => eventNameKey(e.eventName ?? "")));
  const removedCatalogue = EVENT_CATALOGUE.filter((e) => !taken.has(eventNameKey(e.name)));
  const full = fields.length >= MAX_PRICED_EVENTS;
  let lastCategory: string | undefined;
  return (
    <div>
      <StepIntro>{tw("pricing.hint")}</StepIntro>
      <FormError message={error("eventPricing.events")} />
      <div className="hidden grid-cols-[2fr_1.3fr_1fr_1fr_1fr_auto] gap-2 px-1 pb-2 text-xs font-medium text-stone-500 md:grid">
        <span>{t("pricing.event")}</span>
        {FIELDS.map((f) => (
          <span key={f}>{t(`pricing.${f}`)}</span>
        ))}
        <span className="w-9" />
      </div>
      <div className="space-y-2">
        {fields.map((field, i) => {
          const row = events[i] ?? field;
          const catalogue = CATALOGUE.get(field.eventName);
          const category = catalogue ? catalogue.category : "custom";
          const heading = category !== lastCategory ? category : undefined;
          lastCategory = category;
          const label = row.eventName?.trim()
            ? format.event(row.eventName.trim())
            : tw("pricing.unnamed", { n: i + 1 });
          const nameError = error(`eventPricing.events.${i}.eventName` as Path);
          return (
            <div key={field.id} data-testid="event-row">
              {heading && (
                <h3 className="mb-2 mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">
                  {heading === "custom" ? tw("pricing.customHeading") : tw(`pricing.categories.${heading}`)}
                </h3>
              )}
              <div className="grid grid-cols-2 gap-2 rounded-lg border border-stone-200 p-3 md:grid-cols-[2fr_1.3fr_1fr_1fr_1fr_auto] md:items-start md:border-0 md:p-1">
                <div className="col-span-2 md:col-span-1">
                  {catalogue ? (
                    <div className="font-medium text-stone-900 md:pt-2">{format.event(field.eventName)}</div>
                  ) : (
                    <>
                      <label htmlFor={`event-name-${i}`} className="text-xs text-stone-500 md:sr-only">
                        {tw("pricing.name")}
                      </label>
                      <Input
                        id={`event-name-${i}`}
                        placeholder={tw("pricing.namePlaceholder")}
                        aria-label={tw("pricing.nameOf", { n: i + 1 })}
                        aria-invalid={nameError ? true : undefined}
                        maxLength={100}
                        {...register(`eventPricing.events.${i}.eventName` as Path)}
                      />
                      {nameError && (
                        <p className="mt-1 text-xs text-red-600">
                          <Localized message={nameError} />
                        </p>
                      )}
                    </>
                  )}
                </div>
                {FIELDS.map((f) => {
                  const name = `eventPricing.events.${i}.${f}` as Path;
                  const msg = error(name);
                  const id = `price-${i}-${f}`;
                  return (
                    <div key={f}>
                      <label htmlFor={id} className="text-xs text-stone-500 md:sr-only">
                        {t(`pricing.${f}`)}
                      </label>
                      <Input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={f === "price" ? 1000 : 1}
                        aria-label={`${label} ${t(`pricing.${f}`)}`}
                        aria-invalid={msg ? true : undefined}
                        {...register(name, { setValueAs: toNumberOrNull })}
                      />
                      {msg && (
                        <p className="mt-1 text-xs text-red-600">
                          <Localized message={msg} />
                        </p>
                      )}
                    </div>
                  );
                })}
                <div className="col-span-2 flex justify-end md:col-span-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    aria-label={tw("pricing.remove", { name: label })}
                    onClick={() => remove(i)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    <span className="md:sr-only">{tw("pricing.removeShort")}</span>
                  </Button>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex flex-col gap-3 rounded-lg border border-dashed border-stone-300 p-3 sm:flex-row sm:items-end">
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => append({ eventName: "", price: null, hours: null, photographers: 1, videographers: 1 })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {tw("pricing.addCustom")}
        </Button>
        {removedCatalogue.length > 0 && (
          <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="restore-event" className="text-xs text-stone-500">
                {tw("pricing.addBack")}
              </label>
              <Select id="restore-event" value={restore} onChange={(e) => setRestore(e.target.value)}>
                <option value="">{tw("pricing.choose")}</option>
                {removedCatalogue.map((e) => (
                  <option key={e.name} value={e.name}>
                    {format.event(e.name)}
                  </option>
                ))}
              </Select>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={!restore || full}
              onClick={() => {
                const e = CATALOGUE.get(restore);
                if (!e) return;
                append({
                  eventName: e.name,
                  price: e.price,
                  hours: e.hours,
                  photographers: e.photographers,
                  videographers: e.videographers,
                });
                setRestore("");
              }}
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> {tw("pricing.addBackButton")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
