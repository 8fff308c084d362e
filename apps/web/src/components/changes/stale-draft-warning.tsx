import type { ChangeEntry, VendorType } from "@bihe/shared";
import { TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { ChangeDiff } from "./change-diff";

/**
 * A draft based on a version someone else (an admin) has replaced since (docs/decisions/0015): nothing is
 * overwritten without a word. The vendor compares the draft with the latest version (latest -> draft, the
 * admin's diff), then keeps it; `children` are the other choices the screen offers (discarding it).
 */
export function StaleDraftWarning({
  changes,
  vendorType,
  busy,
  onKeep,
  className,
  children,
}: {
  changes: ChangeEntry[];
  vendorType: VendorType;
  busy: boolean;
  onKeep: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("changes");
  const [comparing, setComparing] = useState(false);
  return (
    <div
      role="alert"
      className={cn("border border-amber-300 bg-amber-50 text-amber-950", className)}
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
            <Button variant="secondary" onClick={onKeep} disabled={busy}>
              {t("draft.keep")}
            </Button>
            {children}
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
