import type { ReviewOrigin } from "@bihe/shared";
import { BadgeCheck, MessageCircle } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Badge } from "../ui/card";

/**
 * A review's public label (docs/decisions/0019): 'Booked through Bihe' for a review from a completed
 * booking, 'Contacted through Bihe' when the reviewer's account unlocked the vendor, nothing otherwise.
 */
export function ReviewOriginBadge({ origin }: { origin: ReviewOrigin | null }) {
  const { t } = useTranslation("reviews");
  if (origin === "booked") {
    return (
      <Badge tone="green" title={t("origin.bookedHint")} data-testid="review-origin" data-origin="booked">
        <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
        {t("origin.booked")}
      </Badge>
    );
  }
  if (origin === "contacted") {
    return (
      <Badge title={t("origin.contactedHint")} data-testid="review-origin" data-origin="contacted">
        <MessageCircle className="h-3.5 w-3.5" aria-hidden="true" />
        {t("origin.contacted")}
      </Badge>
    );
  }
  return null;
}
