import { ChevronRight, GitCompareArrows } from "lucide-react";
import { Link } from "react-router";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useChangeRequests } from "./change-requests-api";

/** /admin/change-requests: approved vendors' updates waiting for review, oldest first. */
export function ChangeRequestsPage() {
  const { t } = useTranslation("changes");
  const f = useFormat();
  const { data, isLoading, isError } = useChangeRequests();
  return (
    <>
      <WorkspaceHeader title={t("admin.title")} />
      <div className="mx-auto max-w-3xl space-y-4 p-4 md:p-6">
        <p className="text-sm text-stone-600">{t("admin.subtitle")}</p>
        {isLoading ? (
          <Skeleton className="h-24" />
        ) : isError || !data ? (
          <Card className="p-5">
            <p role="alert" className="text-red-700">
              {t("admin.loadFailed")}
            </p>
          </Card>
        ) : data.items.length === 0 ? (
          <Card className="p-6 text-center text-stone-600">{t("admin.empty")}</Card>
        ) : (
          <ul className="space-y-3" data-testid="change-requests">
            {data.items.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/admin/change-requests/${r.id}`}
                  className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50/40"
                >
                  <GitCompareArrows className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-stone-900">{r.companyName}</p>
                    <p className="text-sm text-stone-600">
                      {t(`vendorTypes.${r.vendorType}`)} · {t("admin.submitted", { date: f.moment(r.submittedAt) })} ·{" "}
                      {t("admin.fieldCount", { count: r.changeCount })}
                    </p>
                  </div>
                  <span className="hidden text-sm font-medium text-brand-700 sm:inline">{t("admin.review")}</span>
                  <ChevronRight className="h-5 w-5 text-stone-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
