import type { Booking } from "@bihe/shared";
import { useSearchParams } from "react-router";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { type ClientReader, useClientBooking, useCustomerBooking, useCustomerBookings } from "../../lib/bookings-api";
import { WriteReviewLink } from "../reviews/write-review-link";
import { Card, Skeleton } from "../ui/card";
import { BookingEvents, BookingFigures, BookingSchedule, BookingStatus, PaymentsList } from "./booking-view";

/** One booking as its client reads it: the vendor, the events, what is paid and due per installment, receipts. */
export function ClientBookingCard({ booking: b, reader }: { booking: Booking; reader: ClientReader }) {
  const { t } = useTranslation("bookings");
  return (
    <Card className="space-y-4 p-4" data-testid="client-booking">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{b.vendorName}</p>
        <BookingStatus status={b.status} />
      </div>
      <BookingEvents booking={b} />
      <BookingFigures booking={b} />
      {b.status === "cancelled" && <p className="text-sm text-red-700">{t("cancelledNote")}</p>}
      <BookingSchedule booking={b} />
      <PaymentsList booking={b} scope={reader} />
      {/* Once its last event is over, the couple's review of this vendor is tied to the booking ('Booked through Bihe'). */}
      {reader.kind === "customer" && b.status === "confirmed" && (
        <WriteReviewLink vendorId={b.vendorId} lastEventDate={b.lastEventDate} />
      )}
    </Card>
  );
}

/** The couple's "Bookings" tab: every booking, the one named in the address (`booking=`) open in full. */
export function CustomerBookingsTab() {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const list = useCustomerBookings();
  const chosen = params.get("booking") ?? list.data?.items[0]?.id ?? null;
  const detail = useCustomerBooking(chosen);
  if (list.isError) return <p className="text-red-700">{t("loadFailed")}</p>;
  if (!list.data) return <Skeleton className="h-40" />;
  if (list.data.items.length === 0) return <Card className="p-6 text-center text-stone-600">{t("coupleNone")}</Card>;
  return (
    <div className="space-y-3">
      {list.data.items.length > 1 && (
        <ul className="flex flex-wrap gap-2">
          {list.data.items.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                className={`rounded-full border px-3 py-1 text-sm ${b.id === chosen ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300"}`}
                onClick={() => setParams({ tab: "bookings", booking: b.id }, { replace: true })}
              >
                {b.vendorName} · {b.firstEventDate ? f.date(b.firstEventDate) : t("undated")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {detail.data ? (
        <ClientBookingCard booking={detail.data} reader={{ kind: "customer" }} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}

/** A walk-in client's booking on its private page (nothing when the lead has none yet). */
export function LinkBooking({ token }: { token: string }) {
  const { data } = useClientBooking(token);
  return data ? <ClientBookingCard booking={data} reader={{ kind: "link", token }} /> : null;
}
