import { applicationIssues, type StepIssue, type VendorApplication } from "@bihe/shared";
import { AlertTriangle, ArrowRight } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";

/**
 * A vendor whose saved application no longer passes today's rules (an admin added
 * an event without a price, a rule got stricter) sees every problem here, grouped by step, each
 * with a button that opens the step and highlights the field. The list follows the form as it is
 * fixed and disappears when nothing is left.
 */
export function FixList({ onGo }: { onGo: (step: number) => void }) {
  const { t } = useTranslation("wizard");
  const { t: tf } = useTranslation("vendorForm");
  const { control, trigger } = useFormContext<VendorApplication>();
  const values = useWatch({ control });
  const issues = applicationIssues(values);
  if (issues.length === 0) return null;
  const byStep = new Map<number, StepIssue[]>();
  for (const issue of issues) byStep.set(issue.step, [...(byStep.get(issue.step) ?? []), issue]);
  return (
    <section
      aria-labelledby="fix-list-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="fix-list"
    >
      <h2 id="fix-list-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" /> {t("fix.title")}
      </h2>
      <p className="mt-1">{t("fix.body")}</p>
      <ul className="mt-3 space-y-2">
        {[...byStep].map(([step, list]) => (
          <li key={step} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <span className="min-w-0 break-words">
              <Localized message={list[0].message} />
              {list.length > 1 && (
                <span className="text-amber-800"> ({t("fix.more", { count: list.length - 1 })})</span>
              )}
            </span>
            <button
              type="button"
              className="inline-flex shrink-0 items-center gap-1 self-start rounded-md border border-amber-400 bg-white px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100"
              onClick={() => {
                onGo(step);
                // The step's fields show their messages at once (the form validates on Next otherwise).
                setTimeout(() => void trigger(list[0].key), 0);
              }}
            >
              {t("fix.goTo", { step: step + 1, title: tf(`steps.${list[0].key}`) })}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
