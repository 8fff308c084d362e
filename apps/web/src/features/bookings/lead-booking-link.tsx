import type { LeadDetail } from "@bihe/shared";
import { Wallet } from "lucide-react";
import { Link } from "react-router";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useVendorBookings } from "./api";

/**
 * In a lead's detail (features/leads/lead-slots.tsx): the lead's booking, when a client accepted a
 * quotation, with its balance and a link to its page (payments, receipts, schedule).
 */
export function LeadBookingLink({ lead }: { lead: Pick<LeadDetail, "id"> }) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const { data } = useVendorBookings();
  const booking = data?.items.find((b) => b.leadId === lead.id);
  if (!booking) return null;
  return (
    <Link
      to={`/vendor-bookings/${booking.id}`}
      className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
      data-testid="lead-booking"
    >
      <Wallet className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <span className="flex-1">
        <span className="block font-semibold">
          {t("title")} · {t(`status.${booking.status}`)}
        </span>
        <span className="text-stone-700">
          {t("paid")} {f.money(booking.paid)} · {t("balance")} {f.money(booking.balance)}
        </span>
      </span>
      <span className="text-brand-700">{t("open")}</span>
    </Link>
  );
}
