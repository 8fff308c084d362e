import { registrationFormPath, VENDOR_TYPE_LABELS, type VendorFormStatus } from "@bihe/shared";
import { Clock, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { buttonClass } from "../ui/button";
import { Badge, Card } from "../ui/card";
import { DecisionReason } from "./decision-reason";

const TONE = { approved: "green", pending: "yellow", rejected: "red", none: "neutral" } as const;

/** A moment as its date in Nepal, in Bikram Sambat with the AD date beside (DESIGN: dates on vendor screens). */
export function NepalDate({ iso }: { iso: string }) {
  const f = useFormat();
  const { bs, ad } = f.bsWithAd(iso);
  return (
    <time dateTime={iso} data-testid="bs-date">
      {bs} <span className="font-normal text-stone-500">({ad})</span>
    </time>
  );
}

/**
 * A vendor's application (spec 001 screen 8): status, type, city, submitted date, the message per
 * status, the admin's reason and an approved vendor's waiting changes, with the link to the
 * vendor's own form. The status page and every vendor type's dashboard show this one card.
 */
export function ApplicationStatusCard({ data }: { data: VendorFormStatus }) {
  const { t, i18n } = useTranslation("vendorForm");
  const { t: ct } = useTranslation("changes");
  const key = data.status ?? "none";
  const decision = data.decision;
  const change = data.changeRequest;
  return (
    <Card className="space-y-5 p-6" data-testid="application-status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-900">{data.companyName ?? t("status.labels.none")}</h2>
        <Badge tone={TONE[key]} className="px-3 py-1 text-sm" data-testid="status-badge">
          {t(`status.labels.${key}`)}
        </Badge>
      </div>
      {data.status && (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500">{t("status.type")}</dt>
            <dd className="font-medium text-stone-900">
              {t(`marketplace:vendorTypeLabels.${data.vendorType}`, {
                defaultValue: VENDOR_TYPE_LABELS[data.vendorType],
              })}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t("status.city")}</dt>
            <dd className="font-medium text-stone-900">
              {(i18n.language === "ne" && data.cityNe) || data.city || "—"}
            </dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-stone-500">{t("status.submitted")}</dt>
            <dd className="font-medium text-stone-900">
              {data.submittedAt ? <NepalDate iso={data.submittedAt} /> : "—"}
            </dd>
          </div>
        </dl>
      )}
      <p className={key === "rejected" ? "rounded-lg bg-red-50 p-3 text-red-800" : "text-stone-700"}>
        {t(`status.messages.${key}`)}
      </p>
      {key === "rejected" && decision?.status === "rejected" && decision.reason && (
        <DecisionReason reason={decision.reason} step={decision.step} vendorType={data.vendorType} />
      )}
      {key === "approved" && change && (
        <section className="space-y-3 rounded-lg border border-stone-200 p-4" data-testid="change-state">
          <p className="flex gap-2 text-sm text-stone-800">
            {change.status === "pending" ? (
              <Clock className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
            ) : (
              <ShieldCheck className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
            )}
            {ct(
              change.status === "pending"
                ? "vendor.changePending"
                : change.status === "approved"
                  ? "vendor.changeApproved"
                  : "vendor.changeRejected",
            )}
          </p>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-stone-500">{ct("vendor.submittedOn")}</dt>
              <dd className="font-medium text-stone-900">
                <NepalDate iso={change.submittedAt} />
              </dd>
            </div>
            {change.reviewedAt && (
              <div>
                <dt className="text-stone-500">{ct("vendor.decidedOn")}</dt>
                <dd className="font-medium text-stone-900">
                  <NepalDate iso={change.reviewedAt} />
                </dd>
              </div>
            )}
          </dl>
          {change.status === "rejected" && change.reason && (
            <DecisionReason reason={change.reason} step={change.step} vendorType={data.vendorType} />
          )}
        </section>
      )}
      {key === "approved" && !change && <p className="text-sm text-stone-600">{ct("vendor.liveOnline")}</p>}
      <Link
        to={registrationFormPath(data.vendorType)}
        className={buttonClass(key === "rejected" ? "primary" : "secondary")}
      >
        {key === "none" ? t("status.start") : t("status.update")}
      </Link>
    </Card>
  );
}
