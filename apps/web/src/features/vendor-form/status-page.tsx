import { registrationFormPath, VENDOR_TYPE_LABELS } from "@bihe/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { Badge, Card, PageSpinner } from "../../components/ui/card";
import { WorkspaceHeader } from "../../app/workspace-layout";
import { useFormStatus } from "./api";

const TONE = { approved: "green", pending: "yellow", rejected: "red", none: "neutral" } as const;

/** /vendor-form-status (spec 001 screen 8). */
export default function StatusPage() {
  const { t } = useTranslation("vendorForm");
  const { data, isLoading, isError } = useFormStatus();
  if (isLoading) return <PageSpinner />;
  const key = data?.status ?? "none";
  const date = data?.submittedAt ? new Date(data.submittedAt) : null;
  return (
    <>
      <WorkspaceHeader title={t("status.title")} />
      <div className="mx-auto max-w-2xl p-4 md:p-6">
        {isError || !data ? (
          <Card className="p-6">
            <p role="alert" className="text-red-700">
              {t("status.loadFailed")}
            </p>
          </Card>
        ) : (
          <Card className="space-y-5 p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-semibold text-stone-900">{data.companyName ?? t("status.labels.none")}</h2>
              <Badge tone={TONE[key]} className="px-3 py-1 text-sm" data-testid="status-badge">
                {t(`status.labels.${key}`)}
              </Badge>
            </div>
            {data.status && (
              <dl className="grid gap-3 text-sm sm:grid-cols-3">
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
                  <dd className="font-medium text-stone-900">{data.city ?? "—"}</dd>
                </div>
                <div>
                  <dt className="text-stone-500">{t("status.submitted")}</dt>
                  <dd className="font-medium text-stone-900">
                    {date ? date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" }) : "—"}
                  </dd>
                </div>
              </dl>
            )}
            <p className={key === "rejected" ? "rounded-lg bg-red-50 p-3 text-red-800" : "text-stone-700"}>
              {t(`status.messages.${key}`)}
            </p>
            <Link
              to={registrationFormPath(data.vendorType)}
              className={buttonClass(key === "rejected" ? "primary" : "secondary")}
            >
              {key === "none" ? t("status.start") : t("status.update")}
            </Link>
          </Card>
        )}
      </div>
    </>
  );
}
