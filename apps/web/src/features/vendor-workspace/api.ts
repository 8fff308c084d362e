import { vendorWorkspaceContracts as contracts, contractUrl, vendorFormContracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "../../lib/api";
import { contractQuery } from "../../lib/call-api";

export function useVendorInquiries() {
  return useQuery(contractQuery(contracts.inquiries));
}

export function useVendorReviews(enabled: boolean) {
  return useQuery({
    ...contractQuery(contracts.reviews),
    enabled,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
  });
}

export const QR_PNG_URL = contractUrl(contracts.reviewQrPng);
export const QR_PDF_URL = contractUrl(contracts.reviewQrPdf);

/** Fetches the review QR PDF and saves it as a file (the browser's download). */
export async function downloadQrPdf(): Promise<void> {
  const res = await fetch(QR_PDF_URL, { credentials: "same-origin" });
  if (!res.ok) throw new ApiRequestError(res.status, "PDF_FAILED", res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "review-qr.pdf";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The caller's application (status, the admin's reason, waiting changes): the status page's own query. */
export function useApplicationStatus(enabled = true) {
  return useQuery({ ...contractQuery(vendorFormContracts.status), staleTime: 0, enabled });
}
