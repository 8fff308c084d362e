import { EVENT_CATALOGUE, type VendorApplication } from "@bihe/shared";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { FormError, type Path, StepIntro, toNumberOrNull, useFieldError } from "../fields";

const FIELDS = ["price", "hours", "photographers", "videographers"] as const;
const CATEGORY = new Map(EVENT_CATALOGUE.map((e) => [e.name, e.category]));

export function EventPricingStep() {
  const { t } = useTranslation("vendorForm");
  const { register, control } = useFormContext<VendorApplication>();
  const error = useFieldError();
  const events = useWatch({ control, name: "eventPricing.events" }) ?? [];
  let lastCategory: string | undefined;
  return (
    <div>
      <StepIntro>{t("pricing.hint")}</StepIntro>
      <FormError message={error("eventPricing.events")} />
      <div className="hidden grid-cols-[2fr_1.3fr_1fr_1fr_1fr] gap-2 px-1 pb-2 text-xs font-medium text-stone-500 md:grid">
        <span>{t("pricing.event")}</span>
        {FIELDS.map((f) => (
          <span key={f}>{t(`pricing.${f}`)}</span>
        ))}
      </div>
      <div className="space-y-2">
        {events.map((row, i) => {
          const category = CATEGORY.get(row.eventName);
          const heading = category !== lastCategory ? category : undefined;
          lastCategory = category;
          return (
            <div key={row.eventName}>
              {heading && (
                <h3 className="mb-2 mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{heading}</h3>
              )}
              <div className="grid grid-cols-2 gap-2 rounded-lg border border-stone-200 p-3 md:grid-cols-[2fr_1.3fr_1fr_1fr_1fr] md:items-start md:border-0 md:p-1">
                <div className="col-span-2 font-medium text-stone-900 md:col-span-1 md:pt-2">{row.eventName}</div>
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
                        aria-label={`${row.eventName} ${t(`pricing.${f}`)}`}
                        aria-invalid={msg ? true : undefined}
                        {...register(name, { setValueAs: toNumberOrNull })}
                      />
                      {msg && <p className="mt-1 text-xs text-red-600">{msg}</p>}
                    </div>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
