import type { QuotationView } from "@bihe/shared";
import { FileDown } from "lucide-react";
import { buttonClass } from "../../components/ui/button";
import { Badge } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { type QuotationReader, quotationPdfUrl } from "./quotation-reader";

const tones = { draft: "neutral", sent: "blue", superseded: "neutral", accepted: "green", declined: "red" } as const;

export function QuotationStatusBadge({ status }: { status: QuotationView["status"] }) {
  const { t } = useTranslation("quotations");
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}

/** The PDF in English and in Nepali, as download links. */
export function QuotationPdfLinks({ reader, quotationId }: { reader: QuotationReader; quotationId: string }) {
  const { t } = useTranslation("quotations");
  return (
    <div className="flex flex-wrap gap-2">
      {(["en", "ne"] as const).map((lang) => (
        <a
          key={lang}
          href={quotationPdfUrl(reader, quotationId, lang)}
          download
          className={buttonClass("secondary", "sm")}
          data-testid={`quotation-pdf-${lang}`}
        >
          <FileDown className="h-4 w-4" />
          {lang === "en" ? t("pdfEn") : t("pdfNe")}
        </a>
      ))}
    </div>
  );
}

/** A quotation as its reader sees it: lines, totals, schedule, validity, terms and the PDF. */
export function QuotationDetails({ quotation: q, reader }: { quotation: QuotationView; reader: QuotationReader }) {
  const { t } = useTranslation("quotations");
  const f = useFormat();
  return (
    <div className="space-y-3 text-sm" data-testid="quotation-details">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t("version", { version: f.digits(q.version) })}</span>
        <QuotationStatusBadge status={q.status} />
        {q.sentAt && <span className="text-stone-600">{t("sentOn", { date: f.moment(q.sentAt) })}</span>}
      </div>
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {q.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a quotation's lines are fixed once sent
          <li key={i} className="flex justify-between gap-3 p-2">
            <span>
              {item.description}
              {item.quantity > 1 ? ` × ${f.digits(item.quantity)}` : ""}
            </span>
            <span className="whitespace-nowrap">{f.money(item.quantity * item.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{t("builder.subtotal")}</dt>
          <dd>{f.money(q.subtotal)}</dd>
        </div>
        {q.discount > 0 && (
          <div className="flex justify-between">
            <dt>{t("builder.discount")}</dt>
            <dd>{`- ${f.money(q.discount)}`}</dd>
          </div>
        )}
        {q.vatPercent > 0 && (
          <div className="flex justify-between">
            <dt>{t("builder.vatLine")}</dt>
            <dd>{f.money(q.vatAmount)}</dd>
          </div>
        )}
        <div className="flex justify-between font-semibold">
          <dt>{t("builder.totalLine")}</dt>
          <dd>{f.money(q.total)}</dd>
        </div>
      </dl>
      <div>
        <p className="font-medium">{t("builder.schedule")}</p>
        <ul className="space-y-1">
          {q.schedule.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a quotation's schedule is fixed once sent
            <li key={i} className="flex justify-between gap-3">
              <span>
                {s.label} · {s.dueDate ? f.date(s.dueDate) : t("builder.onTheDay")}
              </span>
              <span className="whitespace-nowrap">{f.money(s.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
      {q.validUntil && <p className="text-stone-600">{t("validUntil", { date: f.date(q.validUntil) })}</p>}
      {q.terms && <p className="whitespace-pre-line text-stone-700">{q.terms}</p>}
      {q.status !== "draft" || reader.kind === "vendor" ? (
        <QuotationPdfLinks reader={reader} quotationId={q.id} />
      ) : null}
    </div>
  );
}
