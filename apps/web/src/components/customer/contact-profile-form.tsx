import { customerProfileInputSchema, isNepaliMobile } from "@bihe/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useSaveProfile } from "../../lib/customer-api";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/input";

/**
 * The two profile fields a contact needs (name and Nepali mobile), inside the contact dialog: the
 * public pages' texts only (marketplace namespace), so the dialog never waits for another file.
 */
export function ContactProfileForm({
  idPrefix,
  submitLabel,
  onSaved,
}: {
  idPrefix: string;
  submitLabel: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation("marketplace");
  const save = useSaveProfile();
  const [fullName, setFullName] = useState("");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = customerProfileInputSchema.safeParse({ fullName, phone });
    if (!parsed.success || !isNepaliMobile(phone)) {
      setError(t("contact.required"));
      return;
    }
    setError(null);
    save.mutate(
      { fullName, phone },
      {
        onSuccess: onSaved,
        onError: (err) => setError(err instanceof ApiRequestError ? err.message : t("contact.failed")),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Field label={t("contact.name")} htmlFor={`${idPrefix}-name`}>
        <Input
          id={`${idPrefix}-name`}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          autoComplete="name"
          maxLength={120}
        />
      </Field>
      <Field label={t("contact.phone")} htmlFor={`${idPrefix}-phone`}>
        <Input
          id={`${idPrefix}-phone`}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="98XXXXXXXX"
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
