import type { VendorApplication } from "@bihe/shared";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, Textarea } from "../../../components/ui/input";
import { Checkbox, NumberField, TextField, useFieldError } from "../../../components/vendor-profile/fields";
import { useTranslation } from "../../../i18n/use-translation";

const SOCIAL = ["facebook", "instagram", "youtube", "tiktok", "website"] as const;

export function BusinessProfileStep({ loginEmail }: { loginEmail: string }) {
  const { t } = useTranslation("vendorForm");
  const { register, setValue, control } = useFormContext<VendorApplication>();
  const error = useFieldError();
  const useLogin = useWatch({ control, name: "businessProfile.useLoginEmail" });

  // 'Use login email' copies the login email and locks the field.
  useEffect(() => {
    if (useLogin) setValue("businessProfile.emailAddress", loginEmail, { shouldValidate: true, shouldDirty: true });
  }, [useLogin, loginEmail, setValue]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="businessProfile.companyName"
        id="companyName"
        label={t("profile.companyName")}
        className="sm:col-span-2"
        autoComplete="organization"
      />
      <Field
        label={t("profile.description")}
        htmlFor="description"
        error={error("businessProfile.description")}
        className="sm:col-span-2"
      >
        <Textarea
          id="description"
          rows={4}
          aria-invalid={error("businessProfile.description") ? true : undefined}
          {...register("businessProfile.description")}
        />
      </Field>
      <NumberField
        name="businessProfile.companyAge"
        id="companyAge"
        label={t("profile.companyAge")}
        min={0}
        max={100}
      />
      <TextField name="businessProfile.vatPanNumber" id="vatPan" label={t("profile.vatPan")} />
      <div className="space-y-2 sm:col-span-2">
        <TextField
          name="businessProfile.emailAddress"
          id="emailAddress"
          type="email"
          label={t("profile.email")}
          readOnly={useLogin}
          autoComplete="email"
        />
        <Checkbox
          id="useLoginEmail"
          label={t("profile.useLoginEmail")}
          {...register("businessProfile.useLoginEmail")}
        />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t("profile.social")}</legend>
        {SOCIAL.map((s) => (
          <TextField
            key={s}
            name={`businessProfile.socialMediaLinks.${s}`}
            id={`social-${s}`}
            label={t(`profile.${s}`)}
            type="url"
            placeholder="https://"
          />
        ))}
      </fieldset>
    </div>
  );
}
