import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import {
  BookingEvents,
  BookingFigures,
  BookingSchedule,
  BookingStatus,
  PaymentsList,
} from "../../components/bookings/booking-view";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useCancelBooking, useVendorBooking } from "./api";
import { RecordPaymentDialog } from "./record-payment-dialog";

/** `/vendor-bookings/:id`: a booking's events, schedule, payments with receipts; record a payment; cancel. */
export default function VendorBookingPage() {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const { id = "" } = useParams();
  const { data: b, isError } = useVendorBooking(id);
  const cancel = useCancelBooking(id);
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <WorkspaceHeader title={b ? b.clientName : t("title")}>
        {b?.status === "confirmed" && b.balance > 0 && (
          <Button onClick={() => setPaying(true)} data-testid="record-payment">
            {t("record")}
          </Button>
        )}
      </WorkspaceHeader>
      <div className="mx-auto max-w-3xl space-y-4 p-3 pb-24 md:p-6 md:pb-6">
        <Link to="/vendor-bookings" className="inline-flex items-center gap-1 text-sm text-brand-700">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("back")}
        </Link>
        {isError && !b ? (
          <p role="alert" className="text-red-700">
            {t("loadFailed")}
          </p>
        ) : !b ? (
          <Skeleton className="h-64" />
        ) : (
          <>
            <Card className="space-y-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">{b.clientName}</p>
                  {b.acceptedName && b.acceptedAt && (
                    <p className="text-xs text-stone-500">
                      {t("accepted_by", { name: b.acceptedName, date: f.moment(b.acceptedAt) })}
                    </p>
                  )}
                </div>
                <BookingStatus status={b.status} />
              </div>
              <BookingEvents booking={b} />
              <BookingFigures booking={b} />
              {b.status === "cancelled" && <p className="text-sm text-red-700">{t("cancelledNote")}</p>}
            </Card>
            <Card className="p-4">
              <BookingSchedule booking={b} />
            </Card>
            <Card className="p-4">
              <PaymentsList booking={b} scope={{ kind: "vendor" }} />
            </Card>
            {b.status === "confirmed" && (
              <div className="flex justify-end">
                <Button variant="ghost" className="text-red-700" onClick={() => setCancelling(true)}>
                  {t("cancelBooking")}
                </Button>
              </div>
            )}
            <RecordPaymentDialog booking={b} open={paying} onOpenChange={setPaying} />
            <Dialog
              open={cancelling}
              onOpenChange={setCancelling}
              title={t("cancelTitle")}
              description={t("cancelIntro")}
            >
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" onClick={() => setCancelling(false)}>
                  {t("keep")}
                </Button>
                <Button
                  variant="danger"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(undefined, { onSuccess: () => setCancelling(false) })}
                >
                  {t("confirmCancel")}
                </Button>
              </div>
            </Dialog>
          </>
        )}
      </div>
    </>
  );
}
