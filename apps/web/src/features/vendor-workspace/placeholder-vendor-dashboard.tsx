import { VENDOR_TYPE_LABELS } from "@bihe/shared";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, StatusBadge } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useMe } from "../../lib/auth";

/**
 * Spec 001 screen 5: banquet hall and decorator dashboards are placeholders with an add
 * button that does nothing yet; the sidebar shows admin items only to admins (layout).
 */
export default function PlaceholderVendorDashboard({ kind }: { kind: "banquet_hall" | "decorator" }) {
  const { t } = useTranslation("vendorWorkspace");
  const { data: me } = useMe();
  const banquet = kind === "banquet_hall";
  const vendor = me?.vendor && me.vendor.vendorType === kind ? me.vendor : null;
  const formPath = banquet ? "/banquet-form" : "/decorator-form";

  return (
    <>
      <WorkspaceHeader title={banquet ? t("placeholder.banquetTitle") : t("placeholder.decoratorTitle")}>
        <Button onClick={() => notify.info(t("placeholder.comingSoonTitle"), t("placeholder.comingSoon"))}>
          <Plus className="h-4 w-4" />
          {banquet ? t("placeholder.banquetAdd") : t("placeholder.decoratorAdd")}
        </Button>
      </WorkspaceHeader>
      <div className="grid gap-4 p-4 md:grid-cols-2 md:p-6">
        <Card className="p-6">
          <p className="text-stone-600">{t("placeholder.intro")}</p>
        </Card>
        <Card className="space-y-3 p-6">
          <h2 className="font-semibold">{t("placeholder.application")}</h2>
          {vendor ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-medium">{vendor.companyName}</span>
                <StatusBadge status={vendor.status} />
              </div>
              <p className="text-sm text-stone-500">
                {t(`marketplace:vendorTypeLabels.${kind}`, { defaultValue: VENDOR_TYPE_LABELS[kind] })}
              </p>
              <Link to={formPath} className={buttonClass("secondary", "sm")}>
                {t("placeholder.editForm")}
              </Link>
            </>
          ) : (
            <>
              <p className="text-stone-600">{t("placeholder.noApplication")}</p>
              <Link to={formPath} className={buttonClass("primary", "sm")}>
                {t("placeholder.openForm")}
              </Link>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
