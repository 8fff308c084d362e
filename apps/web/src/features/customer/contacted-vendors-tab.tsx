import { Store } from "lucide-react";
import { Link } from "react-router";
import { ContactList } from "../../components/contact-list";
import { buttonClass } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useContactedVendors } from "../../lib/customer-api";

/** Every vendor the couple unlocked, newest first: its promo code, the date and the contacts. */
export function ContactedVendorsTab() {
  const { t } = useTranslation("customer");
  const f = useFormat();
  const { data, isLoading, isError } = useContactedVendors();
  if (isLoading) return <PageSpinner />;
  if (isError || !data) return <p className="text-sm text-red-700">{t("contacted.loadFailed")}</p>;
  if (data.vendors.length === 0) {
    return (
      <Card className="p-6 text-center">
        <p className="text-stone-600">{t("contacted.empty")}</p>
        <Link to="/photographers" className={`${buttonClass("primary")} mt-4`}>
          {t("contacted.browse")}
        </Link>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" data-testid="contacted-vendors">
      {data.vendors.map((v) => (
        <li key={v.vendorId}>
          <Card className="space-y-3 p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                  <Store className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="truncate">{v.companyName}</span>
                </h3>
                <p className="text-sm text-stone-500">{t("contacted.on", { date: f.moment(v.unlockedAt) })}</p>
              </div>
              <Link to={`/vendor/${v.vendorId}`} className={buttonClass("secondary", "sm")}>
                {t("contacted.open")}
              </Link>
            </div>
            <div className="rounded-lg border border-dashed border-brand-200 bg-brand-50 p-3">
              <p className="text-xs font-medium uppercase tracking-wide text-brand-800">{t("contacted.promo")}</p>
              <p className="font-mono text-xl font-bold tracking-widest text-brand-800" data-testid="contacted-promo">
                {v.promoCode}
              </p>
              <p className="text-xs text-stone-600">{t("contacted.promoHint")}</p>
            </div>
            <ContactList contacts={v.contacts} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
