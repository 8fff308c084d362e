import { blockedDateMessage, type Lang, overCapacityMessage } from "@bihe/shared";
import { OVER_CAPACITY_CODE } from "@bihe/shared/vendor-calendar";
import { TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";

/**
 * The server's over-capacity answer (a Won lead on a full or blocked date) as a warning in the
 * reader's language, built from its fields; null for any other error.
 */
export function overCapacityWarning(err: unknown, lang: Lang): string | null {
  if (!(err instanceof ApiRequestError) || err.code !== OVER_CAPACITY_CODE || !err.fields?.date) return null;
  const { date, weddings, capacity, blocked } = err.fields;
  return blocked === "true"
    ? blockedDateMessage(date, lang)
    : overCapacityMessage(date, Number(weddings), Number(capacity), lang);
}

/** The warning with its two answers: save anyway, or leave the lead as it was. */
export function OverCapacityWarning({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("calendar");
  return (
    <div
      role="alert"
      data-testid="over-capacity"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <p className="flex items-start gap-2 font-medium text-amber-900">
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {t("overCapacity.title")}: {message}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="success" onClick={onConfirm} disabled={busy}>
          {t("overCapacity.confirm")}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          {t("overCapacity.cancel")}
        </Button>
      </div>
    </div>
  );
}
