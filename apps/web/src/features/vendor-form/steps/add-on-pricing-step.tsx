import { NumberField, StepIntro } from "../../../components/vendor-profile/fields";
import { useTranslation } from "../../../i18n/use-translation";

const ADDONS = [
  ["extraPhotographer", 1000],
  ["extraVideographer", 1000],
  ["album", 500],
  ["frame", 500],
  ["drone", 1000],
] as const;

export function AddOnPricingStep() {
  const { t } = useTranslation("vendorForm");
  return (
    <div>
      <StepIntro>{t("addOns.hint")}</StepIntro>
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDONS.map(([key, step]) => (
          <NumberField
            key={key}
            name={`addOnPricing.${key}`}
            id={`addon-${key}`}
            label={t("addOns.priced", { item: t(`addOns.${key}`) })}
            min={0}
            step={step}
            zeroWhenEmpty
          />
        ))}
      </div>
    </div>
  );
}
