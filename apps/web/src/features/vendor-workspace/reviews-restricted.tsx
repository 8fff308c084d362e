import { Lock } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { useTranslation } from "../../i18n/use-translation";

/** Spec 001 screen 10: shown unless the vendor's own application is approved. */
export function ReviewsRestricted({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation("vendorWorkspace");
  const rejected = status === "rejected";
  const pending = status === "pending";
  const label = rejected
    ? t("reviews.rejectedStatus")
    : pending
      ? t("reviews.pendingStatus")
      : t("reviews.notSubmittedStatus");
  const guidance = rejected
    ? t("reviews.rejectedGuidance")
    : pending
      ? t("reviews.pendingGuidance")
      : t("reviews.notSubmittedGuidance");
  return (
    <Card className="mx-auto max-w-xl space-y-4 p-6 text-center">
      <Lock className="mx-auto h-10 w-10 text-stone-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t("reviews.restrictedTitle")}</h2>
      <p className="flex items-center justify-center gap-2 text-sm">
        <span className="text-stone-500">{t("reviews.statusLabel")}:</span>
        <Badge tone={rejected ? "red" : "yellow"}>{label}</Badge>
      </p>
      <p className="text-stone-600">{guidance}</p>
      {rejected && (
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Link to="/vendor-form-status" className={buttonClass("secondary")}>
            {t("reviews.viewStatus")}
          </Link>
          <Link to="/vendor-form" className={buttonClass("primary")}>
            {t("reviews.updateApplication")}
          </Link>
        </div>
      )}
    </Card>
  );
}
