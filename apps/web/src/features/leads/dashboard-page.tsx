import { LEAD_STATUS_PAGES, LEAD_STATUSES } from "@bihe/shared";
import { Suspense } from "react";
import { Link } from "react-router";
import { Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { clientFormLink, useLeadCounts } from "./api";
import { PaymentQrSlot } from "./lead-slots";
import { ShareLink } from "./share";

/** Spec 001 2.12: the shareable client form link, the counts per status and the payment QR. */
export function LeadsDashboardPage() {
  const { t } = useTranslation("leads");
  const f = useFormat();
  const { data: me } = useMe();
  const { data: counts } = useLeadCounts();
  const vendor = me?.vendor;
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 md:p-8">
      <h1 className="text-2xl font-semibold">{t("dashboard.title")}</h1>
      <Card className="space-y-3 p-5">
        <h2 className="font-semibold">{t("dashboard.linkTitle")}</h2>
        {vendor ? (
          <>
            <p className="text-sm text-stone-600">{t("dashboard.linkHint")}</p>
            <ShareLink link={clientFormLink(vendor.id)} />
          </>
        ) : (
          <p className="text-sm text-red-700">{t("dashboard.noVendor")}</p>
        )}
      </Card>
      <section>
        <h2 className="mb-3 font-semibold">{t("dashboard.counts")}</h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {LEAD_STATUSES.map((s) => (
            <Link key={s} to={`/photographer-leads/${LEAD_STATUS_PAGES[s]}`}>
              <Card className="p-4 hover:border-brand-300">
                <p className="text-sm text-stone-600">{t(`status.${s}`)}</p>
                {counts ? (
                  <p className="text-3xl font-bold text-stone-900" data-testid={`dashboard-count-${s}`}>
                    {f.digits(counts[s])}
                  </p>
                ) : (
                  <Skeleton className="mt-1 h-9 w-12" />
                )}
              </Card>
            </Link>
          ))}
        </div>
      </section>
      {vendor && PaymentQrSlot && (
        <Suspense fallback={<Skeleton className="h-32" />}>
          <PaymentQrSlot />
        </Suspense>
      )}
    </div>
  );
}
