import type {
  AdminSettings,
  AdminTypedEdit,
  AdminVendorListQuery,
  StepKey,
  VendorApplication,
  VendorStatus,
  VendorType,
} from "@bihe/shared";
import { adminContracts as contracts, locationsContracts, systemContracts } from "@bihe/shared/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "../../lib/call-api";

/** Every admin query key starts with "admin", so one invalidation refetches lists and counts. */
export const adminKeys = {
  all: ["admin"] as const,
  vendors: (q: AdminVendorListQuery) => contracts.vendors.queryKey({ query: q }),
  counts: (type?: VendorType) => contracts.counts.queryKey({ query: { type } }),
  vendor: (id: string) => contracts.vendor.queryKey({ params: { id } }),
  settings: contracts.settings.queryKey({}),
  areas: locationsContracts.adminAreas.queryKey({}),
};

export function useAdminVendors(q: AdminVendorListQuery) {
  return useQuery({
    ...contractQuery(contracts.vendors, { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCounts(type?: VendorType) {
  return useQuery({
    ...contractQuery(contracts.counts, { query: { type } }),
  });
}

export function useAdminVendor(id: string | null) {
  return useQuery({
    ...contractQuery(contracts.vendor, { params: { id: id ?? "" } }),
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
    /** A rejection carries the admin's reason and the wizard step it concerns (docs/decisions/0015). */
    mutationFn: ({
      id,
      status,
      reason,
      step,
    }: {
      id: string;
      status: VendorStatus;
      reason?: string;
      step?: StepKey | null;
    }) => callApi(contracts.changeStatus, { params: { id }, body: { status, reason, step } }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSaveVendor(id: string) {
  const qc = useQueryClient();
  return useMutation({
    /** Sent with the version the dialog loaded: a newer saved one (the vendor's or another admin's) is a 409. */
    mutationFn: ({ application, version }: { application: VendorApplication | AdminTypedEdit; version: number }) =>
      callApi(contracts.saveVendor, { params: { id }, body: { application, version } }),
    onSuccess: (detail) => qc.setQueryData(adminKeys.vendor(id), detail),
  });
}

export function useAdminSettings() {
  return useQuery(contractQuery(contracts.settings));
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettings) => callApi(contracts.saveSettings, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(adminKeys.settings, saved);
      void qc.invalidateQueries({ queryKey: systemContracts.settings.queryKey({}) });
    },
  });
}

export function usePendingAreas() {
  return useQuery({
    ...contractQuery(locationsContracts.adminAreas, { query: { status: "pending" } }),
  });
}

export function useReviewArea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "reject" }) =>
      callApi(action === "approve" ? locationsContracts.approveArea : locationsContracts.rejectArea, {
        params: { id },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.areas }),
  });
}

/** Removes one of a vendor's pictures with the reason the vendor is told; the dialog's vendor is refetched. */
export function useRemovePhoto(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, reason }: { photoId: string; reason: string }) =>
      callApi(contracts.removePhoto, { params: { id: vendorId, photoId }, body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.vendor(vendorId) }),
  });
}
