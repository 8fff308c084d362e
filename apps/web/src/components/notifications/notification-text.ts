import type { NotificationItem } from "@bihe/shared";
import type { Formatter } from "../../i18n/format";
import type { TFunction } from "../../i18n/use-translation";

/** A notice's date as the product shows dates: BS, in the reader's language. */
const dateOf = (ad: string | undefined, f: Formatter) => (ad ? f.date(ad) : "");

/** One notification in the reader's words (the server's emails say the same in email-texts.ts). */
export function notificationText(item: NotificationItem, t: TFunction<"notifications">, f: Formatter): string {
  const d = item.data;
  const name = (value?: string) => value || t("someone");
  switch (item.kind) {
    case "application_submitted":
      if ((d.count ?? 1) > 1)
        return t("kinds.applications_batched", {
          number: f.digits(d.count ?? 0),
          vendorName: d.vendorName || t("aVendor"),
        });
      return t(d.resubmitted ? "kinds.application_resubmitted" : "kinds.application_submitted", {
        vendorName: d.vendorName || t("aVendor"),
      });
    case "change_request_submitted":
      return t("kinds.change_request_submitted", { vendorName: d.vendorName || t("aVendor") });
    case "vendor_approved":
      return t(d.subject === "change" ? "kinds.vendor_approved_change" : "kinds.vendor_approved");
    case "vendor_rejected":
      return t(d.subject === "change" ? "kinds.vendor_rejected_change" : "kinds.vendor_rejected");
    case "changes_requested":
      return t("kinds.changes_requested");
    case "contact_unlocked":
      return t("kinds.contact_unlocked", { name: name(d.customerName) });
    case "lead_received":
      return t("kinds.lead_received", { name: name(d.clientName) });
    case "review_received":
      return t("kinds.review_received", { name: name(d.reviewerName), rating: f.digits(d.rating ?? 0) });
    case "photo_removed":
      return t("kinds.photo_removed");
    case "inquiry_on_booked_date":
      return t("kinds.inquiry_on_booked_date", { name: name(d.customerName), date: dateOf(d.eventDate, f) });
    case "date_filled":
      return t("kinds.date_filled", { date: dateOf(d.eventDate, f) });
    case "message_received":
      return t("kinds.message_received", { name: name(d.clientName) });
    case "message_received_customer":
      return t("kinds.message_received_customer", { vendorName: d.vendorName || t("aVendor") });
    case "review_replied":
      return t("kinds.review_replied", { vendorName: d.vendorName || t("aVendor") });
    case "review_invitation":
      return t("kinds.review_invitation", { vendorName: d.vendorName || t("aVendor") });
    case "quotation_accepted":
      return t("kinds.quotation_accepted", { name: name(d.clientName) });
    case "quotation_declined":
      return t("kinds.quotation_declined", { name: name(d.clientName) });
    case "installment_overdue":
      return t("kinds.installment_overdue", {
        name: name(d.clientName),
        installment: d.installment ?? "",
        amount: f.money(d.amount ?? 0),
        date: dateOf(d.eventDate, f),
      });
    case "booking_confirmed":
      return t("kinds.booking_confirmed", { vendorName: d.vendorName || t("aVendor") });
    case "booking_cancelled":
      return t("kinds.booking_cancelled", { vendorName: d.vendorName || t("aVendor") });
    case "installment_due_soon":
      return t("kinds.installment_due_soon", {
        vendorName: d.vendorName || t("aVendor"),
        installment: d.installment ?? "",
        amount: f.money(d.amount ?? 0),
        date: dateOf(d.eventDate, f),
      });
    case "saved_vendor_booked":
      return t("kinds.saved_vendor_booked", {
        vendorName: d.vendorName || t("aVendor"),
        date: dateOf(d.eventDate, f),
      });
    case "application_received":
      return t(
        d.subject === "change"
          ? "kinds.application_received_change"
          : d.resubmitted
            ? "kinds.application_received_again"
            : "kinds.application_received",
      );
  }
}
