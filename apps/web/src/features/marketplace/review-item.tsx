import type { VendorReview } from "@bihe/shared";
import { Flag, MessageSquareReply } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { ReviewOriginBadge } from "../../components/reviews/review-origin-badge";
import { Stars } from "../../components/ui/stars";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { withNext } from "../../lib/next-path";

/** A review's or reply's date: BS with the AD date beside it (DESIGN: dates), both of the moment in Nepal. */
function ReviewDate({ iso }: { iso: string }) {
  const { bs, ad } = useFormat().bsWithAd(iso);
  return (
    <time dateTime={iso}>
      {bs} ({ad})
    </time>
  );
}

/**
 * One review on the vendor page (docs/decisions/0019): its origin's label ('Booked through Bihe' or
 * 'Contacted through Bihe'), the vendor's public
 * reply under it, and Report for anyone signed in (a signed-out reader is offered sign-in).
 */
// The dialog (and its Radix parts, about 14 KB gzip) loads when someone reports, not with every vendor page.
const ReportReviewDialog = lazy(() =>
  import("./report-review-dialog").then((m) => ({ default: m.ReportReviewDialog })),
);

export function ReviewItem({ review, vendorName }: { review: VendorReview; vendorName: string }) {
  const { t } = useTranslation("reviews");
  const { data: me } = useMe();
  const location = useLocation();
  const [reporting, setReporting] = useState(false);

  return (
    <li className="rounded-lg border border-stone-200 p-4" data-testid="review-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{review.reviewerName}</span>
          <ReviewOriginBadge origin={review.origin} />
        </span>
        <span className="text-xs text-stone-500">
          <ReviewDate iso={review.createdAt} />
        </span>
      </div>
      <Stars rating={review.rating} className="mt-1" />
      {review.reviewText && <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{review.reviewText}</p>}
      {review.reply && (
        <div className="mt-3 rounded-md border-l-4 border-brand-200 bg-stone-50 p-3" data-testid="review-reply">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-stone-700">
            <MessageSquareReply className="h-3.5 w-3.5" aria-hidden="true" />
            {t("replyFrom", { name: vendorName })}
            <span className="font-normal text-stone-500">
              · <ReviewDate iso={review.reply.createdAt} />
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{review.reply.text}</p>
        </div>
      )}
      <div className="mt-2 flex justify-end">
        {me ? (
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <Flag className="h-3.5 w-3.5" aria-hidden="true" />
            {t("report.open")}
          </button>
        ) : (
          <Link
            to={withNext("/login", location.pathname)}
            className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs text-stone-500 hover:bg-stone-100"
          >
            <Flag className="h-3.5 w-3.5" aria-hidden="true" />
            {t("report.signIn")}
          </Link>
        )}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={review.id} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      )}
    </li>
  );
}
