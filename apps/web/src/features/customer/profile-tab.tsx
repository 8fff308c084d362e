import { BadgeCheck } from "lucide-react";
import { Card, PageSpinner } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";
import { useCustomerProfile } from "../../lib/customer-api";
import { ProfileForm } from "./profile-form";

export function ProfileTab() {
  const { t } = useTranslation("customer");
  const { data, isLoading } = useCustomerProfile();
  if (isLoading || !data) return <PageSpinner />;
  return (
    <Card className="max-w-2xl space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">{t("profile.title")}</h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
          {data.emailVerified && <BadgeCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" />}
          {t("signedInAs", { email: data.email })}
        </p>
        <p className="mt-2 text-sm text-stone-600">{t("profile.intro")}</p>
      </div>
      <ProfileForm key={JSON.stringify(data.profile)} initial={data.profile} submitLabel={t("profile.save")} />
    </Card>
  );
}
