import type { ChangeEntry, VendorType } from "@bihe/shared";
import { useState } from "react";
import { StaleDraftWarning } from "../../components/changes/stale-draft-warning";
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
    <StaleDraftWarning
      changes={changes}
      vendorType={vendorType}
      busy={busy}
      onKeep={() => void decide(keepDraft, t("draft.kept"), t("draft.keepFailed"))}
      className="mb-6 rounded-xl p-4"
    >
      <Button
        onClick={() => void decide(vendorFormApi.deleteDraft, t("draft.discarded"), t("draft.discardFailed"))}
        disabled={busy}
      >
        {t("draft.discard")}
      </Button>
    </StaleDraftWarning>
  );
}
