import type { CustomerProfileInput } from "@bihe/shared";
import { customerRefs as contracts } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "./call-api";

/** The signed-in couple's profile (null until saved). */
export function useCustomerProfile(enabled = true) {
  return useQuery({ ...contractQuery(contracts.profile), enabled });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerProfileInput) => callApi(contracts.updateProfile, { body }),
    onSuccess: (data) => qc.setQueryData(contracts.profile.queryKey({}), data),
  });
}

/** Vendors the couple contacted, newest first. */
export function useContactedVendors() {
  return useQuery(contractQuery(contracts.unlocks));
}

/**
 * The couple's unlock of one vendor, fetched apart from the vendor's public (cached) answers:
 * a vendor already unlocked shows its contacts at once.
 */
export function useMyUnlock(vendorId: string, enabled: boolean) {
  return useQuery({ ...contractQuery(contracts.unlockOf, { params: { vendorId } }), enabled });
}

export const myUnlockKey = (vendorId: string) => contracts.unlockOf.queryKey({ params: { vendorId } });
export const contactedKey = () => contracts.unlocks.queryKey({});
