import { Plus, Trash } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";
import { NumberField, TextAreaField, TextField } from "./form-fields";
import type { BoundForm } from "./form-state";

/**
 * The controls a banquet hall's or a decorator's edit needs beyond text and numbers:
 * a group of checkboxes for a list of names, and package rows.
 */
export function ChoiceGroup({
  form,
  path,
  legend,
  options,
  labelOf,
}: {
  form: BoundForm;
  path: string;
  legend: string;
  options: readonly string[];
  labelOf: (name: string) => string;
}) {
  const chosen = (form.get(path) as string[] | undefined) ?? [];
  const error = form.errors[path];
  const id = useId();
  // Kept in the options' order, so a save that only ticks and unticks reads as the form writes it.
  const toggle = (name: string, on: boolean) =>
    form.set(
      path,
      options.filter((o) => (o === name ? on : chosen.includes(o))),
    );
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((name) => (
          <label
            key={name}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-200 px-3 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50/50"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={chosen.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />
            {labelOf(name)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          <Localized message={error} />
        </p>
      )}
    </fieldset>
  );
}

type PackageKeys = { name: string; price: string; includes: string; capacity?: string };

/** Package rows (name, guests for a hall, price, what is included), added and removed in place. */
export function PackageRows({
  form,
  path,
  keys,
  priceLabel,
  blank,
}: {
  form: BoundForm;
  path: string;
  keys: PackageKeys;
  priceLabel: string;
  blank: Record<string, unknown>;
}) {
  const { t } = useTranslation("admin");
  const rows = (form.get(path) as Record<string, unknown>[] | undefined) ?? [];
  return (
    <div className="space-y-3">
      {rows.map((row, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; a name is edited in place, so it cannot be the key
          key={i}
          className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2"
          data-testid="package-row"
        >
          <legend className="px-1 text-sm font-semibold">{t("typedDialog.packageN", { n: i + 1 })}</legend>
          <TextField form={form} path={`${path}.${i}.${keys.name}`} label={t("typedDialog.packageName")} />
          <div className="grid grid-cols-2 gap-3">
            {keys.capacity && (
              <NumberField form={form} path={`${path}.${i}.${keys.capacity}`} label={t("typedDialog.capacity")} />
            )}
            <NumberField
              form={form}
              path={`${path}.${i}.${keys.price}`}
              label={priceLabel}
              className={keys.capacity ? undefined : "col-span-2"}
            />
          </div>
          <TextAreaField
            form={form}
            path={`${path}.${i}.${keys.includes}`}
            label={t("typedDialog.includes")}
            rows={2}
            className="sm:col-span-2"
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start text-red-700 sm:col-span-2"
            aria-label={t("typedDialog.removePackageNamed", { name: String(row[keys.name] ?? i + 1) })}
            onClick={() =>
              form.set(
                path,
                rows.filter((_, j) => j !== i),
              )
            }
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
            {t("typedDialog.removePackage")}
          </Button>
        </fieldset>
      ))}
      {form.errors[path] && (
        <p role="alert" className="text-sm text-red-600">
          <Localized message={form.errors[path]} />
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={() => form.set(path, [...rows, { ...blank }])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("typedDialog.addPackage")}
      </Button>
    </div>
  );
}
