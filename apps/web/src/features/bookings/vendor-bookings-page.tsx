import { Link } from "react-router";
import { BookingStatus } from "../../components/bookings/booking-view";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useVendorBookings } from "./api";

/** `/vendor-bookings`: the vendor's bookings, upcoming first, each with its balance due. */
export default function VendorBookingsPage() {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const { data, isError } = useVendorBookings();
  return (
    <>
      <WorkspaceHeader title={t("title")} />
      <div className="space-y-3 p-3 pb-24 md:p-6 md:pb-6">
        <p className="text-sm text-stone-600">{t("vendorIntro")}</p>
        {isError && !data ? (
          <p role="alert" className="text-red-700">
            {t("loadFailed")}
          </p>
        ) : !data ? (
          <Skeleton className="h-32" />
        ) : data.items.length === 0 ? (
          <Card className="p-6 text-center text-stone-600">{t("none")}</Card>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="vendor-bookings">
            {data.items.map((b) => (
              <li key={b.id}>
                <Link
                  to={`/vendor-bookings/${b.id}`}
                  className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300"
                >
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold">{b.clientName}</p>
                    <BookingStatus status={b.status} />
                  </div>
                  <p className="text-sm text-stone-600">{b.firstEventDate ? f.date(b.firstEventDate) : t("undated")}</p>
                  <p className="mt-1 text-sm">
                    {t("total")} {f.money(b.total)} · {t("paid")} {f.money(b.paid)}
                  </p>
                  <p className="text-sm font-semibold text-brand-800">
                    {t("balance")} {f.money(b.balance)}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
