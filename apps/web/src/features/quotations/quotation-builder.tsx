import {
  type InstallmentInput,
  isMadeTermLabel,
  type QuotationDraft,
  type QuotationItemInput,
  type QuotationTemplate,
  type QuotationView,
  quotationDraftSchema,
  quotationTotals,
  scheduleFromTerms,
} from "@bihe/shared";
import { Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { Button } from "../../components/ui/button";
import { Field, Input, Select, Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useSaveQuotation, useSendQuotation } from "./api";

/** What the inputs hold: amounts as typed (digits), turned into whole rupees when checked. */
type Line = { key: string; description: string; quantity: string; unitPrice: string };
type Installment = { key: string; label: string; amount: string; dueDate: string | null };
const newKey = () => crypto.randomUUID();

const toLine = (i: QuotationItemInput): Line => ({
  key: newKey(),
  description: i.description,
  quantity: String(i.quantity),
  unitPrice: String(i.unitPrice),
});
const toInstallment = (i: InstallmentInput): Installment => ({ ...i, key: newKey(), amount: String(i.amount) });
/** A typed amount as a number ('' is 0; anything not a whole number stays as is for the rule to refuse). */
const num = (s: string) => (s.trim() === "" ? 0 : Number(s.replace(/,/g, "")));

/**
 * The vendor's quotation for a lead: lines (from its prices, or typed), a discount, VAT when its
 * profile has a PAN/VAT number, the validity, terms and the payment schedule, with the totals of the
 * shared rule as they are typed. Saves a draft, or sends it (saving first).
 */
export function QuotationBuilder({
  leadId,
  template,
  start,
  onDone,
}: {
  leadId: string;
  template: QuotationTemplate;
  /** The draft to edit, or the content a new version starts from (and no id). */
  start: { draft: QuotationDraft; existing: Pick<QuotationView, "id" | "rowVersion" | "version"> | null };
  onDone: () => void;
}) {
  const { t } = useTranslation("quotations");
  const f = useFormat();
  const [lines, setLines] = useState<Line[]>(start.draft.items.map(toLine));
  const [discount, setDiscount] = useState(String(start.draft.discount));
  const [withVat, setWithVat] = useState(start.draft.withVat && !!template.vatPanNumber);
  const [validUntil, setValidUntil] = useState(start.draft.validUntil ?? "");
  const [terms, setTerms] = useState(start.draft.terms ?? "");
  // An installment named as the app names one ('Installment 2') is named in the page's language, as the vendor's
  // page shows its payment terms: the client reads the label on the quotation, its PDF and the receipts.
  const worded = (i: InstallmentInput, index: number): InstallmentInput =>
    isMadeTermLabel({ termLabel: i.label, installmentNumber: index + 1 })
      ? { ...i, label: t("marketplace:page.installment", { n: index + 1 }) }
      : i;
  const [schedule, setSchedule] = useState<Installment[]>(() =>
    (start.existing ? start.draft.schedule : start.draft.schedule.map(worded)).map(toInstallment),
  );
  const [existing, setExisting] = useState(start.existing);
  const [requestId] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveQuotation(leadId);
  const send = useSendQuotation(leadId);
  const busy = save.isPending || send.isPending;

  const draft: QuotationDraft = {
    items: lines.map((l) => ({ description: l.description, quantity: num(l.quantity), unitPrice: num(l.unitPrice) })),
    discount: num(discount),
    withVat,
    validUntil: validUntil || null,
    terms: terms.trim() || null,
    schedule: schedule.map((s) => ({ label: s.label, amount: num(s.amount), dueDate: s.dueDate })),
  };
  const totals = quotationTotals(
    draft.items.map((i) => ({
      ...i,
      quantity: Number.isFinite(i.quantity) ? i.quantity : 0,
      unitPrice: Number.isFinite(i.unitPrice) ? i.unitPrice : 0,
    })),
    Number.isFinite(draft.discount) ? draft.discount : 0,
    withVat,
  );
  const scheduled = draft.schedule.reduce((sum, s) => sum + (Number.isFinite(s.amount) ? s.amount : 0), 0);
  const check = quotationDraftSchema.safeParse(draft);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    if (!check.success) for (const issue of check.error.issues) out[issue.path.join(".")] ??= issue.message;
    return out;
  }, [check]);
  const err = (path: string) => (showErrors ? errors[path] : undefined);

  const setLine = (i: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const setInstallment = (i: number, patch: Partial<Installment>) =>
    setSchedule((ss) => ss.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  async function saveDraft(): Promise<Pick<QuotationView, "id" | "rowVersion" | "version"> | null> {
    if (!check.success) {
      setShowErrors(true);
      notify.error(t("builder.fixErrors"));
      return null;
    }
    try {
      const saved = await save.mutateAsync({
        draft: check.data,
        requestId,
        id: existing?.id,
        rowVersion: existing?.rowVersion,
      });
      setExisting(saved);
      return saved;
    } catch (e) {
      notify.error(t("builder.saveFailed"), errorMessage(e, t("builder.saveFailed")));
      return null;
    }
  }

  async function sendNow() {
    const saved = await saveDraft();
    if (!saved) return;
    try {
      await send.mutateAsync({ id: saved.id, rowVersion: saved.rowVersion });
      notify.success(t("builder.sent"));
      onDone();
    } catch (e) {
      notify.error(t("builder.saveFailed"), errorMessage(e, t("builder.saveFailed")));
    }
  }

  const groups = ["package", "event", "addon"] as const;
  return (
    <div className="space-y-5" data-testid="quotation-builder">
      {template.events.length > 0 && (
        <div className="text-sm text-stone-600">
          <span className="font-medium text-stone-800">{t("builder.events")}: </span>
          {template.events
            .map((e) => `${f.event(e.eventName)}${e.eventDate ? ` (${f.date(e.eventDate)})` : ""}`)
            .join(", ")}
        </div>
      )}

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">{t("builder.items")}</legend>
        {lines.map((line, i) => (
          <div
            key={line.key}
            className="grid grid-cols-[1fr_auto] gap-2 rounded-lg bg-stone-50 p-3 sm:grid-cols-[1fr_5rem_8rem_auto]"
          >
            <Field label={t("builder.description")} htmlFor={`q-line-${i}-d`} error={err(`items.${i}.description`)}>
              <Input
                id={`q-line-${i}-d`}
                value={line.description}
                maxLength={200}
                onChange={(e) => setLine(i, { description: e.target.value })}
              />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              className="self-end sm:order-last"
              aria-label={t("builder.removeLine")}
              onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
            >
              <Trash2 className="h-4 w-4" />
            </Button>
            <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-[5rem_8rem]">
              <Field label={t("builder.quantity")} htmlFor={`q-line-${i}-q`} error={err(`items.${i}.quantity`)}>
                <Input
                  id={`q-line-${i}-q`}
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(e) => setLine(i, { quantity: e.target.value })}
                />
              </Field>
              <Field label={t("builder.price")} htmlFor={`q-line-${i}-p`} error={err(`items.${i}.unitPrice`)}>
                <Input
                  id={`q-line-${i}-p`}
                  inputMode="numeric"
                  value={line.unitPrice}
                  onChange={(e) => setLine(i, { unitPrice: e.target.value })}
                />
              </Field>
            </div>
          </div>
        ))}
        {err("items") && (
          <p role="alert" className="text-sm text-red-600">
            <Localized message={err("items")!} />
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          {template.options.length > 0 && (
            <Field label={t("builder.addFrom")} htmlFor="q-add-from" className="w-full min-w-0 sm:w-auto sm:flex-1">
              <Select
                id="q-add-from"
                value=""
                onChange={(e) => {
                  const option = template.options[Number(e.target.value)];
                  if (option)
                    setLines((ls) => [
                      ...ls,
                      {
                        key: newKey(),
                        description: option.description,
                        quantity: "1",
                        unitPrice: String(option.unitPrice),
                      },
                    ]);
                }}
              >
                <option value="">{t("builder.choose")}</option>
                {groups.map((g) => (
                  <optgroup key={g} label={t(`builder.groups.${g}`)}>
                    {template.options.map((o, i) =>
                      o.group === g ? (
                        <option key={`${g}-${o.description}`} value={i}>
                          {`${o.description} — ${f.money(o.unitPrice)}`}
                        </option>
                      ) : null,
                    )}
                  </optgroup>
                ))}
              </Select>
            </Field>
          )}
          <Button
            variant="secondary"
            onClick={() => setLines((ls) => [...ls, { key: newKey(), description: "", quantity: "1", unitPrice: "" }])}
          >
            <Plus className="h-4 w-4" />
            {t("builder.addLine")}
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("builder.discount")} htmlFor="q-discount" error={err("discount")}>
          <Input id="q-discount" inputMode="numeric" value={discount} onChange={(e) => setDiscount(e.target.value)} />
        </Field>
        <div className="space-y-1.5">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:pt-7">
            <input
              type="checkbox"
              checked={withVat}
              disabled={!template.vatPanNumber}
              onChange={(e) => setWithVat(e.target.checked)}
              className="h-4 w-4"
            />
            {t("builder.vat")}
          </label>
          <p className="text-xs text-stone-500">
            {template.vatPanNumber ? t("builder.panVat", { pan: template.vatPanNumber }) : t("builder.vatNeedsPan")}
          </p>
        </div>
      </div>

      <dl className="space-y-1 rounded-lg border border-stone-200 p-3 text-sm" data-testid="quotation-totals">
        <div className="flex justify-between">
          <dt>{t("builder.subtotal")}</dt>
          <dd>{f.money(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between">
            <dt>{t("builder.discount")}</dt>
            <dd>{`- ${f.money(totals.discount)}`}</dd>
          </div>
        )}
        {withVat && (
          <div className="flex justify-between">
            <dt>{t("builder.vatLine")}</dt>
            <dd>{f.money(totals.vatAmount)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base font-semibold">
          <dt>{t("builder.totalLine")}</dt>
          <dd data-testid="quotation-total">{f.money(totals.total)}</dd>
        </div>
      </dl>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">{t("builder.schedule")}</legend>
        {schedule.map((s, i) => (
          <div key={s.key} className="space-y-2 rounded-lg bg-stone-50 p-3">
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <Field label={t("builder.installment")} htmlFor={`q-inst-${i}-l`} error={err(`schedule.${i}.label`)}>
                <Input
                  id={`q-inst-${i}-l`}
                  value={s.label}
                  maxLength={80}
                  onChange={(e) => setInstallment(i, { label: e.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={t("builder.removeInstallment")}
                onClick={() => setSchedule((ss) => ss.filter((_, j) => j !== i))}
              >
                <Trash2 className="h-4 w-4" />
              </Button>
            </div>
            <Field label={t("builder.installmentAmount")} htmlFor={`q-inst-${i}-a`} error={err(`schedule.${i}.amount`)}>
              <Input
                id={`q-inst-${i}-a`}
                inputMode="numeric"
                value={s.amount}
                onChange={(e) => setInstallment(i, { amount: e.target.value })}
              />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={s.dueDate === null}
                onChange={(e) => setInstallment(i, { dueDate: e.target.checked ? null : validUntil || null })}
              />
              {t("builder.onTheDay")}
            </label>
            {s.dueDate !== null && (
              <NepaliDatePicker
                id={`q-inst-${i}-due`}
                label={t("builder.due")}
                value={s.dueDate || undefined}
                onChange={(ad) => setInstallment(i, { dueDate: ad })}
              />
            )}
          </div>
        ))}
        {scheduled !== totals.total && (
          <p className="text-sm text-amber-700" data-testid="schedule-gap">
            {scheduled < totals.total
              ? t("builder.unscheduled", { amount: f.money(totals.total - scheduled) })
              : t("builder.overScheduled", { amount: f.money(scheduled - totals.total) })}
          </p>
        )}
        {err("schedule") && (
          <p role="alert" className="text-sm text-red-600">
            <Localized message={err("schedule")!} />
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              setSchedule(scheduleFromTerms(template.paymentTerms, totals.total).map(worded).map(toInstallment))
            }
          >
            {t("builder.fromTerms")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setSchedule((ss) => [...ss, { key: newKey(), label: "", amount: "", dueDate: null }])}
          >
            <Plus className="h-4 w-4" />
            {t("builder.addInstallment")}
          </Button>
        </div>
      </fieldset>

      <NepaliDatePicker
        id="q-valid-until"
        label={t("builder.validUntil")}
        value={validUntil || undefined}
        onChange={setValidUntil}
        error={err("validUntil")}
      />
      <Field label={t("builder.terms")} htmlFor="q-terms" error={err("terms")}>
        <Textarea id="q-terms" value={terms} maxLength={4000} onChange={(e) => setTerms(e.target.value)} />
      </Field>
      <p className="text-xs text-stone-500">{template.hasPaymentQr ? t("builder.qrHint") : t("builder.noQrHint")}</p>

      {confirming ? (
        <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-3" role="alertdialog">
          <p className="text-sm">
            {t("builder.confirmSend", { version: existing?.version ?? "", name: template.clientName })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => void sendNow()}>
              {t("builder.confirm")}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t("builder.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-stone-200 bg-white py-3">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={async () => {
              if (await saveDraft()) notify.success(t("builder.saved"));
            }}
          >
            {t("builder.saveDraft")}
          </Button>
          <Button
            disabled={busy}
            onClick={async () => {
              const saved = await saveDraft();
              if (saved) setConfirming(true);
            }}
          >
            {t("builder.send")}
          </Button>
        </div>
      )}
    </div>
  );
}
