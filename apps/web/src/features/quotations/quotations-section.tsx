import type { LeadDetail, QuotationDraft, QuotationView } from "@bihe/shared";
import { useEffect, useRef, useState } from "react";
import {
  QuotationDetails,
  QuotationPdfLinks,
  QuotationStatusBadge,
} from "../../components/quotations/quotation-details";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useQuotations, useQuotationTemplate } from "./api";
import { QuotationBuilder } from "./quotation-builder";

const draftOf = (q: QuotationView): QuotationDraft => ({
  items: q.items,
  discount: q.discount,
  withVat: q.vatPercent > 0,
  validUntil: q.validUntil,
  terms: q.terms,
  schedule: q.schedule,
});

/**
 * The lead's quotations inside its detail: every version (the newest first, old ones readable), the
 * PDF of each in English and Nepali, and the builder: a new quotation from the vendor's prices, the
 * open draft, or a new version copied from the last one.
 */
export function QuotationsSection({ lead }: { lead: Pick<LeadDetail, "id" | "name"> }) {
  const { t } = useTranslation("quotations");
  return (
    <section className="rounded-xl border border-stone-200 p-4" aria-label={t("section")}>
      <h3 className="mb-3 font-semibold">{t("section")}</h3>
      <LeadQuotations lead={lead} />
    </section>
  );
}

function LeadQuotations({ lead }: { lead: Pick<LeadDetail, "id" | "name"> }) {
  const { t } = useTranslation("quotations");
  const f = useFormat();
  const list = useQuotations(lead.id);
  const template = useQuotationTemplate(lead.id);
  const [building, setBuilding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const reader = { kind: "vendor", leadId: lead.id } as const;
  const heading = useRef<HTMLHeadingElement>(null);
  // The builder opens below the lead's other sections: bring its start into view.
  useEffect(() => {
    if (building) heading.current?.scrollIntoView({ block: "start" });
  }, [building]);

  if (!list.data || !template.data) return <Skeleton className="h-24" />;
  const versions = list.data;
  const draft = versions.find((q) => q.status === "draft") ?? null;
  const latest = versions[0] ?? null;

  if (building) {
    const start = draft
      ? { draft: draftOf(draft), existing: draft }
      : latest
        ? { draft: { ...draftOf(latest), validUntil: template.data.draft.validUntil }, existing: null }
        : { draft: template.data.draft, existing: null };
    return (
      <div className="space-y-3">
        <h3 ref={heading} className="scroll-mt-4 font-semibold">
          {t("builder.title", { name: lead.name })}
        </h3>
        <QuotationBuilder leadId={lead.id} template={template.data} start={start} onDone={() => setBuilding(false)} />
      </div>
    );
  }

  return (
    <div className="space-y-3" data-testid="quotations-section">
      {versions.length === 0 ? (
        <p className="text-sm text-stone-600">{t("none")}</p>
      ) : (
        <ul className="space-y-2">
          {versions.map((q) => (
            <li key={q.id} className="rounded-lg bg-stone-50 p-3 text-sm" data-testid="quotation-version">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t("version", { version: f.digits(q.version) })}</span>
                <QuotationStatusBadge status={q.status} />
                <span className="ml-auto font-medium">{f.money(q.total)}</span>
              </div>
              {q.sentAt && <p className="text-stone-600">{t("sentOn", { date: f.moment(q.sentAt) })}</p>}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="ghost" onClick={() => setOpenId(openId === q.id ? null : q.id)}>
                  {openId === q.id ? t("close") : t("view")}
                </Button>
                {openId !== q.id && <QuotationPdfLinks reader={reader} quotationId={q.id} />}
              </div>
              {openId === q.id && (
                <div className="mt-2">
                  <QuotationDetails quotation={q} reader={reader} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => setBuilding(true)} data-testid="quotation-build">
        {draft ? t("editDraft") : latest ? t("revise") : t("new")}
      </Button>
    </div>
  );
}
