import { useId } from "react";
import { Field, Input, Textarea } from "../../components/ui/input";
import { useWordedValue, type Wording } from "../../i18n/worded-value";
import type { BoundForm } from "./form-state";

type Props = { form: BoundForm; path: string; label: string; className?: string; disabled?: boolean };
/** `wording` for a text that one of the product's defaults fills (a payment term's description, the policy). */
type TextProps = Props & { wording?: Wording };

/** A text bound to a path of the application, with the product's defaults in the reader's language. */
const useBoundText = (form: BoundForm, path: string, wording: Wording = "plain") =>
  useWordedValue(String(form.get(path) ?? ""), (text) => form.set(path, text), wording);

/** A text input bound to a path of the application. */
export function TextField({
  form,
  path,
  label,
  className,
  disabled,
  wording,
  type = "text",
}: TextProps & { type?: string }) {
  const id = useId();
  const error = form.errors[path];
  const { value, onChange } = useBoundText(form, path, wording);
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <Input
        id={id}
        type={type}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}

export function TextAreaField({ form, path, label, className, wording, rows = 4 }: TextProps & { rows?: number }) {
  const id = useId();
  const error = form.errors[path];
  const { value, onChange } = useBoundText(form, path, wording);
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <Textarea id={id} rows={rows} aria-invalid={error ? true : undefined} value={value} onChange={onChange} />
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
