import type { ThreadMessage, ThreadQuotation } from "@bihe/shared";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import type { ThreadScope } from "../../lib/conversations-api";
import { QuotationCard } from "../quotations/quotation-card";
import type { QuotationReader } from "../quotations/quotation-reader";

/** A quotation event of a thread, with the party's scope (whose links and actions it may show). */
export type QuotationCardProps = {
  message: ThreadMessage & { quotation: ThreadQuotation };
  scope: ThreadScope;
};

/** Who reads the quotation of a card: the thread's party, through its own route. */
export const readerOf = (scope: ThreadScope): QuotationReader =>
  scope.as === "vendor"
    ? { kind: "vendor", leadId: scope.leadId }
    : scope.as === "customer"
      ? { kind: "customer" }
      : { kind: "link", token: scope.token };

/**
 * How a thread shows a quotation event when its page gives no renderer of its own (`renderQuotation`
 * of ThreadPanel, which the bookings feature passes to add Accept and Decline for the client): a sent
 * quotation as the quotations' card (version, total, status, its lines and PDF when opened); an
 * acceptance or a decline as a line naming the version.
 */
export function ThreadQuotationCard({ message, scope }: QuotationCardProps) {
  if (message.kind === "quotation") return <QuotationCard quotation={message.quotation} reader={readerOf(scope)} />;
  return <QuotationEventLine message={message} scope={scope} />;
}

/** A quotation event as text: what happened, to which version, its status and total. */
export function QuotationEventLine({ message, children }: QuotationCardProps & { children?: ReactNode }) {
  const { t } = useTranslation("conversations");
  const f = useFormat();
  const q = message.quotation;
  const title =
    message.kind === "accepted"
      ? t("thread.accepted", { version: f.number(q.version) })
      : message.kind === "declined"
        ? t("thread.declined", { version: f.number(q.version) })
        : t("thread.quotation", { version: f.number(q.version) });
  return (
    <div
      className="rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800"
      data-testid="quotation-card"
    >
      <p className="flex items-center gap-2 font-semibold">
        <FileText className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {title}
      </p>
      <p className="mt-1 text-stone-600">
        {t(`thread.status.${q.status}`)} · {t("thread.quotationTotal", { total: f.money(q.total) })}
      </p>
      {children}
    </div>
  );
}
