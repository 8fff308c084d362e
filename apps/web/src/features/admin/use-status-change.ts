import type { VendorStatus } from "@bihe/shared";
import { createElement, useState } from "react";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { useChangeStatus } from "./api";
import { ReasonDialog, type ReasonInput } from "./reason-dialog";

/**
 * Changes a vendor's status with the spec's toasts; lists and counters refetch afterwards. A
 * rejection first asks for the reason the vendor will read (docs/decisions/0015): render `reasonDialog` beside the buttons.
 */
export function useStatusChange({ quietFailure = false }: { quietFailure?: boolean } = {}) {
  const { t } = useTranslation("admin");
  const { t: changesT } = useTranslation("changes");
  const mutation = useChangeStatus();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);

  const send = async (id: string, status: VendorStatus, reason?: ReasonInput) => {
    try {
      await mutation.mutateAsync({ id, status, reason: reason?.reason, step: reason?.step });
      notify.success(t("status.updatedTitle"), t("status.updated", { status: t(`status.word.${status}`) }));
      return true;
    } catch (err) {
      // Spec 001 section 8: in the dashboard list a failure is only logged.
      if (quietFailure) console.error(err);
      else notify.error(t("status.failed"));
      return false;
    }
  };
  /** `name` titles the reason dialog of a rejection. */
  const change = async (id: string, status: VendorStatus, name = "") => {
    if (status === "rejected") {
      setRejecting({ id, name });
      return false;
    }
    return send(id, status);
  };
  const reasonDialog = createElement(ReasonDialog, {
    open: !!rejecting,
    title: changesT("reason.rejectVendorTitle", { name: rejecting?.name ?? "" }),
    busy: mutation.isPending,
    onCancel: () => setRejecting(null),
    onConfirm: (input: ReasonInput) => {
      const target = rejecting;
      if (!target) return;
      void send(target.id, "rejected", input).then((ok) => ok && setRejecting(null));
    },
  });
  return { change, pending: mutation.isPending ? mutation.variables : undefined, reasonDialog };
}
