import { ClipboardCopy, Download, ExternalLink, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Stars } from "../../components/ui/stars";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { copyText } from "../../lib/clipboard";
import { QR_PNG_URL, useVendorReviews } from "./api";
import { ReviewReplyItem } from "./review-reply-item";
import { ReviewsRestricted } from "./reviews-restricted";
import { useQrPdfDownload } from "./use-qr-pdf-download";

/** Spec 001 screen 10 'Reviews & QR'. */
export default function ReviewsPage() {
  const { t } = useTranslation("vendorWorkspace");
  const f = useFormat();
  const { data: me } = useMe();
  const approved = me?.vendor?.status === "approved" || me?.user.role === "admin";
  const { data, isLoading, error, refetch } = useVendorReviews(!!me?.vendor && approved);
  const { busy, download } = useQrPdfDownload();

  const restricted =
    !me?.vendor || !approved || (error instanceof ApiRequestError && error.code === "REVIEWS_RESTRICTED");

  function openPrintable() {
    if (!data) return notify.error(t("reviews.errorTitle"), t("reviews.vendorUnavailable"));
    const win = window.open("/vendor-reviews/print", "_blank");
    if (!win) return notify.error(t("reviews.errorTitle"), t("reviews.pdfFailed"));
    notify.success(t("reviews.pdfTitle"), t("reviews.pdfOpened"));
  }
  async function copyLink() {
    if (data && (await copyText(data.reviewUrl))) notify.success(t("reviews.linkCopied"), data.reviewUrl);
  }

  let body: ReactNode;
  if (restricted) body = <ReviewsRestricted status={me?.vendor?.status} />;
  else if (isLoading) body = <PageSpinner />;
  else if (error || !data)
    body = (
      <Card className="space-y-3 p-6 text-center" role="alert">
        <p className="font-medium text-red-700">{t("reviews.loadFailed")}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t("inquiries.retry")}
        </Button>
      </Card>
    );
  else
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <a href={data.reviewUrl} target="_blank" rel="noopener" className={buttonClass("secondary")}>
            <ExternalLink className="h-4 w-4" />
            {t("reviews.testLink")}
          </a>
          <Button onClick={() => void download()} disabled={busy}>
            <Download className="h-4 w-4" />
            {t("reviews.downloadPdf")}
          </Button>
          <Button variant="secondary" onClick={openPrintable}>
            <Printer className="h-4 w-4" />
            {t("reviews.printQr")}
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="space-y-3 p-5" aria-labelledby="stats-title">
            <h2 id="stats-title" className="font-semibold">
              {t("reviews.statsTitle")}
            </h2>
            <div className="flex items-end gap-3">
              <span className="text-4xl font-bold" data-testid="review-average">
                {f.digits(data.stats.average.toFixed(1))}
              </span>
              <Stars
                rating={data.stats.average}
                size="md"
                label={t("reviews.outOf", { value: data.stats.average.toFixed(1) })}
                className="pb-1"
              />
            </div>
            <p className="text-sm text-stone-600">
              {t("reviews.total")}:{" "}
              <span className="font-semibold text-stone-900" data-testid="review-count">
                {f.digits(data.stats.count)}
              </span>
            </p>
          </Card>
          <Card className="space-y-3 p-5">
            <h2 className="font-semibold">{t("reviews.linkTitle")}</h2>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <img
                src={QR_PNG_URL}
                alt={t("reviews.qrAlt")}
                width={120}
                height={120}
                className="h-30 w-30 shrink-0 self-center rounded border border-stone-200"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <label htmlFor="review-link" className="sr-only">
                  {t("reviews.linkTitle")}
                </label>
                <Input id="review-link" readOnly value={data.reviewUrl} onFocus={(e) => e.currentTarget.select()} />
                <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
                  <ClipboardCopy className="h-4 w-4" />
                  {t("reviews.copyLink")}
                </Button>
                <p className="text-xs text-stone-500">{t("reviews.linkHint")}</p>
              </div>
            </div>
          </Card>
        </div>
        <Card className="p-5">
          <h2 className="mb-3 font-semibold">{t("reviews.recentTitle")}</h2>
          {data.reviews.length === 0 ? (
            <p className="text-stone-500">{t("reviews.empty")}</p>
          ) : (
            <ul className="divide-y divide-stone-200" aria-label={t("reviews.recentTitle")}>
              {data.reviews.map((r) => (
                <ReviewReplyItem key={r.id} review={r} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    );

  return (
    <>
      <WorkspaceHeader title={t("reviews.title")} />
      <div className="p-4 md:p-6">{body}</div>
    </>
  );
}
