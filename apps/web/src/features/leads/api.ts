import type { ClientFormInput, LeadCounts, LeadDetail, LeadListItem, LeadStatus, LeadUpdate } from "@bihe/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const leadKeys = {
  all: ["leads"] as const,
  list: (status: LeadStatus | "all") => ["leads", "list", status] as const,
  counts: ["leads", "counts"] as const,
  detail: (id: string) => ["leads", "detail", id] as const,
};

/** One request: the vendor's leads (of one status, or all) with events and locations. */
export function useLeads(status: LeadStatus | "all") {
  return useQuery({
    queryKey: leadKeys.list(status),
    queryFn: () =>
      api<LeadListItem[]>("/api/vendor/leads", { query: { status: status === "all" ? undefined : status } }),
    placeholderData: keepPreviousData,
  });
}

export function useLeadCounts() {
  return useQuery({ queryKey: leadKeys.counts, queryFn: () => api<LeadCounts>("/api/vendor/leads/counts") });
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ""),
    queryFn: () => api<LeadDetail>(`/api/vendor/leads/${id}`),
    enabled: !!id,
    retry: false,
  });
}

export function useUpdateLead(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeadUpdate) => api<LeadDetail>(`/api/vendor/leads/${id}`, { method: "PATCH", body: patch }),
    onSuccess: (detail) => {
      qc.setQueryData(leadKeys.detail(id), detail);
      void qc.invalidateQueries({ queryKey: ["leads", "list"] });
      void qc.invalidateQueries({ queryKey: leadKeys.counts });
    },
  });
}

/** The public form posts to the vendor's link; the signed-in vendor posts to their own leads. */
export function useCreateLead(vendorId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientFormInput) =>
      api<{ id: string }>(vendorId ? `/api/client-form/${vendorId}` : "/api/vendor/leads", {
        method: "POST",
        body: input,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useClientFormVendor(vendorId: string | undefined) {
  return useQuery({
    queryKey: ["client-form-vendor", vendorId],
    queryFn: () => api<{ id: string; companyName: string }>(`/api/client-form/${vendorId}/vendor`),
    enabled: !!vendorId,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The shareable client form link of a vendor. */
export const clientFormLink = (vendorId: string) => `${window.location.origin}/client-form/${vendorId}`;
