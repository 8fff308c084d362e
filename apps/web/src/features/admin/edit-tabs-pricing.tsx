import { type ComboPackage, isLockedPackage, newComboEvent, paymentTotal, storedEventName } from "@bihe/shared";
import { ExternalLink, Plus, Trash } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/input";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { NumberField, TextAreaField, TextField } from "./form-fields";
import type { ApplicationForm } from "./form-state";

type TabProps = { form: ApplicationForm };

export function PricingTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const f = usePlainFormat();
  const events = form.value.eventPricing.events;
  const setEvents = (list: typeof events) => form.set("eventPricing.events", list);
  return (
    <div className="space-y-3">
      {events.map((e, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; a name is edited in place, so it cannot be the key
          key={i}
          className="grid grid-cols-2 gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[2fr_1.2fr_repeat(3,0.8fr)_auto] sm:items-end"
          data-testid="pricing-row"
        >
          <TextField
            form={form}
            path={`eventPricing.events.${i}.eventName`}
            label={t("dialog.pricing.event")}
            wording="event"
            className="col-span-2 sm:col-span-1"
          />
          <NumberField form={form} path={`eventPricing.events.${i}.price`} label={t("dialog.pricing.price")} />
          <NumberField form={form} path={`eventPricing.events.${i}.hours`} label={t("dialog.pricing.hours")} />
          <NumberField
            form={form}
            path={`eventPricing.events.${i}.photographers`}
            label={t("dialog.pricing.photographers")}
          />
          <NumberField
            form={form}
            path={`eventPricing.events.${i}.videographers`}
            label={t("dialog.pricing.videographers")}
          />
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 justify-self-end text-red-700 sm:col-span-1"
            aria-label={`${t("dialog.pricing.remove")} ${f.event(e.eventName)}`}
            onClick={() => setEvents(events.filter((_, j) => j !== i))}
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          setEvents([
            ...events,
            {
              eventName: t("dialog.pricing.newEvent", { n: events.length + 1 }),
              price: 0,
              hours: 0,
              photographers: 0,
              videographers: 0,
            },
          ])
        }
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("dialog.pricing.add")}
      </Button>
    </div>
  );
}

/** 'A, B' <-> events (a catalogue event by its name in either language); an event already in the package keeps its staff and hours. */
function eventsFromText(text: string, current: ComboPackage["events"]) {
  return text
    .split(/[,\n]/)
    .map((s) => storedEventName(s.trim()))
    .filter(Boolean)
    .map((name) => current.find((e) => e.eventName === name) ?? newComboEvent(name));
}

function EventsField({ form, index }: { form: ApplicationForm; index: number }) {
  const { t } = useTranslation("admin");
  const f = usePlainFormat();
  const pkg = form.value.comboPackages.packages[index];
  const [text, setText] = useState(pkg.events.map((e) => f.event(e.eventName)).join(", "));
  const id = `admin-pkg-events-${index}`;
  return (
    <Field label={t("dialog.packages.events")} htmlFor={id} className="sm:col-span-2">
      {/* A textarea sized to its text, so a long list of events stays readable even when locked. */}
      <Textarea
        id={id}
        rows={1}
        className="min-h-10! resize-none field-sizing-content"
        value={text}
        disabled={isLockedPackage(pkg.id)}
        onChange={(e) => {
          setText(e.target.value);
          form.set(`comboPackages.packages.${index}.events`, eventsFromText(e.target.value, pkg.events));
        }}
      />
    </Field>
  );
}

