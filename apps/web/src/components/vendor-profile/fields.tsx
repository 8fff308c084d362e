import type { VendorApplication } from "@bihe/shared";
import { type ComponentProps, type InputHTMLAttributes, type ReactNode, useEffect } from "react";
import {
  type FieldPath,
  type RegisterOptions,
  type UseFormReturn,
  useController,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { Field, Input, Textarea } from "../../components/ui/input";
import { Localized } from "../../i18n/localized";
import { useWordedValue, type Wording } from "../../i18n/worded-value";
import { cn } from "../../lib/cn";

export type Path = FieldPath<VendorApplication>;

/** Empty or non-numeric input -> null (the rule's 'must be greater than 0' message shows). */
export const toNumberOrNull = (v: unknown) => {
  if (v === "" || v === null || v === undefined) return null;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};
/** Add-ons: a non-numeric value becomes 0 (spec 001 section 5). */
export const toNumberOrZero = (v: unknown) => toNumberOrNull(v) ?? 0;

/**
 * The wizard validates when Next is tapped, not when a field loses focus: a message
 * appearing on blur pushed the Next button down between the finger going down and coming up, so
 * the first tap was lost. A field that already shows a message is checked again as it is typed in,
 * so the message goes away as soon as the value is right.
 */
export function useRevalidateShownErrors(form: UseFormReturn<VendorApplication>) {
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.getFieldState(name as Path).error) void form.trigger(name as Path);
    });
    return () => sub.unsubscribe();
  }, [form]);
}

/** The error message of a field (or of an array's root). */
export function useFieldError() {
  const { getFieldState } = useFormContext<VendorApplication>();
  const formState = useFormState<VendorApplication>();
  return (name: Path): string | undefined => {
    const error = getFieldState(name, formState).error as undefined | { message?: string; root?: { message?: string } };
    return error?.message ?? error?.root?.message;
  };
}

/** A labelled text input registered on the wizard form. */
export function TextField({
  name,
  label,
  id,
  hint,
  className,
  options,
  ...props
}: {
  name: Path;
  label: ReactNode;
  id: string;
  hint?: ReactNode;
  options?: RegisterOptions<VendorApplication, Path>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const { register } = useFormContext<VendorApplication>();
  const error = useFieldError()(name);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Input id={id} aria-invalid={error ? true : undefined} {...props} {...register(name, options)} />
    </Field>
  );
}

/**
 * A labelled text input (or, with `rows`, a text area) that one of the product's defaults fills: the default
 * reads in the reader's language and is kept as the default (useWordedValue).
 */
export function WordedField({
  name,
  label,
  id,
  wording,
  rows,
  className,
}: {
  name: Path;
  label: ReactNode;
  id: string;
  wording: Wording;
  rows?: number;
  className?: string;
}) {
  const { field } = useController<VendorApplication>({ name });
  const error = useFieldError()(name);
  const { value, onChange } = useWordedValue(String(field.value ?? ""), field.onChange, wording);
  const props = {
    id,
    name: field.name,
    value,
    onChange,
    onBlur: field.onBlur,
    "aria-invalid": error ? true : undefined,
  } as const;
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      {rows ? <Textarea ref={field.ref} rows={rows} {...props} /> : <Input ref={field.ref} {...props} />}
    </Field>
  );
}

/** A labelled number input (value stored as a number, or null when empty). */
export function NumberField({
  name,
  label,
  id,
  zeroWhenEmpty,
  className,
  ...props
}: { name: Path; label: ReactNode; id: string; zeroWhenEmpty?: boolean; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id"
>) {
  return (
    <TextField
      name={name}
      label={label}
      id={id}
      type="number"
      inputMode="numeric"
      className={className}
      options={{ setValueAs: zeroWhenEmpty ? toNumberOrZero : toNumberOrNull }}
      {...props}
    />
  );
}

export function Checkbox({
  id,
  label,
  className,
  ...props
}: { id: string; label: ReactNode } & Omit<ComponentProps<"input">, "id">) {
  return (
    <label
      htmlFor={id}
      className={cn("inline-flex cursor-pointer items-center gap-2 text-sm text-stone-700", className)}
    >
      <input id={id} type="checkbox" className="h-4 w-4 rounded border-stone-300 accent-brand-700" {...props} />
      {label}
    </label>
  );
}

export function StepIntro({ children }: { children: ReactNode }) {
  return <p className="mb-4 text-sm text-stone-600">{children}</p>;
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      <Localized message={message} />
    </p>
  );
}
