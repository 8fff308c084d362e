import { Input } from "../ui/input";

/** A 6-digit code box: digits only, at most 6 characters, one-time-code autofill on phones. */
export function CodeInput({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      className="text-center text-2xl tracking-[0.5em]"
      placeholder="••••••"
    />
  );
}
