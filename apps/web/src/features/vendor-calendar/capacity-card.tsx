import { CAPACITY_MAX, CAPACITY_MESSAGE, CAPACITY_MIN } from "@bihe/shared";
import { toAsciiDigits } from "@bihe/shared/digits";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useSetCapacity } from "./api";

/** How many weddings the vendor takes on one date (1-50). */
export function CapacityCard({ capacity }: { capacity: number }) {
  const { t } = useTranslation("calendar");
  const [value, setValue] = useState(String(capacity));
  const [error, setError] = useState<string>();
  const save = useSetCapacity();
  useEffect(() => setValue(String(capacity)), [capacity]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(toAsciiDigits(value.trim()) || NaN);
    if (!Number.isInteger(n) || n < CAPACITY_MIN || n > CAPACITY_MAX) return setError(CAPACITY_MESSAGE);
    setError(undefined);
    save.mutate(n, {
      onSuccess: (r) => notify.success(t("capacity.saved", { count: r.capacity })),
      onError: (err) =>
        setError(err instanceof ApiRequestError ? (err.fields?.capacity ?? err.message) : CAPACITY_MESSAGE),
    });
  };

  return (
    <Card className="p-4">
      <h2 className="font-semibold text-stone-900">{t("capacity.title")}</h2>
      <p className="mb-3 text-sm text-stone-600">{t("capacity.hint")}</p>
      <form onSubmit={submit} className="flex items-start gap-2" noValidate>
        <Field label={t("capacity.label")} htmlFor="calendar-capacity" error={error} className="flex-1">
          <Input
            id="calendar-capacity"
            inputMode="numeric"
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setValue(e.target.value)}
            className="max-w-28"
          />
        </Field>
        <Button type="submit" className="mt-[1.625rem]" disabled={save.isPending}>
          {t("capacity.save")}
        </Button>
      </form>
    </Card>
  );
}
