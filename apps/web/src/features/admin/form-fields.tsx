import { useId } from "react";
import { Field, Input, Textarea } from "../../components/ui/input";
import type { BoundForm } from "./form-state";

type Props = { form: BoundForm; path: string; label: string; className?: string; disabled?: boolean };

/** A text input bound to a path of the application. */
export function TextField({ form, path, label, className, disabled, type = "text" }: Props & { type?: string }) {
  const id = useId();
  const error = form.errors[path];
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <Input
        id={id}
        type={type}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        value={String(form.get(path) ?? "")}
        onChange={(e) => form.set(path, e.target.value)}
      />
    </Field>
  );
}

export function TextAreaField({ form, path, label, className, rows = 4 }: Props & { rows?: number }) {
  const id = useId();
  const error = form.errors[path];
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <Textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        value={String(form.get(path) ?? "")}
        onChange={(e) => form.set(path, e.target.value)}
      />
    </Field>
  );
}

/** A whole-number input; empty means null (the server then says what is missing). */
export function NumberField({ form, path, label, className, nullable = false }: Props & { nullable?: boolean }) {
  const id = useId();
  const error = form.errors[path];
  const v = form.get(path) as number | null | undefined;
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        aria-invalid={error ? true : undefined}
        value={v == null ? "" : String(v)}
        onChange={(e) => {
          const raw = e.target.value;
          form.set(path, raw === "" ? (nullable ? null : 0) : Number(raw));
        }}
      />
    </Field>
  );
}
