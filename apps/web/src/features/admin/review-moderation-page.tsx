import type { ModerationAction, ModerationReview, ModerationView } from "@bihe/shared";
import { EyeOff, Flag, Hourglass, RotateCcw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { ReviewOriginBadge } from "../../components/reviews/review-origin-badge";
import { Button } from "../../components/ui/button";
import { Badge, Card, Skeleton } from "../../components/ui/card";
import { Stars } from "../../components/ui/stars";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { useModerateReview, useModerationQueue } from "../../lib/reviews-api";

/**
 * /admin/reviews (docs/decisions/0019): one moderation queue for reviews a burst held and reviews people
 * reported; hide takes one out of the page and the vendor's average, restore puts it back. Every
 * action is audited; the last one shows with who did it and when.
 */
export function ReviewModerationPage() {
  const { t } = useTranslation("reviews");
  const [view, setView] = useState<ModerationView>("queue");
  const { data, isLoading, isError } = useModerationQueue(view);
  return (
    <>
      <WorkspaceHeader title={t("moderation.title")} />
      <div className="mx-auto max-w-3xl space-y-4 p-4 md:p-6">
        <p className="text-sm text-stone-600">{t("moderation.subtitle")}</p>
        <div role="tablist" className="inline-flex rounded-lg border border-stone-200 bg-white p-1">
          {(["queue", "hidden"] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              onClick={() => setView(v)}
              className={
                view === v
                  ? "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white"
                  : "rounded-md px-3 py-1.5 text-sm text-stone-700 hover:bg-stone-100"
              }
            >
              {t(`moderation.${v}`)}
            </button>
          ))}
        </div>
        {isLoading ? (
          <Skeleton className="h-32" />
        ) : isError || !data ? (
          <Card className="p-5">
            <p role="alert" className="text-red-700">
              {t("moderation.failed")}
            </p>
          </Card>
        ) : data.reviews.length === 0 ? (
          <Card className="p-6 text-center text-stone-600">
            <ShieldCheck className="mx-auto mb-2 h-8 w-8 text-emerald-600" aria-hidden="true" />
            {view === "queue" ? t("moderation.emptyQueue") : t("moderation.emptyHidden")}
          </Card>
        ) : (
          <ul className="space-y-3" data-testid="moderation-list">
            {data.reviews.map((r) => (
              <ModerationItem key={r.id} review={r} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ModerationItem({ review }: { review: ModerationReview }) {
  const { t } = useTranslation("reviews");
  const f = useFormat();
  const moderate = useModerateReview();
  const act = (action: ModerationAction) =>
    moderate.mutate(
      { id: review.id, action },
      {
        onSuccess: () => notify.success(t(`moderation.done.${action}`)),
        onError: () => notify.error(t("moderation.failed")),
      },
    );
  const last = review.lastAction;
  const lastName = last?.action.replace(/^review\./, "") ?? "";

  return (
    <li>
      <Card className="space-y-2 p-4" data-testid="moderation-item">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={`/vendor/${review.vendorId}`} className="font-semibold text-brand-800 hover:underline">
              {review.companyName}
            </Link>
            <p className="text-sm text-stone-700">
              <span className="font-medium">{review.reviewerName}</span>
              {review.reviewerEmail && <span className="ml-2 break-all text-stone-500">{review.reviewerEmail}</span>}
            </p>
          </div>
          <Stars rating={review.rating} />
        </div>
        <div className="flex flex-wrap gap-2">
          {review.status === "held" && (
            <Badge tone="yellow">
              <Hourglass className="h-3.5 w-3.5" aria-hidden="true" />
              {t("moderation.held")}
            </Badge>
          )}
          {review.status === "hidden" && (
            <Badge tone="red">
              <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
              {t("status.hidden")}
            </Badge>
          )}
          {review.reports.length > 0 && (
            <Badge tone="red">
              <Flag className="h-3.5 w-3.5" aria-hidden="true" />
              {t("moderation.reported", { count: review.reports.length })}
            </Badge>
          )}
          <ReviewOriginBadge origin={review.origin} />
          <span className="text-xs text-stone-500">{f.moment(review.createdAt)}</span>
        </div>
        <p className="whitespace-pre-line text-sm text-stone-800">{review.reviewText ?? t("moderation.noText")}</p>
        {review.reports.length > 0 && (
          <ul className="space-y-1 rounded-md bg-red-50 p-2 text-sm text-red-900">
            {review.reports.map((p) => (
              <li key={`${p.reason}-${p.createdAt}`}>
                <span className="font-medium">{t(`report.reasons.${p.reason}`)}</span>
                {p.details && <span>: {p.details}</span>}
                <span className="ml-1 text-xs text-red-700">· {f.moment(p.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {last && (
          <p className="text-xs text-stone-500" data-testid="moderation-last-action">
            {t("moderation.lastAction", {
              action: t(`moderation.actions.${lastName}`, { defaultValue: lastName }),
              by: last.by ?? t("moderation.someone"),
              date: f.bsWithAd(last.at).bs,
            })}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          {review.status !== "hidden" && (
            <Button size="sm" variant="danger" disabled={moderate.isPending} onClick={() => act("hide")}>
              <EyeOff className="h-4 w-4" aria-hidden="true" />
              {t("moderation.hide")}
            </Button>
          )}
          {review.status !== "published" && (
            <Button size="sm" disabled={moderate.isPending} onClick={() => act("restore")}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {review.status === "held" ? t("moderation.publish") : t("moderation.restore")}
            </Button>
          )}
          {review.status === "published" && review.reports.length > 0 && (
            <Button size="sm" variant="secondary" disabled={moderate.isPending} onClick={() => act("dismiss")}>
              {t("moderation.dismiss")}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
