import {
  INQUIRY_EVENTS,
  INQUIRY_EVENTS_MAX,
  INQUIRY_MESSAGE_MAX,
  type InquiryEvent,
  type InquiryWeddingDto,
  type InquiryWeddingInput,
} from "@bihe/shared";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { Field, Input, Select, Textarea } from "../../components/ui/input";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";

/** The wedding as the form holds it: numbers as typed, so a half-typed field stays as it is. */
export type WeddingDraft = {
  weddingDate: string;
  events: { event: InquiryEvent; date: string }[];
  guests: string;
  budget: string;
  message: string;
};

/** A draft from what the inquiry already says, or from the couple's profile (its date and budget). */
export function weddingDraft(
  stored: InquiryWeddingDto | null | undefined,
  profile?: { weddingDate: string | null; budget: number | null } | null,
): WeddingDraft {
  if (stored && (stored.weddingDate || stored.events.length || stored.guests != null || stored.budget != null)) {
    return {
      weddingDate: stored.weddingDate ?? "",
      events: stored.events
        .filter((e): e is { event: InquiryEvent; date: string | null } =>
          (INQUIRY_EVENTS as readonly string[]).includes(e.event),
        )
        .map((e) => ({ event: e.event, date: e.date ?? "" })),
      guests: stored.guests != null ? String(stored.guests) : "",
      budget: stored.budget != null ? String(stored.budget) : "",
      message: stored.message ?? "",
    };
  }
  return {
    weddingDate: profile?.weddingDate ?? "",
    events: [],
    guests: "",
    budget: profile?.budget != null ? String(profile.budget) : "",
    message: "",
  };
}

const digitsOnly = (v: string) => v.replace(/[^\d०-९]/g, "").replace(/[०-९]/g, (d) => String("०१२३४५६७८९".indexOf(d)));
const toNumber = (v: string) => (v.trim() === "" ? null : Number(digitsOnly(v)));

/** What the server receives (blank means none; the server checks every limit again). */
export function weddingBody(d: WeddingDraft): InquiryWeddingInput {
  return {
    weddingDate: d.weddingDate || null,
    events: d.events.map((e) => ({ event: e.event, date: e.date || null })),
    guests: toNumber(d.guests),
    budget: toNumber(d.budget),
    message: d.message.trim() || null,
  };
}

/**
 * The wedding a couple tells a vendor with its inquiry (docs/decisions/0034): the date (encouraged),
 * the events with their own dates (the wedding date when none), guests, budget and a short message.
 */
export function WeddingFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: WeddingDraft;
  onChange: (next: WeddingDraft) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation("marketplace");
  const f = useFormat();
  const id = useId();
  const [adding, setAdding] = useState("");
  const set = (patch: Partial<WeddingDraft>) => onChange({ ...draft, ...patch });
  const chosen = new Set(draft.events.map((e) => e.event));
  const left = INQUIRY_EVENTS.filter((e) => !chosen.has(e));

  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3" data-testid="wedding-fields">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t("wedding.title")}</legend>
      <p className="text-xs text-stone-500">{t("wedding.hint")}</p>
      <div className="space-y-1.5">
        <NepaliDatePicker
          id={`${id}-date`}
          label={t("wedding.date")}
          value={draft.weddingDate}
          onChange={(ad) => set({ weddingDate: ad })}
          error={errors.weddingDate}
        />
        {!draft.weddingDate && <p className="text-xs text-brand-800">{t("wedding.dateEncouraged")}</p>}
      </div>

      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-700">{t("wedding.events")}</p>
        {draft.events.length > 0 && (
          <ul className="space-y-2" aria-label={t("wedding.events")}>
            {draft.events.map((e, i) => (
              <li key={e.event} className="rounded-lg bg-stone-50 p-2" data-testid="wedding-event">
                <div className="mb-1 flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">{f.event(e.event)}</span>
                  <button
                    type="button"
                    onClick={() => set({ events: draft.events.filter((_, j) => j !== i) })}
                    aria-label={t("wedding.removeEvent", { event: f.event(e.event) })}
                    className="flex h-8 w-8 items-center justify-center rounded-md text-stone-500 hover:bg-stone-200"
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
                <NepaliDatePicker
                  id={`${id}-event-${i}`}
                  label={t("wedding.eventDate", { event: f.event(e.event) })}
                  value={e.date}
                  onChange={(ad) => set({ events: draft.events.map((x, j) => (j === i ? { ...x, date: ad } : x)) })}
                  error={errors[`events.${i}.date`]}
                />
              </li>
            ))}
          </ul>
        )}
        {draft.events.length < INQUIRY_EVENTS_MAX && left.length > 0 && (
          <Select
            aria-label={t("wedding.addEvent")}
            value={adding}
            data-testid="wedding-add-event"
            onChange={(ev) => {
              const event = ev.target.value as InquiryEvent;
              setAdding("");
              if (event) set({ events: [...draft.events, { event, date: draft.weddingDate }] });
            }}
          >
            <option value="">{t("wedding.addEvent")}</option>
            {left.map((e) => (
              <option key={e} value={e}>
                {f.event(e)}
              </option>
            ))}
          </Select>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("wedding.guests")} htmlFor={`${id}-guests`} error={errors.guests}>
          <Input
            id={`${id}-guests`}
            inputMode="numeric"
            value={draft.guests}
            onChange={(e) => set({ guests: e.target.value })}
            aria-invalid={errors.guests ? true : undefined}
          />
        </Field>
        <Field label={t("wedding.budget")} htmlFor={`${id}-budget`} error={errors.budget}>
          <Input
            id={`${id}-budget`}
            inputMode="numeric"
            value={draft.budget}
            onChange={(e) => set({ budget: e.target.value })}
            aria-invalid={errors.budget ? true : undefined}
          />
        </Field>
      </div>
      <Field
        label={t("wedding.message")}
        htmlFor={`${id}-message`}
        error={errors.message}
        hint={t("wedding.messageHint", { max: f.digits(INQUIRY_MESSAGE_MAX) })}
      >
        <Textarea
          id={`${id}-message`}
          maxLength={INQUIRY_MESSAGE_MAX}
          value={draft.message}
          placeholder={t("wedding.messagePlaceholder")}
          onChange={(e) => set({ message: e.target.value })}
          className="min-h-20"
        />
      </Field>
    </fieldset>
  );
}
