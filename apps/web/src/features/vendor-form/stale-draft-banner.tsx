import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { vendorFormApi } from "./api";

/**
 * The draft started before someone else (an admin) saved the application. The
 * vendor chooses: discard the draft and load the latest version, or keep editing it (its
 * submission is then refused with a 409 rather than silently undoing the admin's edit).
 * `stopAutosave` runs first, so no late autosave brings the discarded draft back.
 */
export function StaleDraftBanner({
  stopAutosave,
  onDiscarded,
}: {
  stopAutosave: () => Promise<void>;
  onDiscarded: () => void;
}) {
  const { t } = useTranslation("changes");
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  if (hidden) return null;
  const discard = async () => {
    setBusy(true);
    try {
      await stopAutosave();
      await vendorFormApi.deleteDraft();
      notify.success(t("draft.discarded"));
      onDiscarded();
    } catch {
      notify.error(t("draft.discardFailed"));
      setBusy(false);
    }
  };
  return (
    <div
      role="alert"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="stale-draft"
    >
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="space-y-2">
          <p className="font-semibold">{t("draft.staleTitle")}</p>
          <p className="text-sm">{t("draft.staleBody")}</p>
          <div className="flex flex-col gap-2 pt-1 sm:flex-row">
            <Button onClick={() => void discard()} disabled={busy}>
              {t("draft.discard")}
            </Button>
            <Button variant="secondary" onClick={() => setHidden(true)} disabled={busy}>
              {t("draft.keep")}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
