import type { RecordPayment } from "@bihe/shared";
import { bookingsContracts as contracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";

/** The vendor's bookings (the client's reads are in lib/bookings-api.ts). */
export const useVendorBookings = () => useQuery(contractQuery(contracts.vendorList));
export const useVendorBooking = (id: string) => useQuery(contractQuery(contracts.vendorDetail, { params: { id } }));

export function useRecordPayment(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPayment) => callApi(contracts.recordPayment, { params: { id: bookingId }, body }),
    onSuccess: (answer) => {
      qc.setQueryData(contracts.vendorDetail.queryKey({ params: { id: bookingId } }), answer.booking);
      void qc.invalidateQueries({ queryKey: contracts.vendorList.queryKey({}) });
      void qc.invalidateQueries({ queryKey: ["leads"] });
    },
  });
}

export function useCancelBooking(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contracts.cancel, { params: { id: bookingId } }),
    onSuccess: (booking) => {
      qc.setQueryData(contracts.vendorDetail.queryKey({ params: { id: bookingId } }), booking);
      void qc.invalidateQueries({ queryKey: contracts.vendorList.queryKey({}) });
      void qc.invalidateQueries({ queryKey: ["leads"] });
      void qc.invalidateQueries({ queryKey: ["vendor", "calendar"] });
    },
  });
}
