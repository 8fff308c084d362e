import { Clock, EyeOff, MessageSquareReply, Pencil } from "lucide-react";
import { Link } from "react-router";
import { ReviewOriginBadge } from "../../components/reviews/review-origin-badge";
import { buttonClass } from "../../components/ui/button";
import { Badge, Card, PageSpinner } from "../../components/ui/card";
import { Stars } from "../../components/ui/stars";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useCustomerReviews } from "../../lib/reviews-api";

/**
 * The couple's reviews (docs/decisions/0019): each with its status (held or hidden reviews show as such),
 * the vendor's reply, and 'Edit review' back to the review page (a second review edits the first).
 */
export function MyReviewsTab() {
  const { t } = useTranslation("reviews");
  const f = useFormat();
  const { data, isLoading, isError } = useCustomerReviews();
  if (isLoading) return <PageSpinner />;
  if (isError || !data) return <p className="text-sm text-red-700">{t("mine.loadFailed")}</p>;
  if (data.reviews.length === 0) {
    return (
      <Card className="p-6 text-center">
        <p className="text-stone-600">{t("mine.empty")}</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" data-testid="my-reviews">
      {data.reviews.map((r) => (
        <li key={r.id}>
          <Card className="space-y-2 p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={`/vendor/${r.vendorId}`} className="font-semibold text-stone-900 hover:underline">
                  {r.companyName}
                </Link>
                <p className="text-xs text-stone-500">{t("mine.updated", { date: f.moment(r.updatedAt) })}</p>
              </div>
              <Stars rating={r.rating} />
            </div>
            <div className="flex flex-wrap gap-2">
              <ReviewOriginBadge origin={r.origin} />
              {r.status === "held" && (
                <Badge tone="yellow">
                  <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("status.held")}
                </Badge>
              )}
              {r.status === "hidden" && (
                <Badge tone="red">
                  <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("status.hidden")}
                </Badge>
              )}
            </div>
            {r.reviewText && <p className="whitespace-pre-line text-sm text-stone-700">{r.reviewText}</p>}
            {r.reply && (
              <div className="rounded-md border-l-4 border-brand-200 bg-stone-50 p-3">
                <p className="flex items-center gap-1.5 text-xs font-semibold text-stone-700">
                  <MessageSquareReply className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("replyFrom", { name: r.companyName })}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{r.reply.text}</p>
              </div>
            )}
            <Link to={`/review/${r.vendorId}`} className={buttonClass("secondary", "sm")}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t("mine.edit")}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
