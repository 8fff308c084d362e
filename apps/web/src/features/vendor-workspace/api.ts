import type { VendorInquiriesResponse, VendorReviewsResponse } from "@bihe/shared";
import { useQuery } from "@tanstack/react-query";
import { api, ApiRequestError } from "../../lib/api";

export const inquiriesKey = ["vendor", "inquiries"] as const;
export const reviewsKey = ["vendor", "reviews"] as const;

export function useVendorInquiries() {
  return useQuery({ queryKey: inquiriesKey, queryFn: () => api<VendorInquiriesResponse>("/api/vendor/inquiries") });
}

export function useVendorReviews(enabled: boolean) {
  return useQuery({
    queryKey: reviewsKey,
    queryFn: () => api<VendorReviewsResponse>("/api/vendor/reviews"),
    enabled,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
  });
}

export const QR_PNG_URL = "/api/vendor/review-qr.png";
export const QR_PDF_URL = "/api/vendor/review-qr.pdf";

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
