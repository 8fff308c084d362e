import { Card, Skeleton } from "../../components/ui/card";
import { usePlainFormat } from "../../i18n/format-plain";
import { cn } from "../../lib/cn";

const tones = {
  brand: "text-brand-700",
  yellow: "text-amber-600",
  green: "text-emerald-600",
  red: "text-red-600",
} as const;

export function CountCard({
  label,
  value,
  tone,
}: {
  label: string;
  value: number | undefined;
  tone: keyof typeof tones;
}) {
  const f = usePlainFormat();
  return (
    <Card className="flex flex-col justify-between p-4">
      <p className="text-sm text-stone-600">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : (
        <p className={cn("mt-1 text-2xl font-bold md:text-3xl", tones[tone])}>{f.number(value)}</p>
      )}
    </Card>
  );
}
