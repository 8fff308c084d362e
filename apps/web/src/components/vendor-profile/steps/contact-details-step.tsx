import type { VendorApplication } from "@bihe/shared";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { Checkbox, TextField } from "../fields";

function ContactPerson({ index }: { index: 0 | 1 }) {
  const { t } = useTranslation("vendorForm");
  const { register, setValue, control } = useFormContext<VendorApplication>();
  const same = useWatch({ control, name: `contactDetails.contactPersons.${index}.sameAsMobile` });
  const mobile = useWatch({ control, name: `contactDetails.contactPersons.${index}.mobile` });
  // WhatsApp 'same as mobile' copies the mobile number and keeps following it.
  useEffect(() => {
    if (same) setValue(`contactDetails.contactPersons.${index}.whatsapp`, mobile ?? "", { shouldDirty: true });
  }, [same, mobile, index, setValue]);
  const p = `contactDetails.contactPersons.${index}` as const;
  const n = index + 1;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-stone-800">
        {t("contacts.person", { n })}{" "}
        {index === 1 && <span className="font-normal text-stone-500">{t("contacts.optional")}</span>}
      </legend>
      <TextField name={`${p}.name`} id={`contact${n}-name`} label={t("contacts.name")} autoComplete="name" />
      <TextField
        name={`${p}.mobile`}
        id={`contact${n}-mobile`}
        label={t("contacts.mobile")}
        type="tel"
        inputMode="tel"
        placeholder="98XXXXXXXX"
      />
      <div className="space-y-2">
        <TextField
          name={`${p}.whatsapp`}
          id={`contact${n}-whatsapp`}
          label={t("contacts.whatsapp")}
          type="tel"
          inputMode="tel"
          readOnly={same}
        />
        <Checkbox id={`contact${n}-same`} label={t("contacts.sameAsMobile")} {...register(`${p}.sameAsMobile`)} />
      </div>
      <TextField name={`${p}.secondaryContact`} id={`contact${n}-secondary`} label={t("contacts.secondary")} />
    </fieldset>
  );
}

export function ContactDetailsStep() {
  return (
    <div className="space-y-4">
      <ContactPerson index={0} />
      <ContactPerson index={1} />
    </div>
  );
}
