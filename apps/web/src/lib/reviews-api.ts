import type { ModerationAction, ModerationView, ReportReason } from "@bihe/shared";
import { reviewsRefs as contracts, marketplaceRefs } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, contractQuery } from "./call-api";

/**
 * Verified reviews (docs/decisions/0019) on the web: the review page's email code and submit, reports on
 * the vendor page, the vendor's reply, the admin's moderation queue and the couple's own list.
 */
const PROOF_KEY = (vendorId: string) => `bihe.reviewProof.${vendorId}`;

/** The proof of a confirmed email lives in this tab only (an hour on the server), so a reload keeps it. */
export const reviewProof = {
  get: (vendorId: string) => sessionStorage.getItem(PROOF_KEY(vendorId)) ?? undefined,
  set: (vendorId: string, proof: string) => sessionStorage.setItem(PROOF_KEY(vendorId), proof),
  clear: (vendorId: string) => sessionStorage.removeItem(PROOF_KEY(vendorId)),
};

export function useRequestReviewCode() {
  return useMutation({
    mutationFn: (body: { vendorId: string; email: string }) => callApi(contracts.requestCode, { body }),
  });
}

export function useVerifyReviewCode() {
  return useMutation({
    mutationFn: (body: { challengeId: string; code: string }) => callApi(contracts.verifyCode, { body }),
  });
}

/** The caller's own review of the vendor (signed-in customer, or the tab's proof); 401 without either. */
export function useMyReview(vendorId: string | undefined, proof: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ["my-review", vendorId, proof ?? null],
    queryFn: () => callApi(contracts.myReview, { params: { id: vendorId ?? "" }, body: { proof } }),
    enabled: Boolean(vendorId) && enabled,
    retry: false,
  });
}

export function useSubmitReview(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; rating: number; text: string; proof?: string }) =>
      callApi(contracts.submit, { params: { id: vendorId }, body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: marketplaceRefs.vendorPage.queryKey({ params: { id: vendorId } }) });
      void qc.invalidateQueries({ queryKey: marketplaceRefs.listing.queryKey({}).slice(0, 1) });
      void qc.invalidateQueries({ queryKey: contracts.customerReviews.queryKey({}) });
      void qc.invalidateQueries({ queryKey: ["my-review", vendorId] });
    },
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason, details }: { id: string; reason: ReportReason; details?: string }) =>
      callApi(contracts.report, { params: { id }, body: { reason, details } }),
  });
}

export function useReplyToReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      callApi(contracts.reply, { params: { id }, body: { text } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: contracts.vendorReviews.queryKey({}) }),
  });
}

export function useCustomerReviews() {
  return useQuery(contractQuery(contracts.customerReviews));
}

export function useModerationQueue(view: ModerationView) {
  return useQuery(contractQuery(contracts.moderationQueue, { query: { view } }));
}

export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ModerationAction }) =>
      callApi(contracts.moderate, { params: { id }, body: { action } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["admin", "reviews"] }),
  });
}
