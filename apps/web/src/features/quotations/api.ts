import type { PaymentQrView, QuotationDraft } from "@bihe/shared";
import { quotationsContracts as contracts, contractUrl } from "@bihe/shared/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { callApi, contractQuery } from "../../lib/call-api";

export function useQuotationTemplate(leadId: string) {
  return useQuery(contractQuery(contracts.template, { params: { id: leadId } }));
}

export function useQuotations(leadId: string) {
  return useQuery(contractQuery(contracts.list, { params: { id: leadId } }));
}

function useRefreshLead(leadId: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: contracts.list.queryKey({ params: { id: leadId } }) });
    // Sending moves the lead to Quotation Sent: every leads answer (lists, counts, the detail) is under "leads".
    void qc.invalidateQueries({ queryKey: ["leads"] });
  };
}

export function useSaveQuotation(leadId: string) {
  const refresh = useRefreshLead(leadId);
  return useMutation({
    mutationFn: (input: { draft: QuotationDraft; requestId: string; id?: string; rowVersion?: number }) =>
      input.id && input.rowVersion
        ? callApi(contracts.update, {
            params: { id: leadId, quotationId: input.id },
            body: { rowVersion: input.rowVersion, draft: input.draft },
          })
        : callApi(contracts.create, {
            params: { id: leadId },
            body: { requestId: input.requestId, draft: input.draft },
          }),
    onSuccess: refresh,
  });
}

export function useSendQuotation(leadId: string) {
  const refresh = useRefreshLead(leadId);
  return useMutation({
    mutationFn: (input: { id: string; rowVersion: number }) =>
      callApi(contracts.send, {
        params: { id: leadId, quotationId: input.id },
        body: { rowVersion: input.rowVersion },
      }),
    onSuccess: refresh,
  });
}

export function usePaymentQr() {
  return useQuery(contractQuery(contracts.paymentQr));
}

export function usePaymentQrChange() {
  const qc = useQueryClient();
  const key = contracts.paymentQr.queryKey({});
  const upload = useMutation({
    mutationFn: ({ label, file }: { label: string; file: File }) => {
      const form = new FormData();
      form.append("label", label);
      form.append("file", file);
      return api<PaymentQrView>(contractUrl(contracts.uploadPaymentQr, {}), { method: "PUT", body: form });
    },
    onSuccess: (data) => qc.setQueryData(key, data),
  });
  const remove = useMutation({
    mutationFn: () => callApi(contracts.removePaymentQr),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
  return { upload, remove };
}
