import type { ClientFormInput, LeadStatus, LeadUpdate } from "@bihe/shared";
import { calendarContracts, leadsContracts as contracts } from "@bihe/shared/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";

/** The cache keys of the leads screens (the contracts' keys, plus the prefixes invalidation uses). */
export const leadKeys = {
  all: ["leads"] as const,
  lists: ["leads", "list"] as const,
  list: (status: LeadStatus | "all") =>
    contracts.list.queryKey({ query: { status: status === "all" ? undefined : status } }),
  counts: contracts.counts.queryKey({}),
  detail: (id: string) => contracts.detail.queryKey({ params: { id } }),
};

/** One request: the vendor's leads (of one status, or all) with events and locations. */
export function useLeads(status: LeadStatus | "all") {
  return useQuery({
    ...contractQuery(contracts.list, { query: { status: status === "all" ? undefined : status } }),
    placeholderData: keepPreviousData,
  });
}

export function useLeadCounts() {
  return useQuery(contractQuery(contracts.counts));
}

export function useLead(id: string | null) {
  return useQuery({
    ...contractQuery(contracts.detail, { params: { id: id ?? "" } }),
    enabled: !!id,
    retry: false,
  });
}

export function useUpdateLead(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeadUpdate) => callApi(contracts.update, { params: { id }, body: patch }),
    onSuccess: (detail) => {
      qc.setQueryData(leadKeys.detail(id), detail);
      void qc.invalidateQueries({ queryKey: leadKeys.lists });
      void qc.invalidateQueries({ queryKey: leadKeys.counts });
      // A Won lead (or one leaving Won) fills or frees the vendor's calendar.
      void qc.invalidateQueries({ queryKey: calendarContracts.read.queryKey({}).slice(0, 2) });
    },
  });
}

/** The public form posts to the vendor's link; the signed-in vendor posts to their own leads. */
export function useCreateLead(vendorId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientFormInput) =>
      vendorId
        ? callApi(contracts.submitClientForm, { params: { vendorId }, body: input })
        : callApi(contracts.createLead, { body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useClientFormVendor(vendorId: string | undefined) {
  return useQuery({
    ...contractQuery(contracts.clientFormVendor, { params: { vendorId: vendorId ?? "" } }),
    enabled: !!vendorId,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The shareable client form link of a vendor. */
export const clientFormLink = (vendorId: string) => `${window.location.origin}/client-form/${vendorId}`;
