import { quotationsContracts as contracts, contractUrl } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "../../lib/call-api";

/**
 * Reading a quotation, for every screen that shows one (the vendor's lead, a conversation's card, the
 * couple's dashboard, the private-link page): through the route of whoever reads it.
 */
/** Who reads a quotation: its vendor (by lead), the signed-in couple, or the holder of a private link. */
export type QuotationReader =
  | { kind: "vendor"; leadId: string }
  | { kind: "customer" }
  | { kind: "link"; token: string };

export function useQuotation(reader: QuotationReader, quotationId: string, enabled = true) {
  const vendorList = useQuery({
    ...contractQuery(contracts.list, { params: { id: reader.kind === "vendor" ? reader.leadId : "" } }),
    enabled: enabled && reader.kind === "vendor",
  });
  const customer = useQuery({
    ...contractQuery(contracts.customerView, { params: { quotationId } }),
    enabled: enabled && reader.kind === "customer",
    retry: false,
  });
  const link = useQuery({
    ...contractQuery(contracts.linkView, {
      params: { token: reader.kind === "link" ? reader.token : "", quotationId },
    }),
    enabled: enabled && reader.kind === "link",
    retry: false,
  });
  if (reader.kind === "vendor") return { ...vendorList, data: vendorList.data?.find((q) => q.id === quotationId) };
  return reader.kind === "customer" ? customer : link;
}

/** The PDF's address for this reader, in English or Nepali (a plain download link: same origin, cookie sent). */
export function quotationPdfUrl(reader: QuotationReader, quotationId: string, lang: "en" | "ne"): string {
  const query = { lang };
  if (reader.kind === "vendor")
    return contractUrl(contracts.vendorPdf, { params: { id: reader.leadId, quotationId }, query });
  if (reader.kind === "customer") return contractUrl(contracts.customerPdf, { params: { quotationId }, query });
  return contractUrl(contracts.linkPdf, { params: { token: reader.token, quotationId }, query });
}
