import type { ReactNode } from "react";
import { type FieldValues, type Path, useFormContext, useWatch } from "react-hook-form";
import { Field, Input, Textarea } from "../../components/ui/input";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { useTranslation } from "../../i18n/use-translation";
import { CheckGroup, checkboxInput, checkboxLabel } from "./form-parts";
import type { FormField } from "./vendor-type-forms";

const CONTACT_MOBILE = "contactDetails.contactPersons.0.mobile";

/** A vendor type's field list as inputs; consecutive half-width fields share a two-column grid. */
export function FormFields<T extends FieldValues>({ fields }: { fields: FormField<T>[] }) {
  const rows: (FormField<T> | FormField<T>[])[] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if ("half" in field && field.half) {
      if (Array.isArray(last)) last.push(field);
      else rows.push([field]);
    } else rows.push(field);
  }
  return rows.map((row) =>
    Array.isArray(row) ? (
      <div key={row[0].name} className="grid gap-4 sm:grid-cols-2">
        {row.map((field) => (
          <OneField key={field.name} field={field} />
        ))}
      </div>
    ) : "shownWhen" in row && row.shownWhen ? (
      <ShownWhen key={row.name} when={row.shownWhen}>
        <OneField field={row} />
      </ShownWhen>
    ) : (
      <OneField key={row.name} field={row} />
    ),
  );
}

/** A field shown only while the form's values make it apply (only it follows every change). */
function ShownWhen<T extends FieldValues>({ when, children }: { when: (values: T) => boolean; children: ReactNode }) {
  const values = useWatch<T>() as T;
  return when(values) ? children : null;
}

function OneField<T extends FieldValues>({ field }: { field: FormField<T> }): ReactNode {
  const { t } = useTranslation("banquetDecorator");
  const labels = useTypeLabels();
  const { register, getFieldState, formState, getValues, setValue } = useFormContext<T>();
  const error = getFieldState(field.name, formState).error?.message;

  if (field.input === "checklist") {
    return (
      <CheckGroup legend={t(field.label)} error={error}>
        {field.options.map((option) => (
          <label key={option} className={checkboxLabel}>
            <input type="checkbox" value={option} className={checkboxInput} {...register(field.name)} />
            {labels[field.optionLabel](option)}
          </label>
        ))}
      </CheckGroup>
    );
  }
  if (field.input === "textarea") {
    return (
      <Field label={t(field.label)} htmlFor={field.id} error={error}>
        <Textarea id={field.id} rows={4} aria-invalid={!!error} {...register(field.name)} />
      </Field>
    );
  }
  // The vendor's phone prefills the first contact's mobile (what the unlock reveals), until one is typed.
  const prefillContact = () => {
    const phone = getValues(field.name);
    const mobile = CONTACT_MOBILE as Path<T>;
    if (phone && !getValues(mobile)) setValue(mobile, phone);
  };
  const numeric = field.input === "number";
  return (
    <Field label={t(field.label)} htmlFor={field.id} error={error} className={field.narrow ? "sm:max-w-xs" : undefined}>
      <Input
        id={field.id}
        type={field.input}
        autoComplete={field.autoComplete}
        inputMode={numeric ? "numeric" : undefined}
        min={field.min}
        step={field.step}
        aria-invalid={!!error}
        {...register(field.name, field.prefillsContactMobile ? { onBlur: prefillContact } : undefined)}
      />
    </Field>
  );
}
