import { registrationFormPath, type StepKey, type VendorType } from "@bihe/shared";
import { MessageSquareWarning } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The admin's reason for a rejection or a rejected change (docs/decisions/0015), with the step it
 * concerns and a link straight to that step of the wizard.
 */
export function DecisionReason({
  reason,
  step,
  vendorType,
  linkToStep = true,
}: {
  reason: string;
  step: StepKey | null;
  vendorType: VendorType;
  linkToStep?: boolean;
}) {
  const { t } = useTranslation("changes");
  const { t: form } = useTranslation("vendorForm");
  const stepName = step ? form(`steps.${step}`) : null;
  return (
    <div
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
      data-testid="decision-reason"
    >
      <MessageSquareWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold">{t("vendor.reasonTitle")}</p>
        <p className="whitespace-pre-wrap break-words">{reason}</p>
        {stepName && <p className="text-red-800">{t("vendor.onStep", { step: stepName })}</p>}
        {stepName && linkToStep && (
          <Link
            to={`${registrationFormPath(vendorType)}?step=${step}`}
            className="inline-block font-medium text-red-900 underline"
          >
            {t("vendor.fixStep", { step: stepName })}
          </Link>
        )}
      </div>
    </div>
  );
}
