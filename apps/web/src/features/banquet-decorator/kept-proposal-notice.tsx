import type { KeptProposal, VendorType } from "@bihe/shared";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { DecisionReason } from "../../components/application-status/decision-reason";
import { ChangeDiff } from "../../components/changes/change-diff";
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
  const [comparing, setComparing] = useState(false);
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
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
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
                <Button variant="secondary" onClick={() => void onKeep()} disabled={busy}>
                  {t("draft.keep")}
                </Button>
              </div>
              {comparing && (
                <div className="space-y-2 pt-2" data-testid="stale-compare">
                  <p className="text-sm">{t("draft.compareHint")}</p>
                  {proposal.changes.length ? (
                    <ChangeDiff
                      changes={proposal.changes}
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
