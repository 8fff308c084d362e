import { Field, Input } from "../ui/input";

/**
 * A labelled password box: `current` for signing in (the browser offers the saved password),
 * `new` for choosing one (the browser may suggest a strong one). The error, when any, shows under it.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  kind,
  error,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: "current" | "new";
  error?: string;
  required?: boolean;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        type="password"
        required={required}
        autoComplete={kind === "current" ? "current-password" : "new-password"}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}
