import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { Card, PageSpinner } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";

/** Spec 001 screen 19: a non-admin sees Access Denied with the current role (no redirect). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  const { data: me, isLoading } = useMe();
  if (isLoading) return <PageSpinner />;
  if (me?.user.role === "admin") return <>{children}</>;
  return (
    <div className="p-4 md:p-6">
      <Card className="mx-auto max-w-md p-6 text-center" role="alert">
        <ShieldX className="mx-auto mb-3 h-10 w-10 text-red-600" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{t("denied.title")}</h1>
        <p className="mt-2 text-stone-600">{t("denied.message")}</p>
        <p className="mt-3 text-sm text-stone-700">{t("denied.role", { role: me?.user.role ?? t("denied.noRole") })}</p>
      </Card>
    </div>
  );
}
