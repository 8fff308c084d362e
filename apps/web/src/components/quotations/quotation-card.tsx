import type { QuotationView } from "@bihe/shared";
import { FileText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { QuotationDetails, QuotationStatusBadge } from "./quotation-details";
import { type QuotationReader, useQuotation } from "./quotation-reader";

export type QuotationCardProps = {
  quotation: Pick<QuotationView, "id" | "version" | "total" | "status">;
  /** Who is reading: the card loads the full quotation through that reader's route when opened. */
  reader: QuotationReader;
  /** What the reader may do with it (the client's Accept and Decline), shown under the card. */
  actions?: ReactNode | ((quotation: QuotationView) => ReactNode);
};

/** A quotation in a conversation: its version, total and status; "View" opens its lines, schedule and PDF. */
export function QuotationCard({ quotation, reader, actions }: QuotationCardProps) {
  const { t } = useTranslation("quotations");
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const full = useQuotation(reader, quotation.id, open);
  return (
    <div
      className="w-full max-w-sm space-y-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
      data-testid="quotation-card"
    >
      <div className="flex items-start gap-2">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {t("action")} · {t("version", { version: f.digits(quotation.version) })}
          </p>
          <p className="text-sm text-stone-700">{t("total", { total: f.money(quotation.total) })}</p>
        </div>
        <QuotationStatusBadge status={quotation.status} />
      </div>
      <Button size="sm" variant="secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? t("close") : t("view")}
      </Button>
      {open &&
        (full.data ? (
          <QuotationDetails quotation={full.data} reader={reader} />
        ) : full.isError ? (
          <p className="text-sm text-red-600">{t("loadFailed")}</p>
        ) : (
          <Skeleton className="h-24" />
        ))}
      {typeof actions === "function" ? (full.data ? actions(full.data) : null) : actions}
    </div>
  );
}
