import { bookingsContracts as contracts, contractUrl } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "./call-api";

/**
 * A booking as its client reads it (the couple's dashboard, the private-link page) and the receipt
 * links every reader uses; the vendor's own hooks are in features/bookings/api.ts.
 */

/** Who answers a quotation or reads a booking: the signed-in couple, or the holder of a private link. */
export type ClientReader = { kind: "customer" } | { kind: "link"; token: string };
/** Whose receipt a link downloads. */
export type ReceiptScope = { kind: "vendor" } | ClientReader;

export const useCustomerBookings = () => useQuery(contractQuery(contracts.customerList));
export const useCustomerBooking = (id: string | null) =>
  useQuery({ ...contractQuery(contracts.customerDetail, { params: { id: id ?? "" } }), enabled: !!id });
export const useClientBooking = (token: string, enabled = true) =>
  useQuery({ ...contractQuery(contracts.clientBooking, { params: { token } }), enabled, retry: false });

export function receiptUrl(scope: ReceiptScope, bookingId: string, paymentId: string, lang: "en" | "ne"): string {
  const query = { lang };
  if (scope.kind === "vendor")
    return contractUrl(contracts.vendorReceipt, { params: { id: bookingId, paymentId }, query });
  if (scope.kind === "customer")
    return contractUrl(contracts.customerReceipt, { params: { id: bookingId, paymentId }, query });
  return contractUrl(contracts.clientReceipt, { params: { token: scope.token, paymentId }, query });
}
