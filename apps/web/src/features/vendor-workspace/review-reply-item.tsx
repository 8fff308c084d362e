import type { WorkspaceReview } from "@bihe/shared";
import { EyeOff, Hourglass } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ReviewOriginBadge } from "../../components/reviews/review-origin-badge";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/card";
import { Textarea } from "../../components/ui/input";
import { Stars } from "../../components/ui/stars";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useReplyToReview } from "../../lib/reviews-api";

/**
 * One review in Reviews & QR (docs/decisions/0019): its badge and status (held or hidden reviews are out of
 * the average), and the vendor's one public reply: the box until they reply, the reply after.
 */
export function ReviewReplyItem({ review }: { review: WorkspaceReview }) {
  const { t } = useTranslation("reviews");
  const f = useFormat();
  const reply = useReplyToReview();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const date = f.bsWithAd(review.createdAt);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { id: review.id, text: text.trim() },
      {
        onSuccess: () => notify.success(t("workspace.sent")),
        onError: (err) =>
          notify.error(err instanceof ApiRequestError && err.status < 500 ? err.message : t("workspace.failed")),
      },
    );
  };

  return (
    <li className="space-y-1 py-3" data-testid="workspace-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{review.reviewerName}</span>
          <ReviewOriginBadge origin={review.origin} />
          {review.status !== "published" && (
            <Badge tone={review.status === "held" ? "yellow" : "red"} title={t("workspace.outsideAverage")}>
              {review.status === "held" ? (
                <Hourglass className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {t(`status.${review.status}`)}
            </Badge>
          )}
        </span>
        <Stars
          rating={review.rating}
          size="md"
          label={t("reviews.outOf", { ns: "vendorWorkspace", value: review.rating })}
        />
      </div>
      <p className="text-xs text-stone-500">
        <span title={date.ad}>
          {date.bs} ({date.ad})
        </span>
      </p>
      {review.reviewText && <p className="whitespace-pre-line text-stone-700">{review.reviewText}</p>}
      {review.reply ? (
        <div className="mt-2 rounded-md border-l-4 border-brand-200 bg-stone-50 p-3" data-testid="workspace-reply">
          <p className="text-xs font-semibold text-stone-700">{t("workspace.yourReply")}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{review.reply.text}</p>
        </div>
      ) : open ? (
        <form onSubmit={onSubmit} className="mt-2 space-y-2">
          <label htmlFor={`reply-${review.id}`} className="block text-sm font-medium text-stone-700">
            {t("workspace.replyLabel")}
          </label>
          <Textarea
            id={`reply-${review.id}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={1000}
            rows={3}
          />
          <p className="text-xs text-stone-500">{t("workspace.replyHint")}</p>
          <Button type="submit" size="sm" disabled={reply.isPending || !text.trim()}>
            {t("workspace.send")}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => setOpen(true)}>
          {t("workspace.replyLabel")}
        </Button>
      )}
    </li>
  );
}
