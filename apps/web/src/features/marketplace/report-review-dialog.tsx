import { REPORT_REASONS, type ReportReason } from "@bihe/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useReportReview } from "../../lib/reviews-api";

/** A signed-in reader reports a review with a reason; it waits for an admin (docs/decisions/0019). */
export function ReportReviewDialog({
  reviewId,
  open,
  onOpenChange,
}: {
  reviewId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("reviews");
  const report = useReportReview();
  const [reason, setReason] = useState<ReportReason>("fake");
  const [details, setDetails] = useState("");

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    report.mutate(
      { id: reviewId, reason, details: details.trim() || undefined },
      {
        onSuccess: (answer) => {
          // A second report of the same review is not thanked again: it says the first one still waits.
          if (answer.alreadyReported) notify.info(t("report.already"));
          else notify.success(t("report.sent"));
          onOpenChange(false);
          setDetails("");
        },
        onError: (err) =>
          notify.error(err instanceof ApiRequestError && err.status < 500 ? err.message : t("report.failed")),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("report.title")} description={t("report.hint")}>
      <form onSubmit={onSubmit} className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-700">{t("report.reason")}</legend>
          <div className="space-y-2">
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="h-4 w-4 accent-brand-700"
                />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t("report.details")} htmlFor={`report-details-${reviewId}`}>
          <Textarea
            id={`report-details-${reviewId}`}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            maxLength={500}
            rows={3}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("report.cancel")}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {t("report.send")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
