import {
  ANY_DAY,
  type ClientFormInput,
  clientFormSchema,
  EVENT_CATALOGUE,
  LEAD_LOCATION_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  todayAdInNepal,
  VALLEY_CITIES,
  WEEK_DAYS,
} from "@bihe/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Controller, type FieldErrors, useFieldArray, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Field, Input, Select } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { DateInput, PlaceInput, TimeInput } from "./form-fields";

export const newEvent = (): ClientFormInput["events"][number] => ({
  eventName: "",
  eventDate: "",
  startTime: "",
  numberOfPhotographer: 1,
  numberOfVideographer: 1,
  drone: false,
});
export const newLocation = (): ClientFormInput["locations"][number] => ({
  locationType: "event_venue",
  provinceId: null,
  districtId: null,
  municipalityId: null,
  city: "",
  area: "",
  googleMapsLink: "",
});

type Props = {
  onSubmit: (input: ClientFormInput) => Promise<void>;
  submitting: boolean;
  /** Ask for the photo crew (photographers, videographers, drone): a photography vendor's form only. */
  crew?: boolean;
};

/** A hall's or decorator's lead has no photo crew: none is sent, whatever the defaults say. */
const withoutCrew = (input: ClientFormInput): ClientFormInput => ({
  ...input,
  events: input.events.map((e) => ({ ...e, numberOfPhotographer: 0, numberOfVideographer: 0, drone: false })),
});

const hasRequiredError = (e: FieldErrors<ClientFormInput>) => !!(e.name || e.number || e.inquiryDate);

