import { paymentTotal, type VendorApplication } from "@bihe/shared";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../components/ui/toast";
import { FormError, NumberField, useFieldError, WordedField } from "../../../components/vendor-profile/fields";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

export function PaymentTermsStep() {
  const { t } = useTranslation("vendorForm");
  const { control } = useFormContext<VendorApplication>();
  const error = useFieldError();
  const { fields, append, remove } = useFieldArray({ control, name: "paymentTerms.terms" });
  const terms = useWatch({ control, name: "paymentTerms.terms" }) ?? [];
  const total = paymentTotal(terms);

  const add = () => {
    const highest = terms.reduce((m, x) => Math.max(m, x.installmentNumber ?? 0), 0);
    // A new term: the highest number plus one, percentage 0 (spec 001 section 5).
    append({ installmentNumber: highest + 1, percentage: 0, description: "" });
  };
  const removeAt = (i: number) => {
    if (fields.length <= 1) return notify.error(t("toast.cannotRemove"), t("toast.oneTerm"));
    remove(i);
  };

  return (
    <div className="space-y-4">
      <FormError message={error("paymentTerms.terms")} />
      {fields.map((f, i) => (
        <div
          key={f.id}
          className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-start"
        >
          <NumberField
            name={`paymentTerms.terms.${i}.installmentNumber`}
            id={`term-${i}-number`}
            label={t("terms.installment")}
            min={1}
          />
          <NumberField
            name={`paymentTerms.terms.${i}.percentage`}
            id={`term-${i}-percentage`}
            label={t("terms.percentage")}
            min={1}
            max={100}
          />
          <WordedField
            name={`paymentTerms.terms.${i}.description`}
            id={`term-${i}-description`}
            label={t("terms.description")}
            wording="line"
            className="col-span-2 sm:col-span-1"
          />
          <Button
            variant="ghost"
            size="icon"
            className="col-span-2 justify-self-end sm:col-span-1 sm:mt-6"
            aria-label={t("terms.remove")}
            onClick={() => removeAt(i)}
          >
            <Trash2 className="h-4 w-4" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={add}>
          <Plus className="h-4 w-4" /> {t("terms.add")}
        </Button>
        <p
          data-testid="terms-total"
          className={cn("text-sm font-semibold", total === 100 ? "text-emerald-700" : "text-amber-700")}
        >
          {t("terms.total", { total })} {total !== 100 && <span>{t("terms.shouldBe")}</span>}
        </p>
      </div>
      <WordedField
        name="paymentTerms.cancellationPolicy"
        id="cancellationPolicy"
        label={t("terms.policy")}
        wording="policy"
        rows={5}
      />
    </div>
  );
}
