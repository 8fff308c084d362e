import { ApplicationStatusCard } from "../../components/application-status/application-status-card";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Card, PageSpinner } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";
import { useFormStatus } from "./api";

/** /vendor-form-status (spec 001 screen 8), with the admin's reason and an approved vendor's waiting changes. */
export default function StatusPage() {
  const { t } = useTranslation("vendorForm");
  const { data, isLoading, isError } = useFormStatus();
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <WorkspaceHeader title={t("status.title")} />
      <div className="mx-auto max-w-2xl space-y-4 p-4 md:p-6">
        {isError || !data ? (
          <Card className="p-6">
            <p role="alert" className="text-red-700">
              {t("status.loadFailed")}
            </p>
          </Card>
        ) : (
          <ApplicationStatusCard data={data} />
        )}
      </div>
    </>
  );
}
