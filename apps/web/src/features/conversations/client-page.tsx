import { CalendarDays, Lock } from "lucide-react";
import { useParams } from "react-router";
import { clientQuotationRenderer } from "../../components/bookings/client-quotation-card";
import { LinkBooking } from "../../components/bookings/customer-bookings-tab";
import { ThreadPanel, type ThreadPanelProps } from "../../components/conversations/thread-panel";
import { Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { isNotFound } from "../../lib/api";
import { useClientPage } from "../../lib/conversations-api";
import { usePageTitle } from "../../lib/page-title";

/**
 * `/c/:token`: a walk-in client's private page, no account needed. The vendor, the lead's events and
 * the conversation; the token in the address is the only key (the server answers 404 to a wrong or
 * revoked one). Not for search engines: the server marks the page noindex and robots.txt disallows it.
 */
export function ClientPage({ renderQuotation }: Pick<ThreadPanelProps, "renderQuotation">) {
  const { t } = useTranslation("conversations");
  const f = useFormat();
  const { token = "" } = useParams();
  const page = useClientPage(token);
  usePageTitle(page.data ? t("client.title", { vendor: page.data.vendorName }) : null);

  if (page.isPending) return <Skeleton className="mx-auto my-6 h-80 w-full max-w-2xl" />;
  if (page.isError || !page.data) {
    return (
      <Card className="mx-auto my-6 max-w-xl p-6 text-stone-700" role="alert">
        {isNotFound(page.error) ? t("client.notFound") : t("thread.loadError")}
      </Card>
    );
  }
  const { vendorName, events } = page.data;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-3 py-4 sm:px-4 sm:py-6">
      <header className="space-y-1">
        <h1 className="text-xl font-bold sm:text-2xl">{t("client.title", { vendor: vendorName })}</h1>
        <p className="text-stone-600">{t("client.intro", { vendor: vendorName })}</p>
      </header>
      {events.length > 0 && (
        <Card className="p-4">
          <h2 className="mb-2 flex items-center gap-2 font-semibold">
            <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {t("client.events")}
          </h2>
          <ul className="space-y-1 text-sm">
            {events.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a lead's events have no id here and keep their order
              <li key={i} className="flex justify-between gap-3">
                <span>{e.name}</span>
                <span className="text-stone-600">{e.date ? f.date(e.date) : t("client.noDate")}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <LinkBooking token={token} />
      <ThreadPanel
        scope={{ as: "client", token }}
        renderQuotation={renderQuotation ?? clientQuotationRenderer({ kind: "link", token })}
      />
      <p className="flex items-start gap-2 text-xs text-stone-500">
        <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {t("client.private")}
      </p>
    </div>
  );
}

export default ClientPage;