/** Spec 001 2.16: the client intake form (public, and the vendor's Add New Client). */
export function LeadForm({ onSubmit, submitting, crew = true }: Props) {
  const { t } = useTranslation("leads");
  const format = useFormat();
  const uid = useId();
  const form = useForm<ClientFormInput>({
    resolver: zodResolver(clientFormSchema) as never,
    defaultValues: {
      name: "",
      number: "",
      whatsappNumber: "",
      source: "",
      reference: "",
      inquiryDate: todayAdInNepal(),
      preferredContactDays: [],
      preferredContactTime: "",
      locations: [newLocation()],
      events: [newEvent()],
    },
  });
  const { register, control, handleSubmit, formState, setValue, watch } = form;
  const errors = formState.errors;
  const locations = useFieldArray({ control, name: "locations" });
  const events = useFieldArray({ control, name: "events" });
  const days = watch("preferredContactDays") ?? [];
  const allDays = WEEK_DAYS.every((d) => days.includes(d));

  const invalid = (e: FieldErrors<ClientFormInput>) =>
    notify.error(
      hasRequiredError(e) ? REQUIRED_FIELDS_MESSAGE : t("form.failed"),
      hasRequiredError(e) ? undefined : REQUIRED_FIELDS_MESSAGE,
    );
  const toggleDay = (d: string) =>
    setValue("preferredContactDays", days.includes(d) ? days.filter((x) => x !== d) : [...days, d]);

  return (
    <form onSubmit={handleSubmit((v) => onSubmit(crew ? v : withoutCrew(v)), invalid)} noValidate className="space-y-6">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={`${t("form.name")} *`} htmlFor={`${uid}-name`} error={errors.name?.message}>
          <Input id={`${uid}-name`} autoComplete="name" aria-invalid={!!errors.name} {...register("name")} />
        </Field>
        <Field label={`${t("form.phone")} *`} htmlFor={`${uid}-phone`} error={errors.number?.message}>
          <Input
            id={`${uid}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-invalid={!!errors.number}
            {...register("number")}
          />
        </Field>
        <Field label={t("form.whatsapp")} htmlFor={`${uid}-wa`}>
          <Input id={`${uid}-wa`} type="tel" inputMode="tel" {...register("whatsappNumber")} />
        </Field>
        <Field label={t("form.source")} htmlFor={`${uid}-source`}>
          <Input id={`${uid}-source`} placeholder={t("form.sourcePlaceholder")} {...register("source")} />
        </Field>
        <Field label={t("form.reference")} htmlFor={`${uid}-ref`}>
          <Input id={`${uid}-ref`} {...register("reference")} />
        </Field>
        <Controller
          control={control}
          name="inquiryDate"
          render={({ field, fieldState }) => (
            <DateInput
              id={`${uid}-inquiry`}
              label={`${t("form.inquiryDate")} *`}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-700">
          {t("form.contactDays")}
          {allDays && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{ANY_DAY}</span>
          )}
        </legend>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={allDays}
            onClick={() => setValue("preferredContactDays", allDays ? [] : [...WEEK_DAYS])}
            className={cn(
              "rounded-full border px-3 py-1.5 text-sm",
              allDays ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white",
            )}
          >
            {t("form.anyDay")}
          </button>
          {WEEK_DAYS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={days.includes(d)}
              aria-label={d}
              onClick={() => toggleDay(d)}
              className={cn(
                "rounded-full border px-3 py-1.5 text-sm",
                days.includes(d) ? "border-brand-600 bg-brand-50 text-brand-800" : "border-stone-300 bg-white",
              )}
            >
              {t(`days.${d}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="preferredContactTime"
        render={({ field, fieldState }) => (
          <TimeInput
            id={`${uid}-ctime`}
            label={t("form.contactTime")}
            value={field.value ?? ""}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("form.locations")}</h2>
        {locations.fields.map((f, i) => (
          <div
            key={f.id}
            className="space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-4"
            data-testid="lead-location"
          >
            <div className="flex items-center justify-between">
              <h3 className="font-medium">{t("form.location", { n: i + 1 })}</h3>
              <Button
                variant="ghost"
                size="sm"
                disabled={locations.fields.length <= 1}
                onClick={() => locations.remove(i)}
                aria-label={`${t("form.remove")} ${t("form.location", { n: i + 1 })}`}
              >
                <Trash2 className="h-4 w-4" />
                {t("form.remove")}
              </Button>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field label={t("form.locationType")} htmlFor={`${uid}-lt-${i}`}>
                <Select id={`${uid}-lt-${i}`} {...register(`locations.${i}.locationType`)}>
                  {LEAD_LOCATION_TYPES.map((lt) => (
                    <option key={lt} value={lt}>
                      {t(`locationTypes.${lt}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <PlaceInput
              idPrefix={`${uid}-place-${i}`}
              value={watch(`locations.${i}`)}
              onChange={(place, municipalityName) => {
                setValue(`locations.${i}.provinceId`, place.provinceId ?? null);
                setValue(`locations.${i}.districtId`, place.districtId ?? null);
                setValue(`locations.${i}.municipalityId`, place.municipalityId ?? null);
                if (municipalityName) setValue(`locations.${i}.city`, municipalityName);
              }}
              error={errors.locations?.[i]?.municipalityId?.message}
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field label={t("form.city")} htmlFor={`${uid}-city-${i}`}>
                <Input id={`${uid}-city-${i}`} list={`${uid}-cities`} {...register(`locations.${i}.city`)} />
              </Field>
              <Field label={t("form.area")} htmlFor={`${uid}-area-${i}`}>
                <Input id={`${uid}-area-${i}`} {...register(`locations.${i}.area`)} />
              </Field>
              <Field
                label={t("form.mapsLink")}
                htmlFor={`${uid}-map-${i}`}
                error={errors.locations?.[i]?.googleMapsLink?.message}
              >
                <Input
                  id={`${uid}-map-${i}`}
                  type="url"
                  inputMode="url"
                  placeholder="https://maps.google.com/…"
                  {...register(`locations.${i}.googleMapsLink`)}
                />
              </Field>
            </div>
          </div>
        ))}
        <datalist id={`${uid}-cities`}>
          {VALLEY_CITIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Button variant="secondary" onClick={() => locations.append(newLocation())}>
          <Plus className="h-4 w-4" />
          {t("form.addLocation")}
        </Button>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("form.events")}</h2>
        {events.fields.map((f, i) => (
          <div
            key={f.id}
            className="space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-4"
            data-testid="lead-event"
          >
            <div className="flex items-center justify-between">
              <h3 className="font-medium">{t("form.event", { n: i + 1 })}</h3>
              <Button
                variant="ghost"
                size="sm"
                disabled={events.fields.length <= 1}
                onClick={() => events.remove(i)}
                aria-label={`${t("form.remove")} ${t("form.event", { n: i + 1 })}`}
              >
                <Trash2 className="h-4 w-4" />
                {t("form.remove")}
              </Button>
            </div>
            <Field
              label={`${t("form.eventName")} *`}
              htmlFor={`${uid}-ev-${i}`}
              error={errors.events?.[i]?.eventName?.message}
            >
              <Select
                id={`${uid}-ev-${i}`}
                aria-invalid={!!errors.events?.[i]?.eventName}
                {...register(`events.${i}.eventName`, {
                  onChange: (e) => {
                    const c = EVENT_CATALOGUE.find((x) => x.name === e.target.value);
                    if (c && crew) {
                      setValue(`events.${i}.numberOfPhotographer`, c.photographers);
                      setValue(`events.${i}.numberOfVideographer`, c.videographers);
                    }
                  },
                })}
              >
                <option value="">{t("form.chooseEvent")}</option>
                {EVENT_CATALOGUE.map((e) => (
                  <option key={e.name} value={e.name}>
                    {format.event(e.name)}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Controller
                control={control}
                name={`events.${i}.eventDate`}
                render={({ field, fieldState }) => (
                  <DateInput
                    id={`${uid}-evd-${i}`}
                    label={t("form.eventDate")}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={`events.${i}.startTime`}
                render={({ field, fieldState }) => (
                  <TimeInput
                    id={`${uid}-evt-${i}`}
                    label={t("form.startTime")}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
            {crew && (
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <Field label={t("form.photographers")} htmlFor={`${uid}-ph-${i}`}>
                  <Input
                    id={`${uid}-ph-${i}`}
                    type="number"
                    min={0}
                    max={50}
                    {...register(`events.${i}.numberOfPhotographer`, { valueAsNumber: true })}
                  />
                </Field>
                <Field label={t("form.videographers")} htmlFor={`${uid}-vi-${i}`}>
                  <Input
                    id={`${uid}-vi-${i}`}
                    type="number"
                    min={0}
                    max={50}
                    {...register(`events.${i}.numberOfVideographer`, { valueAsNumber: true })}
                  />
                </Field>
                <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-stone-700">
                  <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(`events.${i}.drone`)} />
                  {t("form.drone")}
                </label>
              </div>
            )}
          </div>
        ))}
        <Button variant="secondary" onClick={() => events.append(newEvent())}>
          <Plus className="h-4 w-4" />
          {t("form.addEvent")}
        </Button>
      </section>

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? t("form.submitting") : t("form.submit")}
      </Button>
    </form>
  );
}
