import { REASON_PRESETS, type StepKey, WIZARD_STEPS } from "@bihe/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Select, Textarea } from "../../components/ui/input";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

export type ReasonInput = { reason: string; step: StepKey | null };

/**
 * The reason an admin gives when rejecting an application or a change request (docs/decisions/0015):
 * required text, one-tap presets (each naming the wizard step it concerns), and the step, so
 * the vendor reads it on the status page and on that step.
 */
/** The presets that fit a hall's or decorator's form too (it has no payment terms step). */
const TYPED_PRESETS = new Set<string>([
  "photosTooSmall",
  "pricesMissing",
  "descriptionTooShort",
  "contactUnreachable",
  "mapWrong",
]);

export function ReasonDialog({
  open,
  title,
  busy,
  onCancel,
  onConfirm,
  wizardSteps = true,
}: {
  open: boolean;
  title: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (input: ReasonInput) => void;
  /** False for a banquet hall or a decorator: their form is one page, so no step is named. */
  wizardSteps?: boolean;
}) {
  const { t } = useTranslation("changes");
  const { t: form } = useTranslation("vendorForm");
  const [reason, setReason] = useState("");
  const [step, setStep] = useState<StepKey | null>(null);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setReason("");
    setStep(null);
    setError(undefined);
    onCancel();
  };
  const confirm = () => {
    if (!reason.trim()) return setError(t("reason.required"));
    onConfirm({ reason: reason.trim(), step: wizardSteps ? step : null });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={title} description={t("reason.description")}>
      <div className="space-y-4">
        <div>
          <p className="mb-2 text-sm font-medium text-stone-700">{t("reason.presets")}</p>
          <div className="flex flex-wrap gap-2">
            {REASON_PRESETS.filter((p) => wizardSteps || TYPED_PRESETS.has(p.key)).map((p) => {
              const text = t(`reason.presetTexts.${p.key}`);
              const chosen = reason === text;
              return (
                <button
                  key={p.key}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => {
                    setReason(text);
                    setStep(p.step);
                    setError(undefined);
                  }}
                  className={cn(
                    "rounded-full border px-3 py-1.5 text-sm",
                    chosen
                      ? "border-brand-700 bg-brand-50 text-brand-800"
                      : "border-stone-300 bg-white text-stone-700 hover:bg-stone-100",
                  )}
                >
                  {text}
                </button>
              );
            })}
          </div>
        </div>
        <Field label={t("reason.label")} htmlFor="decision-reason" error={error}>
          <Textarea
            id="decision-reason"
            rows={3}
            maxLength={1000}
            value={reason}
            placeholder={t("reason.placeholder")}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setError(undefined);
            }}
          />
        </Field>
        {wizardSteps && (
          <Field label={t("reason.step")} htmlFor="decision-step">
            <Select
              id="decision-step"
              value={step ?? ""}
              onChange={(e) => setStep((e.target.value || null) as StepKey | null)}
            >
              <option value="">{t("reason.noStep")}</option>
              {WIZARD_STEPS.map((s) => (
                <option key={s.key} value={s.key}>
                  {form(`steps.${s.key}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t("reason.cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {t("reason.confirm")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
