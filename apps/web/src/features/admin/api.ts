import type {
  AdminAreaDto,
  AdminCounts,
  AdminSettings,
  AdminVendorDetail,
  AdminVendorList,
  AdminVendorListQuery,
  VendorApplication,
  VendorStatus,
  VendorType,
} from "@bihe/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Every admin query key starts with "admin", so one invalidation refetches lists and counts. */
export const adminKeys = {
  all: ["admin"] as const,
  vendors: (q: AdminVendorListQuery) => ["admin", "vendors", q] as const,
  counts: (type?: VendorType) => ["admin", "counts", type ?? "all"] as const,
  vendor: (id: string) => ["admin", "vendor", id] as const,
  settings: ["admin", "settings"] as const,
  areas: ["admin", "areas"] as const,
};

export function useAdminVendors(q: AdminVendorListQuery) {
  return useQuery({
    queryKey: adminKeys.vendors(q),
    queryFn: () =>
      api<AdminVendorList>("/api/admin/vendors", { query: q as Record<string, string | number | undefined> }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCounts(type?: VendorType) {
  return useQuery({
    queryKey: adminKeys.counts(type),
    queryFn: () => api<AdminCounts>("/api/admin/vendors/counts", { query: { type } }),
  });
}

export function useAdminVendor(id: string | null) {
  return useQuery({
    queryKey: adminKeys.vendor(id ?? ""),
    queryFn: () => api<AdminVendorDetail>(`/api/admin/vendors/${id}`),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

/** Refetches every admin list and counter (after a status change or when the dialog closes). */
export function useRefreshAdmin() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: adminKeys.all });
}

export function useChangeStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: VendorStatus }) =>
      api<{ id: string; status: VendorStatus }>(`/api/admin/vendors/${id}/status`, {
        method: "POST",
        body: { status },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSaveVendor(id: string) {
  const qc = useQueryClient();
  return useMutation({
    /** Sent with the version the dialog loaded: a newer saved one (the vendor's or another admin's) is a 409. */
    mutationFn: ({ application, version }: { application: VendorApplication; version: number }) =>
      api<AdminVendorDetail>(`/api/admin/vendors/${id}`, { method: "PUT", body: { application, version } }),
    onSuccess: (detail) => qc.setQueryData(adminKeys.vendor(id), detail),
  });
}

export function useAdminSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => api<AdminSettings>("/api/admin/settings") });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettings) => api<AdminSettings>("/api/admin/settings", { method: "PUT", body }),
    onSuccess: (saved) => {
      qc.setQueryData(adminKeys.settings, saved);
      void qc.invalidateQueries({ queryKey: ["settings"] });
    },
  });
}

export function usePendingAreas() {
  return useQuery({
    queryKey: adminKeys.areas,
    queryFn: () => api<{ areas: AdminAreaDto[] }>("/api/admin/areas", { query: { status: "pending" } }),
  });
}

export function useReviewArea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "reject" }) =>
      api(`/api/admin/areas/${id}/${action}`, { method: "POST", body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.areas }),
  });
}
