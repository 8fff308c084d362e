import { customerContracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Card, PageSpinner } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { contractQuery } from "../../lib/call-api";

/** Admins: accounts and networks refused past the daily unlock caps (docs/decisions/0018), newest first. */
export function UnlockBurstsPage() {
  const { t } = useTranslation("customer");
  const f = useFormat();
  const { data, isLoading } = useQuery(contractQuery(customerContracts.unlockBursts));
  return (
    <>
      <WorkspaceHeader title={t("admin.title")} />
      <div className="space-y-4 p-3 sm:p-4 md:p-6">
        <p className="text-sm text-stone-600">{t("admin.intro")}</p>
        {isLoading || !data ? (
          <PageSpinner />
        ) : data.bursts.length === 0 ? (
          <Card className="p-6 text-stone-600">{t("admin.empty")}</Card>
        ) : (
          <Card className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="unlock-bursts">
              <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
                <tr>
                  <th className="px-4 py-2 font-medium">{t("admin.who")}</th>
                  <th className="px-4 py-2 font-medium">{t("admin.day")}</th>
                  <th className="px-4 py-2 font-medium">{t("admin.refused")}</th>
                  <th className="px-4 py-2 font-medium">{t("admin.last")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {data.bursts.map((b) => (
                  <tr key={b.id}>
                    <td className="px-4 py-2">
                      <span className="mr-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs">
                        {t(`admin.kind.${b.kind}`)}
                      </span>
                      {b.kind === "customer" ? (b.customerEmail ?? b.ip) : b.ip}
                    </td>
                    <td className="px-4 py-2">{f.date(b.day)}</td>
                    <td className="px-4 py-2">{f.number(b.refused)}</td>
                    <td className="px-4 py-2">{f.moment(b.lastAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </div>
    </>
  );
}
