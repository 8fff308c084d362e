import { clientFormUrlFor, telLink } from "@bihe/shared";
import { Check, Copy, Inbox, Phone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { WeddingSummary } from "../../components/inquiry/wedding-summary";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { copyText } from "../../lib/clipboard";
import { useVendorInquiries } from "./api";

/** Spec 001 screen 9: the vendor's own inquiries (newest first) and the copyable client form link. */
export default function InquiriesPage() {
  const { t } = useTranslation("vendorWorkspace");
  const f = useFormat();
  const { data, isLoading, isError, refetch } = useVendorInquiries();
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const link = data?.vendorId ? clientFormUrlFor(window.location.origin, data.vendorId) : "";

  async function copyLink() {
    if (await copyText(link)) notify.success(t("inquiries.linkCopied"), link);
  }
  async function copyCode(code: string) {
    if (!(await copyText(code))) return;
    setCopiedCode(code);
    notify.success(t("inquiries.copied"), code);
    setTimeout(() => setCopiedCode((c) => (c === code ? null : c)), 2000);
  }

  return (
    <>
      <WorkspaceHeader title={t("inquiries.title")} />
      <div className="space-y-4 p-4 md:p-6">
        {isLoading ? (
          <Card className="space-y-3 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </Card>
        ) : isError ? (
          <Card className="space-y-3 p-6 text-center" role="alert">
            <p className="font-medium text-red-700">{t("inquiries.loadFailed")}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t("inquiries.retry")}
            </Button>
          </Card>
        ) : !data?.vendorId ? (
          <Card className="p-6 text-stone-600">{t("inquiries.noProfile")}</Card>
        ) : (
          <>
            <Card className="space-y-2 p-4">
              <label htmlFor="client-form-link" className="block text-sm font-medium text-stone-700">
                {t("inquiries.clientFormLink")}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id="client-form-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
                <Button variant="secondary" onClick={() => void copyLink()} className="shrink-0">
                  <Copy className="h-4 w-4" />
                  {t("inquiries.copyLink")}
                </Button>
              </div>
              <p className="text-xs text-stone-500">{t("inquiries.clientFormHint")}</p>
            </Card>
            {data.inquiries.length === 0 ? (
              <Card className="flex flex-col items-center gap-2 p-10 text-center">
                <Inbox className="h-10 w-10 text-stone-300" aria-hidden="true" />
                <p className="font-medium">{t("inquiries.empty")}</p>
                <p className="max-w-md text-sm text-stone-500">{t("inquiries.emptyHint")}</p>
              </Card>
            ) : (
              <Card className="overflow-hidden">
                <p className="border-b border-stone-200 px-4 py-3 text-sm text-stone-600">{t("inquiries.subtitle")}</p>
                <ul aria-label={t("inquiries.title")} className="divide-y divide-stone-200">
                  {data.inquiries.map((inq) => {
                    const date = f.bsWithAd(inq.createdAt);
                    return (
                      <li
                        key={inq.id}
                        className="grid gap-2 px-4 py-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-center sm:gap-6"
                      >
                        <span className="min-w-0">
                          <span className="block font-medium">{inq.customerName}</span>
                          {inq.customerEmail && (
                            <a
                              href={`mailto:${inq.customerEmail}`}
                              className="block truncate text-sm text-stone-500 hover:underline"
                            >
                              {inq.customerEmail}
                            </a>
                          )}
                        </span>
                        <a
                          href={telLink(inq.customerPhone)}
                          className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
                        >
                          <Phone className="h-4 w-4" aria-hidden="true" />
                          {inq.customerPhone}
                        </a>
                        <button
                          type="button"
                          onClick={() => void copyCode(inq.promoCode)}
                          aria-label={`${t("inquiries.copyCode")} ${inq.promoCode}`}
                          className="inline-flex w-fit items-center gap-2 rounded-md border border-dashed border-brand-300 bg-brand-50 px-2 py-1 font-mono text-sm tracking-wider text-brand-800 hover:bg-brand-100"
                        >
                          {inq.promoCode}
                          {copiedCode === inq.promoCode ? (
                            <Check className="h-4 w-4" aria-hidden="true" />
                          ) : (
                            <Copy className="h-4 w-4" aria-hidden="true" />
                          )}
                        </button>
                        <span className="text-sm text-stone-500" title={date.ad}>
                          {date.bs} <span className="text-stone-400">({date.ad})</span>
                        </span>
                        <div className="rounded-lg bg-stone-50 p-3 sm:col-span-4">
                          <WeddingSummary wedding={inq} />
                          {inq.leadId && (
                            <Link
                              to="/photographer-leads/queue"
                              className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                            >
                              {t("inquiries.inPipeline")}
                            </Link>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            )}
          </>
        )}
      </div>
    </>
  );
}