export function PackagesTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const packages = form.value.comboPackages.packages;
  const setPackages = (list: ComboPackage[]) => form.set("comboPackages.packages", list);
  const d = (i: number, k: string) => `comboPackages.packages.${i}.deliverables.${k}`;
  return (
    <div className="space-y-4">
      {packages.map((p, i) => (
        <fieldset key={p.id} className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold">{p.packageName}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              form={form}
              path={`comboPackages.packages.${i}.packageName`}
              label={t("dialog.packages.name")}
              disabled={isLockedPackage(p.id)}
            />
            <NumberField form={form} path={`comboPackages.packages.${i}.price`} label={t("dialog.packages.price")} />
            <EventsField form={form} index={i} />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
            <NumberField form={form} path={d(i, "albums")} label={t("dialog.packages.albums")} />
            <NumberField form={form} path={d(i, "frames")} label={t("dialog.packages.frames")} />
            <NumberField form={form} path={d(i, "fullVideos")} label={t("dialog.packages.fullVideos")} />
            <NumberField form={form} path={d(i, "cinematicHighlights")} label={t("dialog.packages.highlights")} />
            <NumberField form={form} path={d(i, "instagramReels")} label={t("dialog.packages.reels")} />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 text-red-700"
            onClick={() => setPackages(packages.filter((_, j) => j !== i))}
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
            {t("dialog.packages.remove")}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          setPackages([
            ...packages,
            {
              id: `admin-${Date.now()}`,
              packageName: t("dialog.packages.newPackage", { n: packages.length + 1 }),
              price: 0,
              events: [],
              deliverables: {
                albums: 0,
                frames: 0,
                fullVideos: 0,
                cinematicHighlights: 0,
                instagramReels: 0,
                pendrive: 0,
                allEditedPictures: false,
              },
            },
          ])
        }
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("dialog.packages.add")}
      </Button>
    </div>
  );
}

export function PaymentTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const terms = form.value.paymentTerms.terms;
  const setTerms = (list: typeof terms) => form.set("paymentTerms.terms", list);
  const total = paymentTotal(terms);
  const nextNumber = terms.reduce((m, x) => Math.max(m, x.installmentNumber ?? 0), 0) + 1;
  return (
    <div className="space-y-3">
      {terms.map((term, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; a name is edited in place, so it cannot be the key
          key={i}
          className="grid grid-cols-2 gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_3fr_auto] sm:items-end"
        >
          <NumberField
            form={form}
            path={`paymentTerms.terms.${i}.installmentNumber`}
            label={t("dialog.payment.label")}
            nullable
          />
          <NumberField
            form={form}
            path={`paymentTerms.terms.${i}.percentage`}
            label={t("dialog.payment.percentage")}
            nullable
          />
          <TextField
            form={form}
            path={`paymentTerms.terms.${i}.description`}
            label={t("dialog.payment.description")}
            wording="line"
            className="col-span-2 sm:col-span-1"
          />
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 justify-self-end text-red-700 sm:col-span-1"
            aria-label={`${t("dialog.payment.remove")} ${term.installmentNumber ?? ""}`}
            onClick={() => setTerms(terms.filter((_, j) => j !== i))}
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setTerms([...terms, { installmentNumber: nextNumber, percentage: 0, description: "" }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("dialog.payment.add")}
        </Button>
        <p className={total === 100 ? "text-sm text-stone-700" : "text-sm font-medium text-amber-700"}>
          {t("dialog.payment.total", { total })} {total !== 100 && t("dialog.payment.shouldBe")}
        </p>
      </div>
      {form.errors["paymentTerms.terms"] && <p className="text-sm text-red-600">{form.errors["paymentTerms.terms"]}</p>}
      <TextAreaField
        form={form}
        path="paymentTerms.cancellationPolicy"
        label={t("dialog.payment.policy")}
        wording="policy"
        rows={5}
      />
    </div>
  );
}

export function MediaTab({
  form,
  portfolio,
}: TabProps & { portfolio: { id: string; url: string; thumbUrl: string }[] }) {
  const { t } = useTranslation("admin");
  const [broken, setBroken] = useState<Set<string>>(new Set());
  const link = form.value.media.googleDriveLink;
  const shown = portfolio.filter((p) => !broken.has(p.id));
  return (
    <div className="space-y-4">
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t("dialog.media.portfolio")}</h3>
        {portfolio.length === 0 ? (
          <p className="text-sm text-stone-600">{t("dialog.media.none")}</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {shown.map((p) => (
              <a key={p.id} href={p.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={p.thumbUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                  onError={() => setBroken((s) => new Set(s).add(p.id))}
                />
              </a>
            ))}
          </div>
        )}
      </div>
      <div className="flex items-end gap-2">
        <TextField
          form={form}
          path="media.googleDriveLink"
          label={t("dialog.media.drive")}
          type="url"
          className="flex-1"
        />
        <a
          href={link || undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={!link}
          className={`${buttonClass("secondary")} ${link ? "" : "pointer-events-none opacity-50"}`}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t("dialog.media.open")}
        </a>
      </div>
    </div>
  );
}
