import type { CalendarSaait } from "@bihe/shared/vendor-calendar";
import { Sparkles } from "lucide-react";
import { Badge, Card } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";

/** The coming saait dates and how many couples asked the vendor about each. */
export function SaaitCard({ dates }: { dates: readonly CalendarSaait[] }) {
  const { t } = useTranslation("calendar");
  const f = useFormat();
  const sample = dates.some((d) => d.sample);
  return (
    <Card className="p-4" data-testid="coming-saait">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-stone-900">{t("saait.title")}</h2>
        {sample && <Badge tone="yellow">{t("saait.sample")}</Badge>}
      </div>
      <p className="mb-3 text-sm text-stone-600">{t("saait.hint")}</p>
      {dates.length === 0 ? (
        <p className="text-sm text-stone-500">{t("saait.none")}</p>
      ) : (
        <ul className="max-h-72 divide-y divide-stone-100 overflow-y-auto">
          {dates.map((d) => (
            <li key={d.day} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <Sparkles aria-hidden className="h-3.5 w-3.5 shrink-0 text-brand-600" />
                <span className="min-w-0">
                  <span className="font-medium text-stone-900">{f.date(d.day)}</span>
                  <span className="block text-xs text-stone-500">
                    {f.weekday(d.day)} · {f.adDate(d.day)}
                    {d.note ? ` · ${d.note}` : ""}
                  </span>
                </span>
              </span>
              <Badge tone={d.inquiries ? "brand" : "neutral"} className="shrink-0">
                {d.inquiries ? t("saait.inquiries", { count: d.inquiries }) : t("saait.noInquiries")}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
