import type { KeptProposal, VendorType } from "@bihe/shared";
import { useState } from "react";
import { DecisionReason } from "../../components/application-status/decision-reason";
import { StaleDraftWarning } from "../../components/changes/stale-draft-warning";
import { Button } from "../../components/ui/button";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The top of a hall's or decorator's form when the admin rejected its last change: the form holds that
 * change (kept as the vendor's draft), the admin's reason says what to fix, and one button discards it for
 * the live version. When an admin edited the live profile since, nothing is overwritten without a word
 * (docs/decisions/0015): the vendor compares the change with the live version, then keeps or discards it.
 */
export function KeptProposalNotice({
  proposal,
  vendorType,
  keep,
  discard,
}: {
  proposal: KeptProposal;
  vendorType: VendorType;
  keep: (version: number) => Promise<unknown>;
  discard: () => Promise<unknown>;
}) {
  const { t } = useTranslation("changes");
  const [stale, setStale] = useState(proposal.stale);
  const [busy, setBusy] = useState(false);
  const decide = async (run: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await run();
      notify.success(done);
      return true;
    } catch {
      notify.error(failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onKeep = async () => {
    if (await decide(() => keep(proposal.latestVersion), t("draft.kept"), t("draft.keepFailed"))) setStale(false);
  };
  return (
    <section className="space-y-3 rounded-xl border border-red-200 bg-white p-4" data-testid="kept-proposal">
      <p className="text-sm text-stone-800">{t("vendor.changeRejected")}</p>
      {proposal.reason && (
        <DecisionReason reason={proposal.reason} step={null} vendorType={vendorType} linkToStep={false} />
      )}
      {stale && (
        <StaleDraftWarning
          changes={proposal.changes}
          vendorType={vendorType}
          busy={busy}
          onKeep={() => void onKeep()}
          className="rounded-lg p-3"
        />
      )}
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        onClick={() => void decide(discard, t("draft.discarded"), t("draft.discardFailed"))}
        disabled={busy}
      >
        {t("draft.discard")}
      </Button>
    </section>
  );
}
