import { type AdminVendorDetail, RECENT_PHOTO_DAYS, type RecentPhoto } from "@bihe/shared";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useRemovePhoto } from "./api";

/**
 * The pictures a vendor added lately (docs/decisions/0015: they go live without a review), in the admin's review
 * of the vendor: each can be removed with a reason, which the vendor reads under the bell and by email.
 */
export function RecentPhotos({ detail }: { detail: AdminVendorDetail }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const [chosen, setChosen] = useState<RecentPhoto | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useRemovePhoto(detail.vendor.id);
  const reasonId = useId();
  const photos = detail.recentPhotos;

  const cancel = () => {
    setChosen(null);
    setReason("");
    setError(undefined);
  };
  const confirm = () => {
    if (!chosen) return;
    if (!reason.trim()) return setError(t("dialog.recentPhotos.reasonLabel"));
    remove.mutate(
      { photoId: chosen.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t("dialog.recentPhotos.removed"));
          cancel();
        },
        onError: (err) => notify.error(t("dialog.recentPhotos.failed"), errorMessage(err, "")),
      },
    );
  };

  return (
    <section className="space-y-3 rounded-xl border border-stone-200 p-3" data-testid="recent-photos">
      <div>
        <h3 className="text-sm font-semibold text-stone-900">
          {t("dialog.recentPhotos.title", { days: f.digits(RECENT_PHOTO_DAYS) })} ({f.digits(photos.length)})
        </h3>
        <p className="text-xs text-stone-600">{t("dialog.recentPhotos.note")}</p>
      </div>
      {photos.length === 0 ? (
        <p className="text-sm text-stone-600">{t("dialog.recentPhotos.none")}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {photos.map((p) => {
            const date = f.moment(p.createdAt);
            return (
              <li key={p.id} className="space-y-1" data-testid="recent-photo">
                <a
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(
                    "block overflow-hidden rounded-lg",
                    chosen?.id === p.id && "ring-2 ring-red-600 ring-offset-1",
                  )}
                >
                  <img src={p.thumbUrl} alt="" loading="lazy" className="aspect-square w-full object-cover" />
                </a>
                <p className="text-[11px] leading-tight text-stone-500">{t("dialog.recentPhotos.added", { date })}</p>
                <button
                  type="button"
                  onClick={() => {
                    setChosen(p);
                    setError(undefined);
                  }}
                  aria-label={t("dialog.recentPhotos.removeLabel", { date })}
                  className="inline-flex items-center gap-1 text-xs font-medium text-red-700 hover:underline"
                >
                  <Trash2 className="h-3.5 w-3.5" aria-hidden="true" /> {t("dialog.recentPhotos.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {chosen && (
        <div className="space-y-2 rounded-lg bg-red-50 p-3">
          <label htmlFor={reasonId} className="block text-sm font-medium text-red-900">
            {t("dialog.recentPhotos.reasonLabel")}
          </label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={1000}
            placeholder={t("dialog.recentPhotos.reasonPlaceholder")}
            aria-invalid={!!error}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={confirm} disabled={remove.isPending}>
              {t("dialog.recentPhotos.confirm")}
            </Button>
            <Button variant="secondary" size="sm" onClick={cancel} disabled={remove.isPending}>
              {t("dialog.recentPhotos.cancel")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
