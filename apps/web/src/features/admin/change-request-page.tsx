import { ArrowLeft, ExternalLink, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ChangeDiff } from "../../components/changes/change-diff";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button, buttonClass } from "../../components/ui/button";
import { Badge, Card, PageSpinner } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useChangeRequest, useDecideChange } from "./change-requests-api";
import { ReasonDialog } from "./reason-dialog";

const TONE = { pending: "yellow", approved: "green", rejected: "red" } as const;

/** /admin/change-requests/:id: the diff against the live profile, approve or reject with a reason. */
export function ChangeRequestPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("changes");
  const f = useFormat();
  const { data, isLoading, isError } = useChangeRequest(id);
  const { approve, reject } = useDecideChange(id);
  const [rejecting, setRejecting] = useState(false);

  const failed = (err: unknown) =>
    notify.error(t("admin.failed"), err instanceof ApiRequestError && err.message ? err.message : undefined);

  if (isLoading) return <PageSpinner />;
  return (
    <>
      <WorkspaceHeader title={t("admin.title")} />
      <div className="mx-auto max-w-4xl space-y-4 p-4 md:p-6">
        <Link to="/admin/change-requests" className="inline-flex items-center gap-1 text-sm text-brand-700">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("admin.back")}
        </Link>
        {isError || !data ? (
          <Card className="p-5">
            <p role="alert" className="text-red-700">
              {t("admin.loadFailed")}
            </p>
          </Card>
        ) : (
          <>
            <Card className="space-y-3 p-4 md:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-xl font-semibold text-stone-900">{data.vendor.companyName}</h2>
                  <p className="text-sm text-stone-600">
                    {t("admin.submitted", { date: f.moment(data.submittedAt) })}
                    {data.reviewedAt && ` · ${t("admin.decided", { date: f.moment(data.reviewedAt) })}`}
                  </p>
                </div>
                <Badge tone={TONE[data.status]} className="px-3 py-1 text-sm" data-testid="change-status">
                  {t(`admin.statusLabels.${data.status}`)}
                </Badge>
              </div>
              {data.reason && (
                <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  <span className="font-medium">{t("vendor.reasonTitle")}: </span>
                  {data.reason}
                </p>
              )}
              {data.stale && (
                <p role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
                  {t("admin.stale")}
                </p>
              )}
              <a
                href={`/vendor/${data.vendor.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm text-brand-700"
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t("admin.openProfile")}
              </a>
            </Card>

            {data.changes.length ? (
              <ChangeDiff changes={data.changes} vendorType={data.vendor.vendorType} />
            ) : (
              <Card className="p-5 text-stone-600">{t("admin.noChanges")}</Card>
            )}

            {(data.photos.added.length > 0 || data.photos.removed.length > 0) && (
              <Card className="space-y-3 p-4 md:p-5">
                <h3 className="font-semibold text-stone-900">{t("admin.photosTitle")}</h3>
                <p className="text-sm text-stone-600">{t("admin.photosNote")}</p>
                {data.photos.added.length > 0 && (
                  <>
                    <p className="text-sm font-medium">{t("admin.photosAdded", { count: data.photos.added.length })}</p>
                    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                      {data.photos.added.map((p) => (
                        <li key={p.id}>
                          <a href={p.url} target="_blank" rel="noreferrer">
                            <img src={p.thumbUrl} alt="" className="aspect-square w-full rounded-lg object-cover" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {data.photos.removed.length > 0 && (
                  <p className="text-sm">{t("admin.photosRemoved", { count: data.photos.removed.length })}</p>
                )}
              </Card>
            )}

            {data.status === "pending" && (
              <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 sm:flex-row sm:justify-end md:mx-0 md:rounded-xl md:border">
                <Button variant="danger" onClick={() => setRejecting(true)} disabled={reject.isPending}>
                  {t("admin.reject")}
                </Button>
                <Button
                  variant="success"
                  disabled={approve.isPending || data.stale}
                  onClick={() =>
                    approve.mutate(undefined, {
                      onSuccess: () => notify.success(t("admin.approvedTitle"), t("admin.approved")),
                      onError: failed,
                    })
                  }
                >
                  {t("admin.approve")}
                </Button>
              </div>
            )}
            {data.status !== "pending" && (
              <Link to="/admin/change-requests" className={buttonClass("secondary")}>
                {t("admin.back")}
              </Link>
            )}
            <ReasonDialog
              open={rejecting}
              title={t("reason.rejectChangeTitle")}
              wizardSteps={data.vendor.vendorType === "wedding_cinematographer"}
              busy={reject.isPending}
              onCancel={() => setRejecting(false)}
              onConfirm={(input) =>
                reject.mutate(input, {
                  onSuccess: () => {
                    setRejecting(false);
                    notify.success(t("admin.rejectedTitle"), t("admin.rejected"));
                  },
                  onError: failed,
                })
              }
            />
          </>
        )}
      </div>
    </>
  );
}
