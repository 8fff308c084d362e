import { todayAdInNepal } from "@bihe/shared";
import { PenLine } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { buttonClass } from "../ui/button";

/**
 * 'Write a review' for a couple's booking once its last event day is over (Nepal time): the same review page
 * the invitation opens, where the signed-in couple's review is tied to the booking ('Booked through Bihe').
 * Renders nothing before then. For the couple's booking view to mount.
 */
export function WriteReviewLink({ vendorId, lastEventDate }: { vendorId: string; lastEventDate: string | null }) {
  const { t } = useTranslation("reviews");
  if (!lastEventDate || lastEventDate >= todayAdInNepal()) return null;
  return (
    <Link to={`/review/${vendorId}`} className={buttonClass("secondary", "sm")} data-testid="write-review">
      <PenLine className="h-4 w-4" aria-hidden="true" />
      {t("origin.write")}
    </Link>
  );
}
