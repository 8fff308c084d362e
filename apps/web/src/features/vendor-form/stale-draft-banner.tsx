import type { ChangeEntry, VendorType } from "@bihe/shared";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { ChangeDiff } from "../../components/changes/change-diff";
import { Button } from "../../components/ui/button";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { vendorFormApi } from "./api";

/**
 * The draft started before someone else (an admin) saved the application. Nothing is lost without a
 * word: the vendor compares the draft with the latest version (latest → draft, the admin's diff), then
 * keeps the draft (it is based on the latest version from then on, so it can be submitted) or discards
 * it and loads the latest. `stopAutosave` runs first either way, so no late autosave races the choice.
 */
export function StaleDraftBanner({
  changes,
  vendorType,
  stopAutosave,
  resumeAutosave,
  keepDraft,
  onDone,
}: {
  changes: ChangeEntry[];
  vendorType: VendorType;
  stopAutosave: () => Promise<void>;
  resumeAutosave: () => void;
  keepDraft: () => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation("changes");
  const [comparing, setComparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const decide = async (run: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await stopAutosave();
      await run();
      notify.success(done);
      onDone();
    } catch {
      resumeAutosave();
      notify.error(failed);
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
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-semibold">{t("draft.staleTitle")}</p>
          <p className="text-sm">{t("draft.staleBody")}</p>
          <div className="flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" onClick={() => setComparing((c) => !c)} aria-expanded={comparing}>
              {comparing ? t("draft.hideCompare") : t("draft.compare")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void decide(keepDraft, t("draft.kept"), t("draft.keepFailed"))}
              disabled={busy}
            >
              {t("draft.keep")}
            </Button>
            <Button
              onClick={() => void decide(vendorFormApi.deleteDraft, t("draft.discarded"), t("draft.discardFailed"))}
              disabled={busy}
            >
              {t("draft.discard")}
            </Button>
          </div>
          {comparing && (
            <div className="space-y-2 pt-2" data-testid="stale-compare">
              <p className="text-sm">{t("draft.compareHint")}</p>
              {changes.length ? (
                <ChangeDiff
                  changes={changes}
                  vendorType={vendorType}
                  labels={{ before: t("draft.latest"), after: t("draft.yours") }}
                />
              ) : (
                <p className="text-sm">{t("draft.noDifference")}</p>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
