import { type CustomerProfile, customerProfileInputSchema, formatNumber } from "@bihe/shared";
import { type FormEvent, useState } from "react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { useLocalizeMessage } from "../../i18n/validation";
import { ApiRequestError } from "../../lib/api";
import { useSaveProfile } from "../../lib/customer-api";

type Saved = CustomerProfile["profile"];

/**
 * A budget as a Nepali reader writes it, '8,00,000' (lakh grouping; digits stay 0-9 in the field, which the
 * Nepali keyboard's digits are typed as). Anything that is not a whole number of rupees is left as typed.
 */
function groupedRupees(value: number | string): string {
  const digits = String(value).replace(/[,\s]/g, "");
  return /^\d+$/.test(digits) ? formatNumber(Number(digits), "en") : String(value);
}
type Errors = Partial<Record<"fullName" | "phone" | "weddingDate" | "city" | "budget", string>>;

/**
 * The couple's profile: name and Nepali mobile (what a contacted vendor receives), and the
 * optional wedding date (BS picker, stored AD), city and rough budget. Checked with the shared
 * schema before it is sent; the server checks it again.
 */
export function ProfileForm({
  initial,
  submitLabel,
  onSaved,
  extra,
}: {
  initial: Saved;
  submitLabel: string;
  onSaved?: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation("customer");
  const save = useSaveProfile();
  const localize = useLocalizeMessage();
  const [fullName, setFullName] = useState(initial?.fullName ?? "");
  const [phone, setPhone] = useState(initial?.phone ?? "");
  const [weddingDate, setWeddingDate] = useState(initial?.weddingDate ?? "");
  const [city, setCity] = useState(initial?.city ?? "");
  const [budget, setBudget] = useState(initial?.budget != null ? groupedRupees(initial.budget) : "");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      fullName,
      phone,
      weddingDate: weddingDate || null,
      city: city || null,
      budget: budget.trim() === "" ? null : Number(budget.replace(/[,\s]/g, "")),
    };
    const parsed = customerProfileInputSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= localize(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t("profile.saved"));
        onSaved?.();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.fields) setErrors(err.fields as Errors);
        notify.error(err instanceof ApiRequestError ? err.message : t("unexpected", { ns: "common" }));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="customer-profile-form">
      <Field label={t("profile.fullName")} htmlFor="profile-name" error={errors.fullName}>
        <Input
          id="profile-name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          autoComplete="name"
          maxLength={120}
          aria-invalid={!!errors.fullName}
        />
      </Field>
      <Field label={t("profile.phone")} htmlFor="profile-phone" error={errors.phone} hint={t("profile.phoneHint")}>
        <Input
          id="profile-phone"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="98XXXXXXXX"
          aria-invalid={!!errors.phone}
        />
      </Field>
      <div>
        <NepaliDatePicker
          id="profile-wedding-date"
          label={t("profile.weddingDate")}
          value={weddingDate}
          onChange={setWeddingDate}
          error={errors.weddingDate}
        />
        {weddingDate && (
          <Button variant="ghost" size="sm" className="mt-1" onClick={() => setWeddingDate("")}>
            {t("profile.clearDate")}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("profile.city")} htmlFor="profile-city" error={errors.city}>
          <Input id="profile-city" value={city} onChange={(e) => setCity(e.target.value)} maxLength={80} />
        </Field>
        <Field label={t("profile.budget")} htmlFor="profile-budget" error={errors.budget}>
          <Input
            id="profile-budget"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            onBlur={() => setBudget((typed) => groupedRupees(typed))}
            inputMode="numeric"
            maxLength={14}
            placeholder="5,00,000"
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("profile.saving") : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}
